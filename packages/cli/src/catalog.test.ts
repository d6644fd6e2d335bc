// The example catalog (catalog/packs): every pack passes lint, ids match folders, and together they cover the format.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { lintPack, readPack } from "@packstudio/core";
import { catalogPack, catalogPacksDir } from "@packstudio/core/testing";
import { describe, expect, it } from "vitest";

const folders = readdirSync(catalogPacksDir)
  .filter((name) => statSync(join(catalogPacksDir, name)).isDirectory())
  .sort();
const packs = folders.map((folder) => {
  const files = catalogPack(folder);
  return { folder, files, views: readPack(files) };
});

describe("catalog packs", () => {
  it("has at least twelve packs", () => {
    expect(folders.length).toBeGreaterThanOrEqual(12);
  });

  it.each(packs)("$folder passes lint", ({ files }) => {
    const findings = lintPack(files, {
      onRuleError: (_code, error) => {
        throw error;
      },
    });
    const errors = findings.filter((f) => f.severity === "error").map((f) => `${f.code} ${f.file}: ${f.message}`);
    expect(errors).toEqual([]);
  });

  it.each(packs)("$folder: id equals the folder name", ({ folder, views }) => {
    expect(views.surface?.id).toBe(folder);
    expect(views.policy?.surfaceId).toBe(folder);
  });

  it("ids are unique", () => {
    const ids = packs.map((p) => p.views.surface?.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("catalog coverage", () => {
  const surfaces = packs.flatMap((p) => (p.views.surface ? [p.views.surface] : []));

  it("covers every adapter kind", () => {
    const kinds = new Set(surfaces.map((s) => s.kind));
    for (const kind of ["wrap", "composite", "openapi", "sense_only"]) expect(kinds).toContain(kind);
  });

  it("covers both planes", () => {
    const planes = new Set(surfaces.map((s) => s.plane));
    expect(planes).toContain("runtime");
    expect(planes).toContain("control");
  });

  it("uses at least four Binding modes", () => {
    const modes = new Set(surfaces.map((s) => s.binding?.mode).filter((m) => typeof m === "string"));
    expect(modes.size).toBeGreaterThanOrEqual(4);
  });

  it("uses every approval card kind", () => {
    const kinds = new Set(surfaces.flatMap((s) => s.verbs.map((v) => v.preview?.kind)));
    for (const kind of ["message", "payment", "event", "removal", "publish", "record", "fields"])
      expect(kinds).toContain(kind);
  });
});
