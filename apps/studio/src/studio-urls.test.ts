// One route builder (core's studioRoutes): no studio, CLI, LSP or faces source spells a studio URL with a part to fill by hand.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "../../..");
const roots = [here, ...["cli", "lsp", "faces"].map((p) => join(root, `packages/${p}/src`))];

/** Source files, without tests and test helpers (a test may state the paths it expects). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "testing" ? [] : sources(path);
    return /\.(ts|tsx|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** A string, template or JSX attribute that starts a studio path with a part to fill: `/rules#`, `/packs/`, `/s/`, `/review/`. */
const handBuilt = /(?:["'`}]|href=["'{`]*)\/(?:rules#|packs\/|s\/|review\/)/;

/** The lines of `text` that spell a studio path, comments left out. */
function handBuiltLines(text: string): string[] {
  return text
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\/?\*|\{\/\*)/.test(line))
    .filter((line) => handBuilt.test(line));
}

describe("studio URLs", () => {
  it("are built only by core's studioRoutes", () => {
    const found = roots.flatMap((dir) =>
      sources(dir).flatMap((file) =>
        handBuiltLines(readFileSync(file, "utf8")).map((line) => `${relative(root, file)}: ${line.trim()}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it.each([
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code, as text
    ["return `/rules#${code}`;"],
    ['<a href="/packs/ledger">Ledger</a>'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code, as text
    ["const link = `${server}/review/${a}...${b}`;"],
    ['path: "/s/" + id,'],
  ])("finds %s", (line) => {
    expect(handBuiltLines(line)).toEqual([line]);
  });

  it.each([
    ["// the page at /packs/<id>"],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code, as text
    ["const endpoint = `${source.server}/api/trpc/catalog.get`;"],
    ["<a href={studioRoutes.editor}>"],
    ['const url = "https://example.com/";'],
  ])("leaves %s", (line) => {
    expect(handBuiltLines(line)).toEqual([]);
  });
});
