// Templates for "New pack": the built-in ones, then each spec example read from disk without its expected results.
import { join } from "node:path";
import { repoRoot, specExample } from "@packstudio/core/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadTemplates } from "./templates";

afterEach(() => vi.unstubAllEnvs());

describe("loadTemplates", () => {
  it("offers every spec example as its files, without expected.json", async () => {
    vi.stubEnv("PACKSTUDIO_EXAMPLES_DIR", join(repoRoot, "spec/examples"));
    const templates = await loadTemplates();
    for (const name of ["ledger", "notes-project", "kanban-api", "broken"]) {
      expect(templates.find((t) => t.id === name)?.files, name).toEqual(specExample(name));
    }
  });
});
