// One report section a benchmark: its figures (median and p95) beside the floor or peer of the same run.
import { bundleSection } from "./bundle";
import { ceilingRate, isCeiling } from "./load-rows";
import { formatBytes, formatMs, formatRate, formatRatio, table } from "./markdown";
import { memorySection } from "./memory-rows";
import { openapiGroup } from "./openapi-rows";
import { queueSection } from "./queue-rows";
import type { BenchKey, LoadRow, Outcome, Results, Stats } from "./results";

export interface Section {
  key: BenchKey;
  title: string;
  /** How to run this bench alone. */
  command: string;
  render: (data: never) => string[];
}

/** Several benches under one heading, each a subsection (issue 27's three OpenAPI benches). */
export interface SectionGroup {
  title: string;
  intro: string[];
  parts: Section[];
}

const pair = (s: Stats) => [formatMs(s.median), formatMs(s.p95)];

function coreSection(data: Extract<Results["core"], { status: "ok" }>["data"]): string[] {
  const floors = new Map(data.figures.filter((f) => f.key.startsWith("floor.")).map((f) => [f.key.slice(6), f]));
  const rows = data.figures.map((f) => {
    const floor = f.key.startsWith("floor.") ? undefined : floors.get(f.key.slice(f.key.indexOf(".") + 1));
    return [
      f.name,
      formatMs(f.median),
      formatMs(f.p95),
      floor ? formatMs(floor.median) : "",
      floor && floor.median > 0 ? formatRatio(f.median / floor.median) : "",
      String(f.n),
    ];
  });
  return [
    "The floor is `JSON.parse` of both JSON files plus ajv validating `surface.json`, timed in the same process.",
    "",
    ...table(["figure", "median", "p95", "floor median", "x floor", "runs"], rows, [1, 2, 3, 4, 5]),
  ];
}

function sandboxSection(data: Extract<Results["sandbox"], { status: "ok" }>["data"]): string[] {
  return [
    `\`ledger status\`, ${data.runs} runs each after ${data.warmup} warm-up runs, the two sides interleaved.`,
    "",
    ...table(
      ["figure", "median", "p95"],
      [
        ["floor: `env -i node bin/ledger.mjs status`", ...pair(data.floor)],
        ["sandbox dry-run (workspace mode, set up)", ...pair(data.sandbox)],
        ["of which spawn to the sandbox's end (launch shell, bwrap, node)", ...pair(data.spawn)],
        ["paired differences (sandbox - floor)", ...pair(data.paired)],
        ["**overhead** (difference of medians)", formatMs(data.overheadMs), ""],
      ],
      [1, 2],
    ),
    ...sandboxSteps(data),
  ];
}

/** What a sandbox run's steps are, in the order they happen (packages/sandbox/src/runs/run-steps.ts). */
const sandboxStepNames: [string, string][] = [
  ["prepare", "host: plan, checks, pack folder, workspace archive"],
  ["cgroup", "host: the run's cgroup (reset, outcome)"],
  ["hop", "to the run process and back"],
  ["spawn", "spawn of the chain (fork, exec)"],
  ["bwrap", "cgroup join, limits, bubblewrap up to the sandbox's PID 1"],
  ["restore", "archive in before the command (a node script's is beside its start)"],
  ["program", "the command (node and the ledger script)"],
  ["archive", "archive out, the sandbox's end"],
  ["parse", "read back: exit status, archive, side effects"],
  ["finish", "host: judgement, workspace kept, pack folder removed"],
];

/** Issue 30's breakdown of a run, beside bubblewrap's own floor and CPU a run, when the bench measured them. */
function sandboxSteps(data: Extract<Results["sandbox"], { status: "ok" }>["data"]): string[] {
  const { steps } = data;
  if (!steps) return [];
  const rows = sandboxStepNames.flatMap(([key, name]) => {
    const step = steps[key];
    return step ? [[`${key}: ${name}`, ...pair(step)]] : [];
  });
  if (data.programStartMs !== undefined)
    rows.push(["node's start in the sandbox (program minus the floor's median)", formatMs(data.programStartMs), ""]);
  if (data.bwrapFloor) rows.push(["`bwrap --unshare-all --ro-bind / / /bin/true`", ...pair(data.bwrapFloor)]);
  if (data.cpu)
    rows.push([
      "CPU a run (mean): floor / sandbox",
      `${formatMs(data.cpu.floorMs)} / ${formatMs(data.cpu.sandboxMs)}`,
      "",
    ]);
  const load = data.load
    ? ` Load average ${data.load.start.toFixed(2)} at the start, ${data.load.end.toFixed(2)} at the end.`
    : "";
  return [
    "",
    `The steps of a sandbox run (each a median of the runs above).${load}`,
    "",
    ...table(["step", "median", "p95"], rows, [1, 2]),
  ];
}

