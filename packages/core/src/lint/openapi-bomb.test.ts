// Lint bombs in an openapi pack's document: each lints with a finding, in work bounded by the document's limits.
// Sized by count, never timed (docs/decisions.md, "Lint"); the long timeouts are for a loaded machine, not targets.
import { describe, expect, it } from "vitest";
import { packLimits } from "../pack/pack-files.js";
import { kanbanWith } from "../testing/openapi-pack.js";
import { lintPack } from "./lint-pack.js";
import type { Finding } from "./types.js";

const DOC = "openapi.yaml";
const head = "openapi: 3.1.0\ninfo: {title: Bomb, version: '1'}\n";
const lint = (text: string) =>
  lintPack(kanbanWith({ files: { [DOC]: text } }), {
    onRuleError: (code, error) => expect.fail(`${code} threw: ${error}`),
  });
const ofDocument = (findings: Finding[]) => findings.filter((f) => f.file === DOC);
const codes = (findings: Finding[]) => [...new Set(ofDocument(findings).map((f) => f.code))];

describe("hostile OpenAPI documents", () => {
  it("nesting 1,000,000 levels deep in 2 MiB: one O001 where the parser stops, two levels past 256", () => {
    const findings = lint(`${head}x: ${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}\n`);
    expect(ofDocument(findings).map((f) => [f.code, f.range.start.line, f.range.start.column])).toEqual([
      ["O001", 3, 261],
    ]);
  }, 120_000);

  it("10,000 $ref cycles: O003 says the first 50 and that there are more", () => {
    let text = `${head}paths: {}\ncomponents:\n  schemas:\n`;
    for (let i = 0; i < 10_000; i++)
      text += `    A${i}: {$ref: "#/components/schemas/B${i}"}\n    B${i}: {$ref: "#/components/schemas/A${i}"}\n`;
    const o003 = ofDocument(lint(text)).filter((f) => f.code === "O003");
    expect(o003).toHaveLength(51);
    expect(o003.at(-1)?.message).toContain("are not listed");
  }, 120_000);

  it("an enum of 300,000 values in a schema: read and checked, no finding", () => {
    const values = Array.from({ length: 300_000 }, (_, i) => i).join(", ");
    const text = `${head}paths: {}\ncomponents:\n  schemas:\n    Big: {type: integer, enum: [${values}]}\n`;
    expect(codes(lint(text))).toEqual([]);
  }, 120_000);

  it("YAML aliases expanding to a billion values: one O001", () => {
    let text = `${head}paths: {}\nx-a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n`;
    for (let i = 1; i <= 9; i++)
      text += `x-a${i}: &a${i} [${Array(10)
        .fill(`*a${i - 1}`)
        .join(", ")}]\n`;
    const findings = ofDocument(lint(text));
    expect(findings.map((f) => f.code)).toEqual(["O001"]);
    expect(findings[0]?.message).toContain("expands past 1,000,000 values");
  }, 120_000);

  it("a document of 4 MiB, 20,000 operations: read, checked, placed; not P007", () => {
    let text = `${head}servers: [{url: "https://api.example.com"}]\npaths:\n`;
    for (let i = 0; text.length < packLimits.maxOpenApiBytes - 512; i++)
      text += `  /things${i}/{id}:\n    get:\n      operationId: get${i}\n      parameters: [{name: id, in: path, required: true, schema: {type: string}}]\n      responses: {"200": {description: The thing.}}\n`;
    text += '  /last:\n    get:\n      responses: {"200": {}}\n';
    expect(text.length).toBeLessThanOrEqual(packLimits.maxOpenApiBytes);
    const findings = ofDocument(lint(text));
    expect(findings.map((f) => f.code)).toEqual(["O002"]);
    expect(findings[0]?.range.start.line).toBe(text.split("\n").length - 1);
  }, 300_000);

  it("a document over 4 MiB: P007 and O001, never parsed", () => {
    const findings = lint(`${head}x: "${"a".repeat(packLimits.maxOpenApiBytes)}"\n`);
    expect(codes(findings).sort()).toEqual(["O001", "P007"]);
  }, 120_000);
});
