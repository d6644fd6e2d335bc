// Which program a wrap.bin starts in the sandbox: pack scripts by their interpreter, bare names from its PATH.
import { describe, expect, it } from "vitest";
import { resolveProgram } from "./program.js";
import { findOnSandboxPath } from "./sandbox-path.js";

const pack = new Set(["bin/tool.mjs", "bin/tool.sh", "bin/tool.py"]);
const inPack = (path: string) => pack.has(path);
const sh = findOnSandboxPath("sh");

describe("resolveProgram (DECISIONS.md 10)", () => {
  it.each([
    [
      "a node script of the pack",
      "./bin/tool.mjs",
      "any",
      { ok: true, node: true, argv: [process.execPath, "/pack/bin/tool.mjs"] },
    ],
    ["a shell script of the pack", "bin/tool.sh", "any", { ok: true, argv: ["/bin/sh", "/pack/bin/tool.sh"] }],
    ["a bare name on PATH, nothing listed: runs", "sh", "any", { ok: true, argv: [sh] }],
    ["a bare name the operator lists", "sh", ["jq", "sh"], { ok: true, argv: [sh] }],
  ] as const)("%s", (_name, bin, allowed, expected) => {
    expect(resolveProgram(bin, inPack, allowed)).toEqual(expected);
  });

  it.each([
    ["a script the pack does not hold", "./bin/gone.mjs", "any", "names no file inside the pack"],
    ["a path leaving the pack", "../bin/tool.mjs", "any", "names no file inside the pack"],
    ["a script neither node nor sh runs", "./bin/tool.py", "any", "neither a node script"],
    ["a name not installed", "surely-no-such-program-here", "any", "is not installed where the sandbox looks"],
    ["a name the operator does not list", "sh", ["jq"], "is not among the CLIs the operator allows"],
    ["any name when the operator allows none", "sh", [], "PACKSTUDIO_SANDBOX_ALLOW=none"],
    ["an option, not a name", "-rf", "any", "is not a program name"],
    ["shell words", "sh -c id", "any", "is not a program name"],
  ] as const)("%s: refused", (_name, bin, allowed, message) => {
    const result = resolveProgram(bin, inPack, allowed);
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining(message) });
  });
});
