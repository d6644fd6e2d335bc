// Templates for "New pack": the built-in ones, then each spec example read from disk without its expected results;
// the ledger is the example catalog's (issue 29: the editor opens the catalog's ledger, not another one).
import { join } from "node:path";
import { catalogPack, repoRoot, specExample } from "@packstudio/core/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadTemplates } from "./templates";

afterEach(() => vi.unstubAllEnvs());

describe("loadTemplates", () => {
  it("offers every spec example as its files, without expected.json", async () => {
    vi.stubEnv("PACKSTUDIO_EXAMPLES_DIR", join(repoRoot, "spec/examples"));
    const templates = await loadTemplates();
    for (const name of ["notes-project", "kanban-api", "broken"]) {
      expect(templates.find((t) => t.id === name)?.files, name).toEqual(specExample(name));
    }
  });

  it("offers the example catalog's ledger as the ledger, the pack /editor opens with", async () => {
    vi.stubEnv("PACKSTUDIO_EXAMPLES_DIR", join(repoRoot, "spec/examples"));
    vi.stubEnv("PACKSTUDIO_CATALOG_DIR", join(repoRoot, "catalog/packs"));
    const ledgers = (await loadTemplates()).filter((t) => t.id === "ledger");
    expect(ledgers.map((t) => t.files)).toEqual([catalogPack("ledger")]);
    // Without the catalog folder, the spec's ledger stands in.
    vi.stubEnv("PACKSTUDIO_CATALOG_DIR", join(repoRoot, "no-such-folder"));
    expect((await loadTemplates()).find((t) => t.id === "ledger")?.files).toEqual(specExample("ledger"));
  });
});
