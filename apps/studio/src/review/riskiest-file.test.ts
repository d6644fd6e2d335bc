// The file a review opens on: the riskiest changed file first.
import { describe, expect, it } from "vitest";
import { riskiestFile } from "./riskiest-file";

const files = [
  { path: "HARNESS.md", status: "changed" },
  { path: "policy.json", status: "changed" },
  { path: "surface.json", status: "changed" },
];

describe("riskiestFile", () => {
  it("opens the file of the most severe risk, whatever order the risks come in", () => {
    const risks = [
      { code: "argv_changed", severity: "low" },
      { code: "read_to_write", severity: "high" },
    ] as const;
    expect(riskiestFile(files, risks)).toBe("policy.json");
  });

  it("skips a risk whose file did not change, and falls back to the first changed file", () => {
    const same = files.map((f) => (f.path === "policy.json" ? { ...f, status: "same" } : f));
    expect(riskiestFile(same, [{ code: "read_to_write", severity: "high" }])).toBe("HARNESS.md");
    expect(riskiestFile(same, [{ code: "argv_changed", severity: "low" }])).toBe("surface.json");
    expect(riskiestFile([], [])).toBeUndefined();
  });
});
