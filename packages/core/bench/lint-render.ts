// Benchmark: lintPack and renderCommand on ledger, a generated 12-command pack and the largest pack the limits
// allow (1,000 commands, 200 files, 5 MiB), beside the JSON.parse + ajv floor.
import { writeFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { lintPack, packLimits, renderCommand, surfaceJsonSchema } from "../src/index.js";
import { generatedPack } from "../src/testing/generated-pack.js";
import { lintBombPack } from "../src/testing/lint-bomb.js";
import { specExample } from "../src/testing/spec-example.js";

const ledger = specExample("ledger");
const big = generatedPack();
const limits = lintBombPack({ commands: packLimits.maxCommands });

const ajv = new Ajv2020({ strict: false, allErrors: true });
const validateSurface = ajv.compile(surfaceJsonSchema);

function floor(files: Record<string, string>): void {
  const surface = JSON.parse(files["surface.json"] ?? "{}");
  JSON.parse(files["policy.json"] ?? "{}");
  validateSurface(surface);
}

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

const transferArgs = { amount: "2.80", payee: "demo-transit", memo: "lunch" };
const figures = [
  measure("floor.ledger", "floor: JSON.parse x2 + ajv(surface) - ledger", () => floor(ledger), 5000),
  measure("lint.ledger", "lintPack - ledger", () => lintPack(ledger), 5000),
  measure(
    "render.ledger",
    "renderCommand transfer - ledger",
    () => renderCommand(ledger, "transfer", transferArgs),
    5000,
  ),
  measure("floor.big", "floor: JSON.parse x2 + ajv(surface) - 12 commands, 60 KiB HARNESS.md", () => floor(big), 2000),
  measure("lint.big", "lintPack - 12 commands, 60 KiB HARNESS.md", () => lintPack(big), 2000),
  measure(
    "render.big",
    "renderCommand cmd7 - 12 commands",
    () => renderCommand(big, "group.cmd7", { target: "t-1", count: 3 }),
    2000,
  ),
  measure(
    "floor.limits",
    "floor: JSON.parse x2 + ajv(surface) - largest pack the limits allow",
    () => floor(limits),
    60,
  ),
  // A fresh files object each time: sizes counted per pack object (fileBytes) are not carried over.
  measure(
    "lint.limits",
    "lintPack - largest pack the limits allow (1,000 commands, 200 files, 5 MiB)",
    () => lintPack({ ...limits }),
    60,
  ),
];

const ms = (n: number) => `${n.toFixed(3)} ms`;
console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
console.log("figure".padEnd(72), "median".padStart(12), "p95".padStart(12));
for (const f of figures) console.log(f.name.padEnd(72), ms(f.median).padStart(12), ms(f.p95).padStart(12));

const [floorLedger, lintLedger, , floorBig, lintBig, , , lintLimits] = figures as Figure[] as [
  Figure,
  Figure,
  Figure,
  Figure,
  Figure,
  Figure,
  Figure,
  Figure,
];
const ratio = lintLedger.median / floorLedger.median;
console.log(
  `\nlint/floor ratio - ledger: ${ratio.toFixed(1)}x, 12 commands: ${(lintBig.median / floorBig.median).toFixed(1)}x`,
);
console.log(
  `target: lint of ledger under 1 ms median (${lintLedger.median < 1 ? "met" : "MISSED"}: ${ms(lintLedger.median)})`,
);
console.log(`target: within 20x of the floor (${ratio <= 20 ? "met" : "MISSED"}: ${ratio.toFixed(1)}x)`);
console.log(
  `target: the largest pack the limits allow lints in under 50 ms median (${lintLimits.median < 50 ? "met" : "MISSED"}: ${ms(lintLimits.median)})`,
);

// Machine-readable figures for the benchmark report (bench-report/ at the repository root).
if (process.env.BENCH_JSON)
  writeFileSync(process.env.BENCH_JSON, `${JSON.stringify({ node: process.version, figures }, null, 2)}\n`);
