// The file a review opens on: the riskiest changed file first.
import { comparePacks } from "@packstudio/core";
import { specExample } from "@packstudio/core/testing";
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

  it("opens the file a risk names: an openapi pack's document when the change is there alone (D14)", () => {
    const withDoc = [...files, { path: "openapi.yaml", status: "changed" }];
    const risks = [
      { code: "request_changed", severity: "medium", file: "openapi.yaml" },
      { code: "server_changed", severity: "high", file: "openapi.yaml" },
    ] as const;
    expect(riskiestFile(withDoc, risks)).toBe("openapi.yaml");
    // A DELETE command added in the manifest: surface.json, whatever else changed.
    expect(riskiestFile(withDoc, [{ code: "delete_request_added", severity: "high", file: "surface.json" }])).toBe(
      "surface.json",
    );
  });

  it("a review of the kanban example whose document alone moved its server opens on openapi.yaml", () => {
    const base = specExample("kanban-api");
    const yaml = base["openapi.yaml"] ?? "";
    expect(yaml).toContain("https://api.kanban.example/{version}");
    const head = {
      ...base,
      "HARNESS.md": `${base["HARNESS.md"]}\nA note.\n`,
      "openapi.yaml": yaml.replace(
        "https://api.kanban.example/{version}",
        "https://kanban.elsewhere.example/{version}",
      ),
    };
    const comparison = comparePacks(base, head);
    expect(comparison.risks.map((r) => r.code)).toEqual(["server_changed"]);
    expect(riskiestFile(comparison.files, comparison.risks)).toBe("openapi.yaml");
  });
});
