// Benchmark: tools/call of ledger `status` through `packstudio mcp` (one warm stdio server, the SDK's Client) beside
// the same run in process (Sandbox.dryRun, the floor the MCP face adds to), `packstudio run` (a process per call)
// and plain `node bin/ledger.mjs status`; then tools/list of a 12-command pack. Run: `npm run bench -w @packstudio/faces`.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { catalogPack, catalogPacksDir, repoRoot } from "@packstudio/core/testing";
import { Sandbox } from "@packstudio/sandbox";

const runs = Number(process.env.BENCH_RUNS ?? 100);
const warmup = 5;
const bin = join(repoRoot, "packages/cli/bin/packstudio.mjs");
const ledgerDir = join(catalogPacksDir, "ledger");
const root = `/dev/shm/packstudio-bench-faces-${process.pid}`;
const env = {
  PATH: process.env.PATH ?? "/usr/bin:/bin",
  PACKSTUDIO_SANDBOX_ROOT: root,
  PACKSTUDIO_SANDBOX_UID_BASE: "65000",
};

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

function processRun(argv: string[], check: (out: string, code: number | null) => boolean): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(argv[0] ?? "", argv.slice(1), { env, stdio: ["ignore", "pipe", "pipe"], cwd: repoRoot });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
    });
    child.stderr.resume();
    child.on("error", fail);
    child.on("close", (code) => (check(out, code) ? done() : fail(new Error(`${argv.join(" ")}: ${code} ${out}`))));
  });
}

async function connect(dir: string): Promise<Client> {
  const client = new Client({ name: "bench", version: "1" });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [bin, "mcp", dir], env, stderr: "ignore" }),
  );
  return client;
}

/** A pack of 12 read commands (the most §2.3.3 recommends), each with two typed arguments. */
function twelveCommandPack(): string {
  const dir = mkdtempSync(join(tmpdir(), "packstudio-bench-12-"));
  const verbs: Record<string, unknown> = {};
  const rows: Record<string, unknown> = {};
  for (let i = 1; i <= 12; i++) {
    verbs[`report${i}`] = {
      description: `Report number ${i}.`,
      cli: ["twelve", `report${i}`, "--from", "{{from}}", "--limit", "{{limit}}"],
      args: {
        type: "object",
        properties: {
          from: { type: "string", description: "Start date", examples: ["2026-01-01"], pattern: "^[0-9-]+$" },
          limit: { type: "integer", description: "At most", examples: [10] },
        },
        required: ["from"],
      },
      title: { live: `Reading report ${i}`, done: `Read report ${i}` },
    };
    rows[`report${i}`] = { effect: "read" };
  }
  const surface = {
    id: "twelve",
    name: "Twelve",
    kind: "wrap",
    cliBin: "twelve",
    transports: ["cli", "json_exec", "mcp"],
    binding: { mode: "public", hub: "none" },
    wrap: { bin: "./bin/twelve.mjs" },
    verbs,
  };
  mkdirSync(join(dir, "bin"));
  writeFileSync(join(dir, "surface.json"), JSON.stringify(surface, null, 2));
  writeFileSync(join(dir, "policy.json"), JSON.stringify({ surface_id: "twelve", verbs: rows }, null, 2));
  const lines = Object.keys(verbs).map((v) => `- \`twelve ${v} --from 2026-01-01\``);
  writeFileSync(join(dir, "HARNESS.md"), `# Twelve\n\n\`twelve\` prints reports.\n\n${lines.join("\n")}\n`);
  writeFileSync(join(dir, "bin/twelve.mjs"), 'console.log("{}");\n');
  return dir;
}

const ok = (out: string, code: number | null) => code === 0 && out.includes('"balance"');
const sandbox = new Sandbox({ root: `${root}-inproc`, uidBase: 65_100, concurrency: 1 });
const files = catalogPack("ledger");
const mcp = await connect(ledgerDir);
const modes: Record<string, () => Promise<unknown>> = {
  "mcp tools/call status": async () => {
    const result = await mcp.callTool({ name: "status", arguments: {} });
    if (result.isError) throw new Error(JSON.stringify(result));
  },
  "Sandbox.dryRun status (in process)": async () => {
    const result = await sandbox.dryRun({ files, verbKey: "status", session: "bench" });
    if (!result.ok || result.run.exitCode !== 0) throw new Error(JSON.stringify(result));
  },
  "packstudio run status (a process)": () =>
    processRun(
      [process.execPath, bin, "run", ledgerDir, "status", "--format", "json"],
      (out, code) => code === 0 && out.includes("balance"),
    ),
  "node bin/ledger.mjs status": () => processRun([process.execPath, join(ledgerDir, "bin/ledger.mjs"), "status"], ok),
};
const times: Record<string, number[]> = Object.fromEntries(Object.keys(modes).map((m) => [m, []]));
// Interleaved rounds: a busy machine's drift falls on every mode alike.
for (let i = 0; i < warmup + runs; i++) {
  for (const [name, run] of Object.entries(modes)) {
    const t = await timed(run);
    if (i >= warmup) times[name]?.push(t);
  }
}
const twelve = await connect(twelveCommandPack());
const listTimes: number[] = [];
for (let i = 0; i < warmup + runs; i++) {
  const t = await timed(async () => {
    const { tools } = await twelve.listTools();
    if (tools.length !== 12) throw new Error(`tools/list gave ${tools.length} tools`);
  });
  if (i >= warmup) listTimes.push(t);
}
await mcp.close();
await twelve.close();
rmSync(root, { recursive: true, force: true });
rmSync(`${root}-inproc`, { recursive: true, force: true });

const stats = (values: number[]) => ({ median: quantile(values, 0.5), p95: quantile(values, 0.95), n: values.length });
const figureNames: [key: string, name: string, values: number[]][] = [
  ["mcp.call", "mcp tools/call status", times["mcp tools/call status"] ?? []],
  ["dryRun", "Sandbox.dryRun status (in process)", times["Sandbox.dryRun status (in process)"] ?? []],
  ["run", "packstudio run status (a process)", times["packstudio run status (a process)"] ?? []],
  ["plain", "node bin/ledger.mjs status", times["node bin/ledger.mjs status"] ?? []],
  ["mcp.list", "mcp tools/list (12 commands)", listTimes],
];
const figures = figureNames.map(([key, name, values]) => ({ key, name, ...stats(values) }));
// Paired by round (the two ran back to back), so the machine's drift between rounds cancels out.
const mcpTimes = times["mcp tools/call status"] ?? [];
const floorTimes = times["Sandbox.dryRun status (in process)"] ?? [];
const paired = stats(mcpTimes.map((t, i) => t - (floorTimes[i] ?? t)));
console.log(
  `${runs} calls each (after ${warmup} warm-up) on one warm server, interleaved; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`,
);
for (const { name, median, p95 } of figures)
  console.log(`${name.padEnd(38)} median ${median.toFixed(2).padStart(8)} ms   p95 ${p95.toFixed(2).padStart(8)} ms`);
console.log(
  `MCP face over the sandbox run (paired differences): median ${paired.median.toFixed(2)} ms, p95 ${paired.p95.toFixed(2)} ms (target: median under 5 ms)`,
);
console.log(
  `tools/list of 12 commands: median ${stats(listTimes).median.toFixed(2)} ms, p95 ${stats(listTimes).p95.toFixed(2)} ms (target: p95 under 5 ms)`,
);
if (process.env.BENCH_JSON)
  writeFileSync(
    process.env.BENCH_JSON,
    JSON.stringify({ node: process.version, runs, warmup, figures, paired, mcpFaceMs: paired.median }, null, 2),
  );
