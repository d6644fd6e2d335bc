// The built binary, as `npx packstudio` runs it: real process, real exit status, no colour in a pipe.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));

function packstudio(...args: string[]) {
  return spawnSync("npx", ["--no-install", "packstudio", ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, FORCE_COLOR: undefined },
  });
}

describe("packstudio binary", () => {
  it("checks a valid pack: exit 0, no ANSI in a pipe", () => {
    const r = packstudio("check", "spec/examples/ledger");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('"ledger" passes lint');
    expect(r.stdout).not.toContain("\u001b[");
  });

  it("fails a broken pack with exit 1 and JSON findings", () => {
    const r = packstudio("check", "spec/examples/broken", "--format", "json");
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ pack: "Broken-Pack", passes: false });
  });

  it("a missing folder is exit 2 and one line, no stack trace", () => {
    const r = packstudio("check", "nowhere");
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });
});
