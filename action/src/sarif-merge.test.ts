// Merging packstudio's SARIF logs of several packs: one valid run, every result, each rule once.
import { validSarif } from "@packstudio/cli/testing/sarif-schema";
import { describe, expect, it } from "vitest";
import { packstudio } from "./packstudio.mjs";
import { levelCounts, mergeSarif, type SarifLog } from "./sarif-merge.mjs";

const root = new URL("../..", import.meta.url).pathname;
const sarifOf = (dir: string): SarifLog => JSON.parse(packstudio(["check", dir, "--format", "sarif"], root).stdout);

describe("mergeSarif", () => {
  it("ledger, notes and broken: one valid run holding every result and each rule once", () => {
    const logs = ["ledger", "notes-project", "broken"].map((name) => sarifOf(`spec/examples/${name}`));
    const merged = mergeSarif(logs);
    expect(validSarif(merged)).toBe(true);
    expect(merged.runs).toHaveLength(1);
    expect(merged.runs[0]?.results).toEqual(logs.flatMap((l) => l.runs[0]?.results));
    const ids = merged.runs[0]?.tool.driver.rules.map((r) => r.id);
    const every = new Set(logs.flatMap((l) => l.runs[0]?.tool.driver.rules.map((r) => r.id)));
    expect(ids).toEqual([...every].sort());
    expect(levelCounts(merged)).toEqual({ error: 19, warning: 17, note: 0 });
  });

  it("one log merges into itself", () => {
    const log = sarifOf("spec/examples/ledger");
    expect(mergeSarif([log])).toEqual(log);
  });
});
