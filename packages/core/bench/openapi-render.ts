// Benchmark: rendering one request of an openapi pack (kanban-api's card.create): the plan on a loaded pack (the
// studio's preview, a face's call), the request alone, and the whole renderRequest with its lint. Target: under 1 ms.
import { writeFileSync } from "node:fs";
import { loadValidPack, renderRequest, renderRequestLoaded } from "../src/index.js";
import { requestShape } from "../src/openapi/bind-operations.js";
import { buildRequest } from "../src/openapi/request.js";
import { specExample } from "../src/testing/spec-example.js";

const files = specExample("kanban-api");
const loaded = loadValidPack(files);
if ("ok" in loaded) throw new Error(`kanban-api does not load: ${loaded.error.message}`);
const args = { boardId: "b-17", title: "Rotate the staging keys", labels: ["security", "ops"] };
const verb = loaded.surface.verbs.find((v) => v.key === "card.create");
if (!verb?.operation) throw new Error("card.create is not bound to its operation");
const shape = requestShape(verb.operation);

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

// Fresh arguments each call: a validator remembers answers by the values' JSON, and a person types new ones.
let n = 0;
const fresh = () => ({ ...args, title: `Rotate the staging keys ${n++}` });
const figures = [
  measure(
    "openapi.render",
    "renderRequestLoaded card.create - kanban-api",
    () => renderRequestLoaded(loaded, "card.create", fresh()),
    5000,
  ),
  measure("openapi.request", "buildRequest card.create (checked values)", () => buildRequest(shape, fresh()), 5000),
  measure(
    "openapi.renderWithLint",
    "renderRequest card.create with lint - kanban-api",
    () => renderRequest(files, "card.create", fresh()),
    500,
  ),
];

const ms = (v: number) => `${v.toFixed(3)} ms`;
console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
console.log("figure".padEnd(60), "median".padStart(12), "p95".padStart(12));
for (const f of figures) console.log(f.name.padEnd(60), ms(f.median).padStart(12), ms(f.p95).padStart(12));
const render = figures[0] as Figure;
console.log(
  `\ntarget: one request renders in under 1 ms median (${render.median < 1 ? "met" : "MISSED"}: ${ms(render.median)})`,
);

// Machine-readable figures for the benchmark report (bench-report/ at the repository root).
if (process.env.BENCH_JSON)
  writeFileSync(process.env.BENCH_JSON, `${JSON.stringify({ node: process.version, figures }, null, 2)}\n`);