function searchSection(data: Extract<Results["search"], { status: "ok" }>["data"]): string[] {
  const rows = data.drivers.map((d) => [
    d.driver,
    ...pair(d),
    formatMs(d.max),
    `${formatMs(d.words.median)} / ${formatMs(d.words.p95)}`,
    `${formatMs(d.noWords.median)} / ${formatMs(d.noWords.p95)}`,
    `${d.loadSeconds.toFixed(1)} s`,
  ]);
  if (!data.drivers.some((d) => d.driver === "PostgreSQL"))
    rows.push(["PostgreSQL", "not measured (no URL)", "", "", "", "", ""]);
  return [
    `${data.packs.toLocaleString("en-US")} generated packs, ${data.searches} searches (words, prefixes, misses, filters, sorts, deep pages); target p95 under ${data.targetP95Ms} ms.`,
    "",
    ...table(
      ["driver", "median", "p95", "max", "with words: median / p95", "filters only: median / p95", "bulk load"],
      rows,
      [1, 2, 3, 6],
    ),
    ...scaleRows(data),
  ];
}

/** Issue 16's figures of each driver: typos, page 500, keystrokes, facets, beside SELECT 1 of the same run. */
function scaleRows(data: Extract<Results["search"], { status: "ok" }>["data"]): string[] {
  const cell = (f: { median: number; p95: number; max: number } | undefined) =>
    f ? `${formatMs(f.median)} / ${formatMs(f.p95)} / ${formatMs(f.max)}` : "not measured";
  const rows = data.drivers.map((d) => [
    d.driver,
    cell(d.typo),
    cell(d.deep),
    cell(d.keystroke),
    cell(d.facets),
    cell(d.select1),
  ]);
  if (!data.drivers.some((d) => d.typo)) return [];
  return [
    "",
    "Median / p95 / max of each kind (issue 16: search p95 under 30 ms and max under 100 ms):",
    "",
    ...table(
      ["driver", "one typo", "page 500 by cursor", "keystrokes", "facet counts", "SELECT 1"],
      rows,
      [1, 2, 3, 4, 5],
    ),
  ];
}

function keystrokeSection(data: Extract<Results["keystroke"], { status: "ok" }>["data"]): string[] {
  const rows = data.packs.map((p) => [p.name, ...pair(p.markers), ...pair(p.frame), String(p.markers.n)]);
  return [
    `Chromium ${data.chromium}: from a keystroke in \`surface.json\` to the lint markers set, and to the next painted frame (its peer: what a person sees).`,
    "",
    ...table(["pack", "markers set: median", "p95", "next frame: median", "p95", "keystrokes"], rows, [1, 2, 3, 4, 5]),
  ];
}

function lcpSection(data: Extract<Results["lcp"], { status: "ok" }>["data"]): string[] {
  const { catalog, floor } = data;
  const element = catalog.element ? ` The catalog's largest element is \`<${catalog.element}>\`.` : "";
  return [
    `Chromium ${data.chromium}, ${data.loads} cold loads of each page (a new browser context each, after warm-up loads), interleaved; the floor is the same server's trivial route shown as text.${element}`,
    "",
    ...table(
      ["page", "LCP median", "LCP p95", "first byte median", "first byte p95"],
      [
        ["catalog `/`", ...pair(catalog.lcp), ...pair(catalog.ttfb)],
        ["floor: `/api/health`", ...pair(floor.lcp), ...pair(floor.ttfb)],
      ],
      [1, 2, 3, 4],
    ),
    "",
    `First contentful paint of the catalog: median ${formatMs(catalog.fcp.median)}, p95 ${formatMs(catalog.fcp.p95)}.`,
  ];
}

/** An autocannon table; each route's req/s beside the trivial route's (the ceiling) of the same server. */
function loadTable(routes: LoadRow[]): string[] {
  const rows = routes.map((r) => {
    const ceiling = isCeiling(r) ? undefined : ceilingRate(routes, [r]);
    return [
      r.title,
      formatRate(r.reqPerSec),
      ceiling && ceiling > 0 ? `${Math.round((r.reqPerSec / ceiling) * 100)}%` : "",
      formatMs(r.p50),
      formatMs(r.p97_5),
      formatMs(r.p99),
      String(r.errors),
    ];
  });
  return table(["route", "req/s", "of the ceiling", "latency p50", "p97.5", "p99", "errors"], rows, [1, 2, 3, 4, 5, 6]);
}

