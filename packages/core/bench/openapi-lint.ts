// Benchmark: lintPack of openapi packs (the kanban-api example; a generated 1 MiB document) beside the floor of
// parsing the same YAML into events as the reader does (plain block YAML by core's reader, yaml-block-events.ts),
// and beside js-yaml's event parser (the reader's for any other YAML) and the yaml package (its former one).
// Run: npx tsx bench/openapi-lint.ts (in packages/core). Medians and 95th percentiles of wall time, and the
// median of the process's CPU time, which a loaded machine inflates less (GC threads count in it).
// "keystroke" lints a document text not seen before with one operation changed (read, its part checked, placed);
// "every part new" changes every operation (the first lint of a document: every part checked);
// "same text" lints the pack again with the document unchanged (a keystroke elsewhere: the read is reused).
// "read" rows time the reader alone: a keystroke (the pieces of the last read kept, yaml-pieces.ts), every piece
// new, and the whole text read at once (what a text that cannot be read in pieces costs). The 1 MiB JSON rows
// are the same document written as JSON (read whole by core's JSON parser, its floor).
import { writeFileSync } from "node:fs";
import { parseEvents } from "js-yaml";
import { Parser } from "yaml";
import { lintPack } from "../src/index.js";
import { parseJson } from "../src/json/parse-json.js";
import { readYamlWhole } from "../src/openapi/document-text.js";
import { readOpenApiDocument } from "../src/openapi/read-document.js";
import { yamlEvents } from "../src/openapi/yaml-events.js";
import { kanbanWith } from "../src/testing/openapi-pack.js";

const DOC = "openapi.yaml";
const kanban = kanbanWith();
const kanbanText = kanban[DOC] as string;

/**
 * An OpenAPI 3.1 document of about `bytes`: operations with a path parameter, a query parameter and a JSON
 * answer; `revision` goes into every operation's summary.
 */
