// Looking a bare name up on the sandbox's PATH: only files the sandbox would see and may execute count.
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findOnSandboxPath, isProgramName } from "./sandbox-path.js";

const top = realpathSync(mkdtempSync(join(tmpdir(), "packstudio-sandbox-path-")));
afterAll(() => rmSync(top, { recursive: true, force: true }));

// A stand-in system: "root" is what the sandbox binds, "outside" is a host folder it does not.
const root = join(top, "root");
const bin = join(root, "bin");
const lib = join(root, "lib");
const outside = join(top, "outside");
for (const dir of [bin, lib, outside]) mkdirSync(dir, { recursive: true });
const script = (path: string, mode = 0o755) => {
  writeFileSync(path, "#!/bin/sh\n");
  chmodSync(path, mode);
};
script(join(bin, "plain"));
script(join(lib, "real-tool"));
symlinkSync("../lib/real-tool", join(bin, "linked-inside"));
script(join(outside, "elsewhere"));
symlinkSync(join(outside, "elsewhere"), join(bin, "linked-outside"));
// A hop outside that comes back in: the sandbox cannot follow it.
symlinkSync(join(lib, "real-tool"), join(outside, "hop"));
symlinkSync(join(outside, "hop"), join(bin, "via-outside"));
script(join(bin, "not-executable"), 0o644);
mkdirSync(join(bin, "a-folder"));
symlinkSync("loop-b", join(bin, "loop-a"));
symlinkSync("loop-a", join(bin, "loop-b"));

const where = { dirs: [bin], roots: [root] };

describe("findOnSandboxPath (as the sandbox sees its PATH)", () => {
  it.each([
    ["a program in a bound folder", "plain", join(bin, "plain")],
    ["a link to a file in a bound folder", "linked-inside", join(bin, "linked-inside")],
    ["a link to a folder the sandbox does not bind", "linked-outside", undefined],
    ["a link whose hop leaves the bound folders", "via-outside", undefined],
    ["a file nobody may execute", "not-executable", undefined],
    ["a folder", "a-folder", undefined],
    ["a loop of links", "loop-a", undefined],
    ["a name that is not there", "missing", undefined],
    ["a path, not a name", "../outside/elsewhere", undefined],
  ])("%s", (_name, name, found) => {
    expect(findOnSandboxPath(name, where)).toBe(found);
  });

  it("finds this machine's sh on the sandbox's own PATH, in its first folder that holds it", () => {
    expect(findOnSandboxPath("sh")).toMatch(/^\/(usr\/local\/bin|usr\/bin|bin)\/sh$/);
    expect(findOnSandboxPath("surely-no-such-program-here")).toBeUndefined();
  });
});

describe("isProgramName", () => {
  it.each([
    ["git", true],
    ["python3.12", true],
    ["g++", true],
    ["kube_ctl-2", true],
    ["-rf", false],
    [".hidden", false],
    ["a b", false],
    ["a;b", false],
    ["$(id)", false],
    ["", false],
    ["x".repeat(129), false],
  ])("%j: %s", (name, ok) => {
    expect(isProgramName(name)).toBe(ok);
  });
});
