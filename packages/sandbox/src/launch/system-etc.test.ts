// The sandbox's /etc: the host's few named files copied into one folder (links kept, nothing else of /etc),
// the same folder while they stay the same, a fresh one when they change.
import { spawnSync } from "node:child_process";
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ledgerPack, ran, scriptPack, testSandbox } from "../test-support.js";
import { etcFiles, SystemEtc } from "./system-etc.js";

const dir = mkdtempSync(join(tmpdir(), "packstudio-etc-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in /etc: a file, a link to a file (as /etc/localtime is), a folder of links and a file (alternatives). */
function host(): string[] {
  const etc = join(dir, "host");
  mkdirSync(join(etc, "alternatives"), { recursive: true });
  writeFileSync(join(etc, "ld.so.cache"), "cache v1");
  writeFileSync(join(dir, "zone"), "UTC0");
  symlinkSync(join(dir, "zone"), join(etc, "localtime"));
  symlinkSync("/usr/bin/mawk", join(etc, "alternatives", "awk"));
  writeFileSync(join(etc, "alternatives", "README"), "readme");
  writeFileSync(join(etc, "shadow"), "secret");
  return ["ld.so.cache", "localtime", "alternatives", "missing"].map((name) => join(etc, name));
}

describe("SystemEtc", () => {
  const sources = host();
  const copies = new SystemEtc(join(dir, "copies"), sources);

  it("copies the named files into one folder, readable by any uid, links in the folder kept as links", () => {
    const folder = copies.folder();
    expect(readdirSync(folder).sort()).toEqual(["alternatives", "ld.so.cache", "localtime"]);
    expect(readFileSync(join(folder, "ld.so.cache"), "utf8")).toBe("cache v1");
    // A link to a file is its content, as a bind of it shows it.
    expect(lstatSync(join(folder, "localtime")).isFile()).toBe(true);
    expect(readFileSync(join(folder, "localtime"), "utf8")).toBe("UTC0");
    expect(readlinkSync(join(folder, "alternatives", "awk"))).toBe("/usr/bin/mawk");
    expect(readFileSync(join(folder, "alternatives", "README"), "utf8")).toBe("readme");
    expect(statSync(join(folder, "ld.so.cache")).mode & 0o777).toBe(0o644);
    expect(statSync(folder).mode & 0o777).toBe(0o755);
  });

  it("keeps its folder while the host's files stay, and makes a fresh one when one changes", () => {
    const first = copies.folder();
    expect(copies.folder()).toBe(first);
    writeFileSync(sources[0] as string, "cache v2, longer");
    const second = copies.folder();
    expect(second).not.toBe(first);
    expect(readFileSync(join(second, "ld.so.cache"), "utf8")).toBe("cache v2, longer");
    // The next process (another instance) keeps only the current copy.
    new SystemEtc(join(dir, "copies"), sources).folder();
    expect(readdirSync(join(dir, "copies"))).toEqual([second.slice(second.lastIndexOf("/") + 1)]);
  });
});

describe("a run's /etc", () => {
  const { sandbox, cleanup } = testSandbox(63760);
  afterAll(cleanup);

  it("holds the host's named files and nothing else of /etc", async () => {
    const script = "#!/bin/sh\nls -A /etc\ncat /etc/ld.so.cache | cksum\n";
    const run = ran(await sandbox.dryRun({ files: scriptPack(script), verbKey: "run", session: "etc" }));
    const names = etcFiles.filter((path) => spawnSync("test", ["-e", path]).status === 0).map((p) => p.slice(5));
    const [list, sum] = [run.stdout.split("\n").slice(0, -2), run.stdout.split("\n").at(-2)];
    expect(list.sort()).toEqual(names.sort());
    expect(sum).toBe(spawnSync("sh", ["-c", "cksum < /etc/ld.so.cache"], { encoding: "utf8" }).stdout.trim());
    // Programs reached through /etc/alternatives still start (the ledger's node does not need them; awk does).
    const awk = ran(
      await sandbox.dryRun({
        files: scriptPack("#!/bin/sh\nawk 'BEGIN { print 6 * 7 }'\n"),
        verbKey: "run",
        session: "awk",
      }),
    );
    expect(awk.stdout).toBe("42\n");
    expect(
      ran(await sandbox.dryRun({ files: ledgerPack("ephemeral"), verbKey: "setup.status", session: "l" })).exitCode,
    ).toBe(0);
  });
});