function lintBombSection(data: Extract<Results["lintBombLoad"], { status: "ok" }>["data"]): string[] {
  const { bomb } = data;
  const answers = (r: (typeof data)["health"]) =>
    Object.entries(r.statuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(", ");
  const rows = [data.healthIdle, data.health, data.lint].map((r) => [
    r.title,
    formatRate(r.reqPerSec),
    formatMs(r.p50),
    formatMs(r.p97_5),
    formatMs(r.p99),
    formatMs(r.max),
    answers(r),
  ]);
  return [
    `autocannon on loopback against \`next start\`: ${data.clients} clients send the lint bomb (${bomb.commands} commands, ${bomb.files} files, ${formatBytes(bomb.bytes)}: the largest pack the limits allow) to \`pack.lint\` in a loop from a child process, while one connection calls \`/api/health\` for ${data.seconds} s. The first lint of the bomb answered HTTP ${data.firstLint.status} in ${formatMs(data.firstLint.ms)}.`,
    "",
    ...table(["route", "req/s", "latency p50", "p97.5", "p99", "max", "answers"], rows, [1, 2, 3, 4, 5]),
  ];
}

function facesSection(data: Extract<Results["faces"], { status: "ok" }>["data"]): string[] {
  const rows = data.figures.map((f) => [f.name, ...pair(f), String(f.n)]);
  return [
    `\`ledger status\` ${data.runs} times each after ${data.warmup} warm-up calls, the four ways interleaved: through one warm \`packstudio mcp\` server (the SDK's Client over stdio), the same sandbox run in process (the floor the MCP face adds to), \`packstudio run\` (a process a call) and plain \`node bin/ledger.mjs status\`; then tools/list of a 12-command pack on its own warm server.`,
    "",
    ...table(
      ["figure", "median", "p95", "calls"],
      [...rows, ["paired differences (mcp - in-process sandbox run)", ...pair(data.paired), String(data.paired.n)]],
      [1, 2, 3],
    ),
  ];
}

function lspSection(data: Extract<Results["lsp"], { status: "ok" }>["data"]): string[] {
  const rows = data.figures.map((f) => [f.name, ...pair(f), f.max === undefined ? "" : formatMs(f.max), String(f.n)]);
  return [
    "One keystroke in `surface.json` of a 12-command pack (`policy.json` open too), beside `lintPack` of the same texts alone: at the server, from the change's bytes reaching it to the bytes of that change's `publishDiagnostics` leaving it (in process, no debounce); then as the client sees it, in process and over stdio; and bursts of keystrokes read at once, to the last one's diagnostics.",
    "",
    ...table(["figure", "median", "p95", "max", "keystrokes"], rows, [1, 2, 3]),
  ];
}

function loadSection(what: string) {
  return (data: Extract<Results["routeLoad"], { status: "ok" }>["data"]): string[] => [
    `autocannon on loopback, ${data.connections} connections, ${data.seconds} s a route, against \`next start\` with a fresh PGlite; ${what}. Errors count connection errors, timeouts and non-2xx answers.`,
    "",
    ...loadTable(data.routes),
  ];
}

export const sections: (Section | SectionGroup)[] = [
  { key: "core", title: "Lint and render", command: "npm run bench -w @packstudio/core", render: coreSection },
  {
    key: "keystroke",
    title: "Keystroke to markers",
    command: "npm run bench -w @packstudio/e2e",
    render: keystrokeSection,
  },
  { key: "sandbox", title: "Sandbox runs", command: "npm run bench -w @packstudio/sandbox", render: sandboxSection },
  { key: "search", title: "Catalog search", command: "npm run bench -w @packstudio/db", render: searchSection },
  {
    key: "searchScale",
    title: "Catalog search at 100,000 packs",
    command: "BENCH_PACKS=100000 npm run bench -w @packstudio/db",
    render: searchSection,
  },
  {
    key: "shareLoad",
    title: "Share reads and writes",
    command: "npm run bench -w @packstudio/studio",
    render: loadSection("share creation and reads beside the trivial route"),
  },
  {
    key: "routeLoad",
    title: "Load test: lint, render, catalog search",
    command: "npm run bench:routes -w @packstudio/studio",
    render: loadSection("rate limits off (`PACKSTUDIO_RATE_LIMITS=off`)"),
  },
  {
    key: "lcp",
    title: "Catalog page: largest contentful paint",
    command: "npm run bench:lcp -w @packstudio/e2e",
    render: lcpSection,
  },
  {
    key: "bundle",
    title: "Production bundle",
    command: "npm run bench:bundle -w @packstudio/studio",
    render: bundleSection,
  },
  {
    key: "lintBombLoad",
    title: "Health under lint bombs",
    command: "npm run bench:lint-bomb -w @packstudio/studio",
    render: lintBombSection,
  },
  { key: "faces", title: "Agent faces: MCP", command: "npm run bench -w @packstudio/faces", render: facesSection },
  {
    key: "lsp",
    title: "Language server: keystroke to diagnostics",
    command: "npm run bench -w @packstudio/lsp",
    render: lspSection,
  },
  openapiGroup,
  queueSection,
  memorySection,
];

/** A section's body: the figures, or why there are none (with the end of the bench's output when it failed). */
export function sectionBody(section: Section, outcome: Outcome<unknown>): string[] {
  if (outcome.status === "ok") {
    const { load } = outcome;
    const loads = (l: number[]) => l.map((x) => x.toFixed(2)).join(", ");
    const said = load
      ? ["", `Load average (1, 5, 15 min): at start ${loads(load.start)}; at end ${loads(load.end)}.`]
      : [];
    return [...section.render(outcome.data as never), ...said];
  }
  if (outcome.status === "skipped") return [`Not measured: ${outcome.reason}.`];
  const log = outcome.log.length > 0 ? ["", "```text", ...outcome.log, "```"] : [];
  return [`**Failed**: ${outcome.reason}`, ...log];
}
