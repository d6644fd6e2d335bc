// Benchmark: rendering one request of an openapi pack (kanban-api's card.create): the plan on a loaded pack (the
// studio's preview, a face's call), the request alone, and the whole renderRequest with its lint, beside the floor
// of JSON.stringify of the same request and a wrap pack's render of loaded ledger (a peer). Target: under 1 ms.
// Keys: `floor.request`, `peer.ledger`, then `<kind>.request` (bench-report puts each beside `floor.request`).
import { writeFileSync } from "node:fs";
import { loadValidPack, renderLoaded, renderRequest, renderRequestLoaded } from "../src/index.js";
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
const ledger = loadValidPack(specExample("ledger"));
if ("ok" in ledger) throw new Error(`ledger does not load: ${ledger.error.message}`);
const transferArgs = { amount: "2.80", payee: "demo-transit", memo: "lunch" };
const built = buildRequest(shape, args);
if (!built.ok) throw new Error(`card.create does not build: ${JSON.stringify(built)}`);
const request = built.request;

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
  // The floor: serializing the request the render produces (a fresh title each call, as below).
  measure(
    "floor.request",
    "floor: JSON.stringify of the request",
    () => JSON.stringify({ ...request, body: { ...(request.body as object), title: fresh().title } }),
    5000,
  ),
  measure(
    "peer.ledger",
    "peer: renderLoaded transfer - ledger (a wrap pack, loaded)",
    () => renderLoaded(ledger, "transfer", { ...transferArgs, memo: fresh().title }),
    5000,
  ),
  measure(
    "render.request",
    "renderRequestLoaded card.create - kanban-api",
    () => renderRequestLoaded(loaded, "card.create", fresh()),
    5000,
  ),
  measure("build.request", "buildRequest card.create (checked values)", () => buildRequest(shape, fresh()), 5000),
  measure(
    "renderWithLint.request",
    "renderRequest card.create with lint - kanban-api",
    () => renderRequest(files, "card.create", fresh()),
    500,
  ),
];

const ms = (v: number) => `${v.toFixed(3)} ms`;
console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
console.log("figure".padEnd(60), "median".padStart(12), "p95".padStart(12));
for (const f of figures) console.log(f.name.padEnd(60), ms(f.median).padStart(12), ms(f.p95).padStart(12));
const render = figures.find((f) => f.key === "render.request") as Figure;
console.log(
  `\ntarget: one request renders in under 1 ms median (${render.median < 1 ? "met" : "MISSED"}: ${ms(render.median)})`,
);

// Machine-readable figures for the benchmark report (bench-report/ at the repository root): to the file BENCH_JSON
// names, or printed as the last line with --json.
const json = JSON.stringify({ node: process.version, figures });
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${json}\n`);
if (process.argv.includes("--json")) console.log(json);
