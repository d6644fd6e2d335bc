// Benchmark: keystroke to diagnostics at the language server on a 12-command pack (core's generated bench pack),
// in process (JSON-RPC over in-memory streams) and over a real stdio process, beside lintPack alone on the same
// texts. Run: `npm run bench -w @packstudio/lsp`; BENCH_JSON=<file> also writes the figures as JSON.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PassThrough } from "node:stream";
import { LineIndex, lintPack } from "@packstudio/core";
import { generatedPack } from "../../core/bench/generated-pack.js";
import { serveLsp } from "../src/index.js";
import { toLspRange } from "../src/positions.js";
import { fileUri, LspClient } from "../src/testing/lsp-client.js";

const edits = Number(process.env.BENCH_RUNS ?? 200);
const warmup = 50;
const targetMs = 10;

interface Figure {
  key: string;
  name: string;
  median: number;
  p95: number;
  n: number;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const figure = (key: string, name: string, times: number[]): Figure => ({
  key,
  name,
  median: quantile(times, 0.5),
  p95: quantile(times, 0.95),
  n: times.length,
});

/** The pack on disk, and the i-th keystroke: one character typed into a command's description. */
const files = generatedPack();
const dir = mkdtempSync(join(tmpdir(), "lsp-bench-"));
for (const [path, text] of Object.entries(files)) {
  const full = join(dir, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
}
const surfaceText = files["surface.json"] ?? "";
const anchor = "Command number 0 of the generated pack";
const at = surfaceText.indexOf(anchor) + anchor.length;
function keystroke(text: string, i: number): { text: string; range: ReturnType<typeof toLspRange>; char: string } {
  const char = String.fromCharCode(97 + (i % 26));
  const offset = at + i;
  const range = toLspRange(new LineIndex(text).range(offset, 0));
  return { text: text.slice(0, offset) + char + text.slice(offset), range, char };
}

async function typing(client: LspClient): Promise<number[]> {
  const surfaceUri = fileUri(join(dir, "surface.json"));
  await client.open(surfaceUri, surfaceText);
  await client.open(fileUri(join(dir, "policy.json")), files["policy.json"] ?? "");
  await client.diagnostics(surfaceUri);
  let text = surfaceText;
  const times: number[] = [];
  for (let i = 0; i < warmup + edits; i++) {
    const next = keystroke(text, i);
    const t0 = performance.now();
    await client.change(surfaceUri, next.char, next.range);
    await client.diagnostics(surfaceUri);
    if (i >= warmup) times.push(performance.now() - t0);
    text = next.text;
  }
  return times;
}

function lintAlone(): number[] {
  let text = surfaceText;
  const times: number[] = [];
  for (let i = 0; i < warmup + edits; i++) {
    text = keystroke(text, i).text;
    const pack = { ...files, "surface.json": text };
    const t0 = performance.now();
    lintPack(pack);
    if (i >= warmup) times.push(performance.now() - t0);
  }
  return times;
}

const toServer = new PassThrough();
const fromServer = new PassThrough();
void serveLsp(toServer, fromServer);
const inProcess = new LspClient(fromServer, toServer);
await inProcess.initialize();
const server = figure("lsp.keystroke", "didChange to publishDiagnostics, server in process", await typing(inProcess));
await inProcess.stop();
// lintPack alone on the same texts, measured after the server's run (the same warm JIT and caches).
const lint = figure("lint.keystroke", "lintPack alone, one keystroke (12 commands)", lintAlone());

const { client: stdio } = await LspClient.start();
const overStdio = figure(
  "lsp.keystroke.stdio",
  "didChange to publishDiagnostics, server over stdio",
  await typing(stdio),
);
await stdio.stop();
rmSync(dir, { recursive: true, force: true });

const figures = [lint, server, overStdio];
const ms = (n: number) => `${n.toFixed(3)} ms`;
console.log(
  `node ${process.version}, ${process.platform}/${process.arch}, ${edits} keystrokes after ${warmup} warm-up, load ${loadavg()[0]?.toFixed(1)}`,
);
console.log("figure".padEnd(56), "median".padStart(12), "p95".padStart(12));
for (const f of figures) console.log(f.name.padEnd(56), ms(f.median).padStart(12), ms(f.p95).padStart(12));
console.log(
  `target: keystroke to diagnostics under ${targetMs} ms at the server (${server.median < targetMs ? "met" : "MISSED"}: ${ms(server.median)} median, ${ms(server.p95)} p95)`,
);

// Machine-readable figures for the benchmark report (bench-report/ at the repository root).
if (process.env.BENCH_JSON)
  writeFileSync(process.env.BENCH_JSON, `${JSON.stringify({ node: process.version, figures }, null, 2)}\n`);
process.exit(0);
