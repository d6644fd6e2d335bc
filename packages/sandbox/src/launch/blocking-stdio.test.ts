// Node's stdio preload (issue 26 item 6): written once under the sandbox root, readable by any uid, and in argv.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { STDIO_PRELOAD_PATH, stdioPreloadSource, withStdioPreload, writeStdioPreload } from "./blocking-stdio.js";

const root = mkdtempSync(join(tmpdir(), "packstudio-stdio-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("withStdioPreload", () => {
  it.each([
    { argv: ["/usr/bin/node", "/pack/bin/run.mjs", "run"], want: ["/usr/bin/node", `--require=${STDIO_PRELOAD_PATH}`] },
    {
      argv: ["/usr/bin/node", "--max-old-space-size=256", "/pack/x.mjs"],
      want: ["/usr/bin/node", `--require=${STDIO_PRELOAD_PATH}`],
    },
  ])("puts --require right after node: $argv", ({ argv, want }) => {
    expect(withStdioPreload(argv)).toEqual([...want, ...argv.slice(1)]);
  });

  it("leaves an empty argv empty", () => expect(withStdioPreload([])).toEqual([]));
});

describe("writeStdioPreload", () => {
  it("writes the preload once, read-only for everyone, and keeps it on the next call", () => {
    const file = writeStdioPreload(root);
    expect(readFileSync(file, "utf8")).toBe(stdioPreloadSource);
    expect(statSync(file).mode & 0o777).toBe(0o444);
    expect(statSync(join(root, "node-stdio")).mode & 0o777).toBe(0o755);
    const { mtimeMs } = statSync(file);
    expect(writeStdioPreload(root)).toBe(file);
    expect(statSync(file).mtimeMs).toBe(mtimeMs);
  });

  it("makes node's stdout on a pipe blocking", () => {
    const file = writeStdioPreload(root);
    // A blocking pipe write completes at once: after 4 MiB written the stream holds nothing queued.
    const script = `process.stdout.write("x".repeat(4 << 20)); process.stderr.write(String(process.stdout.writableLength));`;
    const plain = spawnSync(process.execPath, ["-e", script], { maxBuffer: 8 << 20 });
    const blocking = spawnSync(process.execPath, [`--require=${file}`, "-e", script], { maxBuffer: 8 << 20 });
    expect([plain.stdout.length, Number(String(plain.stderr)) > 0]).toEqual([4 << 20, true]);
    expect([blocking.stdout.length, Number(String(blocking.stderr))]).toEqual([4 << 20, 0]);
  });
});
