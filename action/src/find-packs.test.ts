// Which folders the "packs" input names: plain folders, globs over folders holding surface.json, refusals.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPacks, packFolders } from "./find-packs.mjs";

let temp = "";
let root = "";
const pack = (base: string, dir: string) => {
  mkdirSync(join(base, dir), { recursive: true });
  writeFileSync(join(base, dir, "surface.json"), "{}");
};
// Never found: hidden folders and node_modules at any depth, and a link to a pack (not followed).
const hidden = [".hidden/p", "node_modules/p", "packs/.cache/p", "packs/deep/node_modules/p"];
beforeAll(() => {
  temp = mkdtempSync(join(tmpdir(), "packstudio-find-"));
  root = join(temp, "repo");
  for (const dir of [".", "packs/ledger", "packs/notes", "packs/deep/mail", "other/p1", ...hidden]) pack(root, dir);
  mkdirSync(join(root, "packs/empty"));
  symlinkSync(join(root, "packs/ledger"), join(root, "packs/linked"));
});
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("findPacks", () => {
  it("finds every folder holding a surface.json, hidden folders and node_modules left out", async () => {
    expect(await packFolders(root)).toEqual([".", "other/p1", "packs/deep/mail", "packs/ledger", "packs/notes"]);
  });

  it.each([
    [["**"], [".", "other/p1", "packs/deep/mail", "packs/ledger", "packs/notes"]],
    [["packs/*"], ["packs/ledger", "packs/notes"]],
    [["packs/**"], ["packs/deep/mail", "packs/ledger", "packs/notes"]],
    [["**/mail"], ["packs/deep/mail"]],
    [
      ["packs/?otes", "./other/p1/"],
      ["packs/notes", "other/p1"],
    ],
    [
      ["packs/notes", "packs/*"],
      ["packs/notes", "packs/ledger"],
    ],
    [["packs/empty"], ["packs/empty"]], // a folder as given: check reports what it lacks
    [["."], ["."]],
  ])("%j → %j", async (patterns, expected) => {
    expect(await findPacks(root, patterns)).toEqual(expected);
  });

  it.each([
    [["nothing/*"], 'no folder holding a surface.json matches "nothing/*"'],
    [["*"], 'no folder holding a surface.json matches "*"'], // "packs" and "other" hold none themselves
    [[".hidden/*"], 'matches ".hidden/*"'], // hidden folders are never searched
    [["packs/missing"], '"packs/missing" is not a folder'],
    [["packs/ledger/surface.json"], "is not a folder"],
    [["../up"], "leaves the workspace"],
    [["packs/../../up"], "leaves the workspace"],
  ])("refuses %j", async (patterns, message) => {
    await expect(findPacks(root, patterns)).rejects.toThrow(message);
  });

  it("searches a workspace named like a glob or a hidden folder (a repository named .github) as itself", async () => {
    const odd = join(temp, ".github [ab]*?");
    for (const dir of [".", "packs/a", ".hidden/p", "node_modules/p"]) pack(odd, dir);
    pack(join(temp, ".github a-sibling"), "packs/b"); // what "[ab]*?" would match, were it not escaped
    expect(await packFolders(odd)).toEqual([".", "packs/a"]);
    expect(await findPacks(odd, ["packs/*"])).toEqual(["packs/a"]);
  });
});
