// Checks of a typed file path (DECISIONS.md 1) and the editor language a path gets.
import { type PackFiles, packLimits } from "@packstudio/core";
import { describe, expect, it } from "vitest";
import { languageOf, pathProblem } from "./file-paths";

const files: PackFiles = { "surface.json": "{}", "docs/a.md": "" };

describe("pathProblem", () => {
  it.each([
    ["an empty name", "", "The path is empty: give the file a name."],
    ["a name of spaces", "  ", "It has a name of only spaces."],
    ["a leading slash", "/etc/passwd", "The path is absolute (paths are relative to the pack root)."],
    ["a drive", "C:/x.md", "The path is absolute"],
    ["a backslash", "docs\\a.md", 'It uses "\\" (separate folders with "/").'],
    ["a climb out", "docs/../../x", 'It climbs out of the pack (a pack path has no ".." segments).'],
    ["a double slash", "docs//a.md", "It has an empty segment"],
    ["a dot segment", "./a.md", 'It has a "." segment.'],
    ["a folder of spaces", "docs/ /a.md", "only spaces"],
    ["a path over the limit", `${"a/".repeat(256)}x`, "It is over 512 characters."],
    ["a taken name", "docs/a.md", '"docs/a.md" already exists.'],
  ])("refuses %s", (_, path, message) => {
    expect(pathProblem(path, files)).toContain(message);
  });

  it.each([
    ["a new file", "docs/b.md", undefined],
    ["a path of exactly 512 characters", "a".repeat(512), undefined],
    ["renaming a file to its own name", "docs/a.md", "docs/a.md"],
  ])("accepts %s", (_, path, renamingFrom) => {
    expect(pathProblem(path, files, renamingFrom)).toBeUndefined();
  });

  it("refuses a new file past the file count, but not a rename", () => {
    const full: PackFiles = Object.fromEntries(Array.from({ length: packLimits.maxFiles }, (_, i) => [`f${i}`, ""]));
    expect(pathProblem("new.md", full)).toBe(`A pack may hold ${packLimits.maxFiles} files.`);
    expect(pathProblem("renamed.md", full, "f0")).toBeUndefined();
  });
});

describe("languageOf", () => {
  it.each([
    ["surface.json", "json"],
    ["HARNESS.md", "markdown"],
    ["bin/run.mjs", "javascript"],
    ["bin/run.cjs", "javascript"],
    ["bin/run.js", "javascript"],
    ["bin/run.sh", "shell"],
    ["openapi.yaml", "yaml"],
    ["api/openapi.yml", "yaml"],
    ["openapi.json", "json"],
    ["LICENSE", "plaintext"],
  ])("%s is %s", (path, language) => {
    expect(languageOf(path)).toBe(language);
  });
});
