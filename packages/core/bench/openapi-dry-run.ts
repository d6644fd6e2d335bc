// Benchmark: a documented dry-run of an openapi pack (DECISIONS 14): the request rendered and checked, then the
// documented answer — a read answered from its example (kanban-api's boards.list), an approved write answered
// with a value sampled from its schema (card.create), and the same with the pack's lint, each beside the floor of
// rendering its own request (which a dry-run starts with). Target: under 20 ms.
// Keys: `floor.read`, `floor.write`, then `<kind>.read` / `<kind>.write` (bench-report puts each beside its floor).
import { writeFileSync } from "node:fs";
import { documentedRun, loadOpenApiPack, renderRequestLoaded } from "../src/index.js";
import { specExample } from "../src/testing/spec-example.js";

const files = specExample("kanban-api");
const loaded = loadOpenApiPack(files);
if ("ok" in loaded) throw new Error(`kanban-api does not load: ${loaded.error.message}`);

interface Figure {
  key: string;
  name: string;
  median: number;
  p95: number;
  n: number;
}

function measure(key: string, name: string, fn: () => unknown, iterations: number): Figure {
  for (let i = 0; i < Math.min(200, iterations); i++) fn(); // warm-up: JIT and caches
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { key, name, median: at(0.5), p95: at(0.95), n: iterations };
}

/** One dry-run, checked to have answered (a benchmark of refusals would measure nothing). */
function dryRun(verbKey: string, args: unknown, approved: boolean, from = loaded): void {
  if ("ok" in from) throw new Error("not loaded");
  const result = documentedRun({ pack: from.pack, doc: from.doc, verbKey, args, approved });
  if (!result.ok || !result.run.documented) throw new Error(`${verbKey}: ${JSON.stringify(result)}`);
}

// Fresh arguments each call: a validator remembers answers by the values' JSON, and an agent sends new ones.
let n = 0;
const card = () => ({ boardId: "b-17", title: `Rotate the staging keys ${n++}`, labels: ["security"] });

/** The floor: the request of the same call rendered alone, checked to have rendered. */
function render(verbKey: string, args: unknown): void {
  if ("ok" in loaded) throw new Error("not loaded");
  const result = renderRequestLoaded(loaded.pack, verbKey, args);
  if (!result.ok) throw new Error(`${verbKey}: ${JSON.stringify(result)}`);
}

const figures = [
  measure(
    "floor.read",
    "floor: renderRequestLoaded boards.list",
    () => render("boards.list", { limit: 1 + (n++ % 100) }),
    5000,
  ),
  measure("floor.write", "floor: renderRequestLoaded card.create", () => render("card.create", card()), 5000),
  measure(
    "dryRun.read",
    "documentedRun boards.list (example) - kanban-api",
    () => dryRun("boards.list", { limit: 1 + (n++ % 100) }, false),
    5000,
  ),
  measure(
    "dryRun.write",
    "documentedRun card.create approved (schema sample)",
    () => dryRun("card.create", card(), true),
    5000,
  ),
  measure(
    "dryRunWithLint.write",
    "loadOpenApiPack + documentedRun card.create (with lint)",
    () => dryRun("card.create", card(), true, loadOpenApiPack(files)),
    300,
  ),
];

const ms = (v: number) => `${v.toFixed(3)} ms`;
console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
console.log("figure".padEnd(60), "median".padStart(12), "p95".padStart(12));
for (const f of figures) console.log(f.name.padEnd(60), ms(f.median).padStart(12), ms(f.p95).padStart(12));
// Judged on the slower of the read and the write, as the report does.
const slower = figures
  .filter((f) => f.key === "dryRun.read" || f.key === "dryRun.write")
  .reduce((a, b) => (b.median > a.median ? b : a));
console.log(
  `\ntarget: a documented dry-run in under 20 ms median (${slower.median < 20 ? "met" : "MISSED"}: ${ms(slower.median)}, ${slower.name})`,
);

// Machine-readable figures for the benchmark report (bench-report/ at the repository root): to the file BENCH_JSON
// names, or printed as the last line with --json.
const json = JSON.stringify({ node: process.version, figures });
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${json}\n`);
if (process.argv.includes("--json")) console.log(json);