function generatedDocument(bytes: number, revision = ""): string {
  let text =
    "openapi: 3.1.0\ninfo:\n  title: Generated\n  version: '1'\nservers:\n  - url: https://api.example.com/v1\npaths:\n";
  for (let i = 0; text.length < bytes; i++) {
    text += `  /things${i}/{id}:
    get:
      operationId: getThing${i}
      summary: One thing of kind ${i}.${revision}
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

/** The generated document as JSON (two-space indentation) of about `bytes`. */
function generatedJson(bytes: number, revision = ""): string {
  let low = 0;
  let high = bytes;
  let text = "";
  // The YAML's value as JSON is larger than the YAML: find the YAML size whose JSON is just over `bytes`.
  while (high - low > 4096) {
    const mid = (low + high) >> 1;
    text = JSON.stringify(readYamlWhole(generatedDocument(mid, revision)).value, null, 2);
    if (text.length < bytes) low = mid;
    else high = mid;
  }
  return JSON.stringify(readYamlWhole(generatedDocument(high, revision)).value, null, 2);
}

const mibJson = generatedJson(1024 * 1024);

interface Figure {
  name: string;
  median: number;
  p95: number;
  cpu: number;
  n: number;
}

/** Times `fn(i)`; `fn` gets the iteration so a case can make each text new. */
function measure(name: string, fn: (i: number) => unknown, iterations: number, warmup = 5): Figure {
  for (let i = 0; i < warmup; i++) fn(-1 - i);
  const times: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    fn(i);
    times.push(performance.now() - t0);
    const cpu = process.cpuUsage(c0);
    cpus.push((cpu.user + cpu.system) / 1000);
  }
  const at = (list: number[], q: number) =>
    list.sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))] ?? 0;
  return { name, median: at(times, 0.5), p95: at(times, 0.95), cpu: at(cpus, 0.5), n: iterations };
}

/** The pack with its document's text made new by a trailing comment (`i` differs each call). */
const withDocument = (text: string, i: number) => ({ ...kanban, [DOC]: `${text}# ${i}\n` });
/** The pack with one operation of its document edited (a keystroke in it; `i` differs each call). */
const withEdit = (text: string, i: number) => ({
  ...kanban,
  [DOC]: text.replace("summary: One thing of kind 2000.", `summary: One thing of kind 2000 (${i}).`),
});
/** Documents whose every operation differs from the others' (the first lint of a document). */
const fresh = Array.from({ length: 14 }, (_, i) => generatedDocument(1024 * 1024, ` Revision ${i}.`));
const freshJson = Array.from({ length: 14 }, (_, i) => generatedJson(1024 * 1024, ` Revision ${i}.`));
/** The JSON document with one operation edited (`i` differs each call). */
const withJsonEdit = (i: number) => ({
  ...kanban,
  [DOC]: mibJson.replace('"summary": "One thing of kind 1000."', `"summary": "One thing of kind 1000 (${i})."`),
});
if (withEdit(mib, 0)[DOC] === mib || withJsonEdit(0)[DOC] === mibJson)
  throw new Error("the edited operation is not there");
/** The reader alone, on its own file (the lints' reads of openapi.yaml are not disturbed). */
const readAlone = (text: string) => readOpenApiDocument("read-bench.yaml", text);

const figures = [
  measure("floor: the reader's YAML events - kanban", () => yamlEvents(kanbanText), 500, 50),
  measure("peer: js-yaml parseEvents - kanban", () => parseEvents(kanbanText, {}), 500, 50),
  measure("floor: yaml Parser (CST only) - kanban", () => [...new Parser().parse(kanbanText)], 500, 50),
  measure("lintPack - kanban, new text", (i) => lintPack(withDocument(kanbanText, i)), 500, 50),
  measure("lintPack - kanban, same text", () => lintPack({ ...kanban }), 500, 50),
  measure("floor: the reader's YAML events - 1 MiB", () => yamlEvents(mib), 10, 2),
  measure("peer: js-yaml parseEvents - 1 MiB", () => parseEvents(mib, {}), 10, 2),
  measure("floor: yaml Parser (CST only) - 1 MiB", () => [...new Parser().parse(mib)], 4, 1),
  measure("lintPack - 1 MiB, keystroke (one operation)", (i) => lintPack(withEdit(mib, i)), 10, 2),
  measure("lintPack - 1 MiB, new text (a comment)", (i) => lintPack(withDocument(mib, i)), 10, 2),
  measure("lintPack - 1 MiB, every part new", (i) => lintPack({ ...kanban, [DOC]: fresh[i + 2] as string }), 10, 2),
  measure("lintPack - 1 MiB, same text", () => lintPack(withDocument(mib, 0)), 10, 2),
  measure("read - 1 MiB, keystroke (pieces kept)", (i) => readAlone(withEdit(mib, i)[DOC] as string), 10, 2),
  measure("read - 1 MiB, every piece new", (i) => readAlone(fresh[i + 2] as string), 10, 2),
  measure("read - 1 MiB, whole (not in pieces)", (i) => readYamlWhole(fresh[i + 2] as string), 10, 2),
  measure("floor: core parseJson - 1 MiB JSON", () => parseJson(DOC, mibJson, 256), 10, 2),
  measure("floor: JSON.parse - 1 MiB JSON", () => JSON.parse(mibJson), 10, 2),
  measure("lintPack - 1 MiB JSON, keystroke (one operation)", (i) => lintPack(withJsonEdit(i)), 10, 2),
  measure(
    "lintPack - 1 MiB JSON, every part new",
    (i) => lintPack({ ...kanban, [DOC]: freshJson[i + 2] as string }),
    10,
    2,
  ),
  measure("lintPack - 1 MiB JSON, same text", () => lintPack(withJsonEdit(0)), 10, 2),
];

const ms = (n: number) => `${n.toFixed(2)} ms`;
console.log(
  `node ${process.version}, ${process.platform}/${process.arch}; 1 MiB document: ${mib.length} characters (JSON: ${mibJson.length})`,
);
console.log("figure".padEnd(48), "median".padStart(12), "p95".padStart(12), "cpu".padStart(12), "n".padStart(6));
for (const f of figures)
  console.log(
    f.name.padEnd(48),
    ms(f.median).padStart(12),
    ms(f.p95).padStart(12),
    ms(f.cpu).padStart(12),
    String(f.n).padStart(6),
  );
console.log("targets: kanban lint under 5 ms; 1 MiB document under 100 ms (median)");

// Machine-readable figures for the benchmark report (bench-report/ at the repository root): to the file BENCH_JSON
// names, or printed as the last line with --json. Each figure keyed by what it measures: `floor.<what>` (the reader's
// own YAML parse alone) is the floor bench-report sets beside `lint.<what>…`; `lint.kanban` and `lint.mib` (the
// first lint of a document: every part new) are issue 27's targets. A figure renamed without its key here is
// reported unkeyed, and its target row "not measured", never silently judged on another figure.
const keys: Record<string, string> = {
  "floor: the reader's YAML events - kanban": "floor.kanban",
  "peer: js-yaml parseEvents - kanban": "peer.kanban.jsyaml",
  "floor: yaml Parser (CST only) - kanban": "peer.kanban.cst",
  "lintPack - kanban, new text": "lint.kanban",
  "lintPack - kanban, same text": "lint.kanban.same",
  "floor: the reader's YAML events - 1 MiB": "floor.mib",
  "peer: js-yaml parseEvents - 1 MiB": "peer.mib.jsyaml",
  "floor: yaml Parser (CST only) - 1 MiB": "peer.mib.cst",
  "lintPack - 1 MiB, keystroke (one operation)": "lint.mib.keystroke",
  "lintPack - 1 MiB, new text (a comment)": "lint.mib.comment",
  "lintPack - 1 MiB, every part new": "lint.mib",
  "lintPack - 1 MiB, same text": "lint.mib.same",
  "read - 1 MiB, keystroke (pieces kept)": "read.mib.keystroke",
  "read - 1 MiB, every piece new": "read.mib.fresh",
  "read - 1 MiB, whole (not in pieces)": "read.mib.whole",
  "floor: core parseJson - 1 MiB JSON": "floor.json",
  "floor: JSON.parse - 1 MiB JSON": "peer.json.native",
  "lintPack - 1 MiB JSON, keystroke (one operation)": "lint.json.keystroke",
  "lintPack - 1 MiB JSON, every part new": "lint.json",
  "lintPack - 1 MiB JSON, same text": "lint.json.same",
};
const json = JSON.stringify({
  node: process.version,
  figures: figures.map((f, i) => ({ key: keys[f.name] ?? `unkeyed.${i}`, ...f })),
});
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${json}\n`);
if (process.argv.includes("--json")) console.log(json);
