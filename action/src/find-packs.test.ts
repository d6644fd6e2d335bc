// Which folders the "packs" input names: plain folders, globs over folders holding surface.json, refusals.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPacks, packFolders } from "./find-packs.mjs";

let root = "";
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "packstudio-find-"));
  const pack = (dir: string) => {
    mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, dir, "surface.json"), "{}");
  };
  for (const dir of [".", "packs/ledger", "packs/notes", "packs/deep/mail", "other/p1", ".hidden/p", "node_modules/p"])
    pack(dir);
  mkdirSync(join(root, "packs/empty"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("findPacks", () => {
  it("finds every folder holding a surface.json, hidden folders and node_modules left out", () => {
    expect(packFolders(root)).toEqual([".", "other/p1", "packs/deep/mail", "packs/ledger", "packs/notes"]);
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
  ])("%j → %j", (patterns, expected) => {
    expect(findPacks(root, patterns)).toEqual(expected);
  });

  it.each([
    [["nothing/*"], 'no folder holding a surface.json matches "nothing/*"'],
    [["*"], 'no folder holding a surface.json matches "*"'], // "packs" and "other" hold none themselves
    [[".hidden/*"], 'matches ".hidden/*"'], // hidden folders are never searched
    [["packs/missing"], '"packs/missing" is not a folder'],
    [["packs/ledger/surface.json"], "is not a folder"],
    [["../up"], "leaves the workspace"],
    [["packs/../../up"], "leaves the workspace"],
  ])("refuses %j", (patterns, message) => {
    expect(() => findPacks(root, patterns)).toThrow(message);
  });
});
