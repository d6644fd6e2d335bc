// Benchmark: lintPack of openapi packs (the kanban-api example; a generated 1 MiB document) beside the floor of
// parsing the same YAML with the yaml package alone. Run: npx tsx bench/openapi-lint.ts (in packages/core).
// "new text" lints a document text not seen before (a keystroke in the document: read, checked, placed);
// "same text" lints the pack again with the document unchanged (a keystroke elsewhere: the read is reused).
import { Parser, parseDocument } from "yaml";
import { lintPack } from "../src/index.js";
import { kanbanWith } from "../src/testing/openapi-pack.js";

const DOC = "openapi.yaml";
const kanban = kanbanWith();
const kanbanText = kanban[DOC] as string;

/** An OpenAPI 3.1 document of about `bytes`: operations with a path parameter, a query parameter and a JSON answer. */
function generatedDocument(bytes: number): string {
  let text =
    "openapi: 3.1.0\ninfo:\n  title: Generated\n  version: '1'\nservers:\n  - url: https://api.example.com/v1\npaths:\n";
  for (let i = 0; text.length < bytes; i++) {
    text += `  /things${i}/{id}:
    get:
      operationId: getThing${i}
      summary: One thing of kind ${i}.
      parameters:
        - name: id
          in: path
          required: true
          schema: { type: string, pattern: "^t-[0-9]+$" }
        - name: fields
          in: query
          schema: { type: array, items: { type: string } }
      responses:
        "200":
          description: The thing.
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Thing" }
`;
  }
  return `${text}components:\n  schemas:\n    Thing:\n      type: object\n      properties:\n        id: { type: string }\n`;
}

const mib = generatedDocument(1024 * 1024);

interface Figure {
  name: string;
  median: number;
  p95: number;
  n: number;
}

/** Times `fn(i)`; `fn` gets the iteration so a case can make each text new. */
function measure(name: string, fn: (i: number) => unknown, iterations: number, warmup = 5): Figure {
  for (let i = 0; i < warmup; i++) fn(-1 - i);
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    fn(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { name, median: at(0.5), p95: at(0.95), n: iterations };
}

/** The pack with its document's text made new by a trailing comment (`i` differs each call). */
const withDocument = (text: string, i: number) => ({ ...kanban, [DOC]: `${text}# ${i}\n` });

const figures = [
  measure("floor: yaml Parser (CST only) - kanban", () => [...new Parser().parse(kanbanText)], 500, 50),
  measure("floor: yaml parseDocument - kanban", () => parseDocument(kanbanText), 500, 50),
  measure("lintPack - kanban, new text", (i) => lintPack(withDocument(kanbanText, i)), 500, 50),
  measure("lintPack - kanban, same text", () => lintPack({ ...kanban }), 500, 50),
  measure("floor: yaml Parser (CST only) - 1 MiB", () => [...new Parser().parse(mib)], 10, 2),
  measure("floor: yaml parseDocument - 1 MiB", () => parseDocument(mib, { uniqueKeys: false }), 10, 2),
  measure("lintPack - 1 MiB document, new text", (i) => lintPack(withDocument(mib, i)), 10, 2),
  measure("lintPack - 1 MiB document, same text", () => lintPack(withDocument(mib, 0)), 10, 2),
];

const ms = (n: number) => `${n.toFixed(2)} ms`;
console.log(`node ${process.version}, ${process.platform}/${process.arch}; 1 MiB document: ${mib.length} characters`);
console.log("figure".padEnd(48), "median".padStart(12), "p95".padStart(12), "n".padStart(6));
for (const f of figures)
  console.log(f.name.padEnd(48), ms(f.median).padStart(12), ms(f.p95).padStart(12), String(f.n).padStart(6));
console.log("targets: kanban lint under 5 ms; 1 MiB document under 100 ms (median)");
