// The pack files written executable in an archive: bin/ and what wrap.bin names inside the pack.
import { describe, expect, it } from "vitest";
import { specExample } from "../testing/spec-example.js";
import { executablePackFiles } from "./executable-files.js";

const surface = (bin: string) => JSON.stringify({ id: "x", wrap: { bin } });

describe("executablePackFiles", () => {
  it.each([
    ["the ledger example: its bin/ script", specExample("ledger"), ["bin/ledger.mjs"]],
    ["a wrap.bin outside bin/", { "surface.json": surface("./tools/run.sh"), "tools/run.sh": "" }, ["tools/run.sh"]],
    ["a wrap.bin naming no pack file", { "surface.json": surface("./tools/gone.sh") }, []],
    ["a CLI on PATH", { "surface.json": surface("git"), git: "" }, []],
    ["an absolute wrap.bin", { "surface.json": surface("/usr/bin/x"), "usr/bin/x": "" }, []],
    ["a folder merely named like bin", { "surface.json": "{}", "docs/bin/x.sh": "", "binary.md": "" }, []],
    ["a surface that is not JSON", { "surface.json": "{", "bin/a.sh": "" }, ["bin/a.sh"]],
  ])("%s", (_, files, expected) => {
    expect([...executablePackFiles(files)].sort()).toEqual(expected);
  });
});
