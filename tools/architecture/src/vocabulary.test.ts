// Each fact of the vocabulary is stated once (issue 31 item 2): no production source repeats the dry-run codes, the
// limits' names or words, the refusal headings, a byte formatter or the client-name rule; the check finds a copy.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { workspaceFiles, workspaces } from "./package-arrows";
import { facts, secondCopies } from "./vocabulary";

const root = fileURLToPath(new URL("../../../", import.meta.url));

describe("one vocabulary a fact", () => {
  it("states each fact only in its home", () => {
    const files = workspaces(root).flatMap(workspaceFiles);
    expect(secondCopies(root, files)).toEqual([]);
  });

  it.each(facts.map((f) => [f.name, f.home] as const))("%s: its home %s is there", (_, home) => {
    expect(existsSync(join(root, home))).toBe(true);
  });
});

describe("the check itself", () => {
  const at = (text: string, path = "packages/faces/src/x.ts") => secondCopies(root, [{ path: join(root, path), text }]);

  it.each([
    ['if (code === "approval_required") ask();', 'the code "approval_required"'],
    ['type Limit = "wall" | "cpu" | "memory";', "the run limits' names"],
    ['  file_size: "file size",', "the words for each run limit"],
    ['  sandbox_unavailable: "No sandbox",', "the headings of the dry-run refusal codes"],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code, as text
    ["const text = `${(bytes / 1024 / 1024).toFixed(1)} MiB`;", "a size in bytes for people (KiB, MiB)"],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code, as text
    ["const text = `${limit / MiB} MiB`;", "a size in bytes for people (KiB, MiB)"],
    ["const ok = /^[\\w .@()-]+$/.test(name);", "the characters of a login's client name"],
  ])("finds a copy in %s", (line, fact) => {
    expect(at(line)).toEqual([`packages/faces/src/x.ts:1: ${fact}`]);
  });

  it.each([
    ['// the code "approval_required" asks a person'],
    ["if (code === APPROVAL_REQUIRED) ask();"],
    ["const kib = Math.ceil(bytes / 1024);"],
  ])("leaves %s", (line) => {
    expect(at(line)).toEqual([]);
  });

  it("leaves tests, which state the values they expect", () => {
    expect(at('expect(code).toBe("approval_required");', "packages/faces/src/x.test.ts")).toEqual([]);
  });
});
