// The report renderer: a fixture run's JSON to BENCHMARKS.md lines, and each target's met/MISSED boundary.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { table } from "./markdown";
import { renderReport } from "./render-report";
import { type Report, readResult } from "./results";
import { targetRows } from "./targets";

const fixture = (): Report => JSON.parse(readFileSync(new URL("fixtures/report.json", import.meta.url), "utf8"));

/** The fixture with one change made to a copy. */
function changed(edit: (r: Report) => void): Report {
  const report = fixture();
  edit(report);
  return report;
}

const verdictOf = (report: Report, target: string) => {
  const row = targetRows(report).find((t) => t.target.includes(target));
  if (!row) throw new Error(`no target row contains "${target}"`);
  return row;
};

const ok = <T>(outcome: { status: string; data?: T }): T => {
  if (outcome.status !== "ok" || outcome.data === undefined) throw new Error("the fixture has no figures here");
  return outcome.data;
};

/** A table row with its padding taken out, so expected rows need not repeat column widths. */
const compact = (line: string) =>
  line.startsWith("| ")
    ? `| ${line
        .slice(2, -2)
        .split(" | ")
        .map((c) => c.trim())
        .join(" | ")} |`
    : line;

describe("renderReport on the fixture", () => {
  const lines = renderReport(fixture()).split("\n").map(compact);

  it.each([
    "# Benchmarks",
    "Written by `npm run bench` on 2026-11-02 14:03 UTC; the run took 18 min.",
    "| CPU | Intel(R) Xeon(R) CPU @ 2.20GHz, 2 cores |",
    "| Memory | 24.0 GiB |",
    "| OS | Debian GNU/Linux 12 (bookworm) (Linux 6.1.0-40-cloud-amd64 x64) |",
    "| Node.js | v20.20.2 |",
    "| Chromium | 156.0.8078.73 |",
    "| Load average (1, 5, 15 min) | at start 1.20, 1.10, 0.90; at end 1.90, 1.60, 1.00 |",
    "24 met, 2 missed, 9 not measured.",
    "| 16 | catalog search p95 under 30 ms, max under 100 ms at 10,000 packs, typos and page 500 included (PGlite) | figures without issue 16's kinds | not measured |",
    "| 16 | catalog search p95 under 30 ms, max under 100 ms at 100,000 packs, typos and page 500 included (PGlite) | BENCH_ONLY left it out | not measured |",
    "| 2 | lint of ledger under 1 ms median | 0.280 ms | met |",
    "| 2 | lint of ledger within 20x of the floor (JSON.parse + ajv), medians | 17.5x | met |",
    "| 3 | keystroke to markers p95 under 50 ms (examples/ledger) | 3.80 ms | met |",
    "| 4 | sandbox overhead over plain node under 10 ms (difference of medians) | 5.90 ms | met |",
    "| 5 | catalog search p95 under 30 ms at 10,000 packs (PGlite) | 19.7 ms | met |",
    "| 5 | catalog search p95 under 30 ms at 10,000 packs (PostgreSQL) | no URL | not measured |",
    "| 5 | share reads at 70% or more of the trivial route's req/s (share.get (read)) | 44% | **MISSED** |",
    "| 6 | no errors under load, 50 connections for 30 s (pack.lint (ledger)) | 0 errors | met |",
    "| 30 | catalog page largest contentful paint under 600 ms on loopback (p95 of cold loads) | 301 ms (floor: `/api/health` 90.0 ms) | met |",
    "| 30 | the studio's server at rest under 300 MiB after five page loads (PGlite) | 262 MiB (node's floor 42 MiB; processes below it 47 MiB) | met |",
    "| 30 | the server back within 10% of rest after a soak-like load (PostgreSQL) | 176 MiB, 2.4% over rest (172 MiB) after 60 s | met |",
    "| 30 | the first request after start (`/`, once ready) under 300 ms (PGlite) | 95.2 ms (a later `/`: 71.3 ms) | met |",
    "| PGlite | 42 MiB | 285 MiB | 262 MiB | 47 MiB | 270 MiB | 2.9% | 9.4 s | 95.2 ms | 131 ms, 44.2 ms, 71.3 ms, 58.6 ms |",
    "| lintPack - ledger | 0.280 ms | 0.550 ms | 0.016 ms | 17.5x | 5000 |",
    "| lintPack - 12 commands, 60 KiB HARNESS.md | 0.820 ms | 1.43 ms | 0.055 ms | 14.9x | 2000 |",
    "| 10 | the largest pack the limits allow lints in under 50 ms median (1,000 commands, 5 MiB) | 31.5 ms | met |",
    "| lintPack - largest pack the limits allow (1,000 commands, 200 files, 5 MiB) | 31.5 ms | 38.2 ms | 4.10 ms | 7.7x | 60 |",
    "| **overhead** (difference of medians) | 5.90 ms |  |",
    "The steps of a sandbox run (each a median of the runs above). Load average 0.40 at the start, 0.60 at the end.",
    "| bwrap: cgroup join, limits, bubblewrap up to the sandbox's PID 1 | 5.10 ms | 6.80 ms |",
    "| node's start in the sandbox (program minus the floor's median) | 0.400 ms |  |",
    "| `bwrap --unshare-all --ro-bind / / /bin/true` | 4.80 ms | 6.10 ms |",
    "| CPU a run (mean): floor / sandbox | 36.5 ms / 44.2 ms |  |",
    "| PGlite | 6.80 ms | 19.7 ms | 33.5 ms | 8.10 ms / 21.2 ms | 4.90 ms / 12.4 ms | 41.3 s |",
    "| PostgreSQL | not measured (no URL) |  |  |  |  |  |",
    "| examples/ledger | 1.60 ms | 3.80 ms | 14.0 ms | 30.0 ms | 120 |",
    "| catalog `/` | 212 ms | 301 ms | 41.0 ms | 88.0 ms |",
    "| share.get (read) | 464 | 44% | 20.0 ms | 41.0 ms | 55.0 ms | 0 |",
    "| catalog.search (8 queries) | 301 | 27% | 160 ms | 260 ms | 300 ms | 0 |",
    "Not measured: no `bench:bundle` script in @packstudio/studio.",
    "| 10 | `/api/health` p99 under 50 ms while 8 clients send the largest pack the limits allow to pack.lint | 38.0 ms | met |",
    "| /api/health while 8 clients lint the bomb | 311 | 2.00 ms | 21.0 ms | 38.0 ms | 64.0 ms | 9318 × 200 |",
    "| pack.lint (lint bomb), 8 clients | 9 | 830 ms | 1210 ms | 1340 ms | 1502 ms | 310 × 200 |",
    "| 13 | MCP tools/call of ledger `status` adds under 5 ms over the sandbox run (median of paired differences) | 2.30 ms | met |",
    "| 13 | MCP tools/list of a 12-command pack answers in under 5 ms (p95) | 1.20 ms | met |",
    "| mcp tools/call status | 46.5 ms | 58.2 ms | 100 |",
    "| packstudio run status (a process) | 212 ms | 260 ms | 100 |",
    "| node bin/ledger.mjs status | 38.0 ms | 45.0 ms | 100 |",
    "| mcp tools/list (12 commands) | 0.610 ms | 1.20 ms | 100 |",
    "| paired differences (mcp - in-process sandbox run) | 2.30 ms | 6.10 ms | 100 |",
    "`npm run bench -w @packstudio/faces`",
    "| 14 | language server: one keystroke to diagnostics under 10 ms on a 12-command pack (p95, at the server) | 4.20 ms | met |",
    "| at the server: edit to diagnostics | 1.80 ms | 4.20 ms | 7.50 ms | 200 |",
    "| server in process: edit to diagnostics | 2.10 ms | 4.40 ms |  | 200 |",
    "`npm run bench -w @packstudio/lsp`",
  ])("has the line %s", (line) => {
    expect(lines).toContain(line);
  });

  it("gives every section a heading and its command, in the order of the issues", () => {
    const headings = lines.filter((l) => l.startsWith("## ") || l.startsWith("### "));
    expect(headings).toEqual([
      "## Machine",
      "## Targets",
      "## Lint and render",
      "## Keystroke to markers",
      "## Sandbox runs",
      "## Catalog search",
      "## Catalog search at 100,000 packs",
      "## Share reads and writes",
      "## Load test: lint, render, catalog search",
      "## Catalog page: largest contentful paint",
      "## Production bundle",
      "## Health under lint bombs",
      "## Agent faces: MCP",
      "## Language server: keystroke to diagnostics",
      "## OpenAPI packs (issue 27)",
      "### Lint",
      "### Render of one request",
      "### Documented dry-run",
      "## Dry-runs through the queue (issue 28)",
      "## Memory at rest and the first request (issue 30)",
    ]);
    expect(lines).toContain("`npm run bench:memory -w @packstudio/studio`");
    expect(lines).toContain("`npm run bench:routes -w @packstudio/studio`");
    expect(lines).toContain("`npm run bench:queue -w @packstudio/studio`");
  });

  it("judges the queue on its median minus the in-process median of the same run", () => {
    expect(lines).toContain(
      "| 28 | a dry-run through the queue adds under 15 ms over one in process (difference of medians) | 14.4 ms (35.3 ms through the queue, 20.9 ms in process) | met |",
    );
  });

  it("says nothing of a quick run unless it was one", () => {
    expect(lines.some((l) => l.includes("Quick run"))).toBe(false);
    expect(renderReport(changed((r) => (r.quick = true)))).toContain("> **Quick run** (`BENCH_QUICK=1`)");
  });
});

/** Floor and lint medians of ledger, exact in binary so a ratio of 20 is exactly 20. */
/** Issue 16's figures on the fixture's PGlite entry: the kinds present, with this p95 and max. */
function scale(r: Report, p95: number, max: number) {
  const d = ok(r.results.search).drivers[0]!;
  const f = { median: 1, p95: 1, max: 1, n: 10 };
  Object.assign(d, { p95, max, typo: f, deep: f, keystroke: f, facets: f, select1: f });
}

function ledgerMedians(report: Report, floor: number, lint: number): void {
  const [floorFigure, lintFigure] = ok(report.results.core).figures;
  floorFigure!.median = floor;
  lintFigure!.median = lint;
}

function shareRates(report: Report, ceiling: number, read: number): void {
  const [ceilingRow, readRow] = ok(report.results.shareLoad).routes;
  ceilingRow!.reqPerSec = ceiling;
  readRow!.reqPerSec = read;
}

describe("verdicts at their boundaries", () => {
  // Each target as the issues word it: "under" is strict, "within 20x" and "70% or more" include the bound.
  it.each<[string, string, (r: Report) => void, string]>([
    ["lint at 1 ms", "lint of ledger under 1 ms", (r) => (ok(r.results.core).figures[1]!.median = 1), "MISSED"],
    [
      "lint just under 1 ms",
      "lint of ledger under 1 ms",
      (r) => (ok(r.results.core).figures[1]!.median = 0.999),
      "met",
    ],
    ["lint at 20x", "within 20x", (r) => ledgerMedians(r, 0.0625, 1.25), "met"],
    ["lint past 20x", "within 20x", (r) => ledgerMedians(r, 0.0625, 1.26), "MISSED"],
    [
      "keystroke p95 at 50 ms",
      "(examples/ledger)",
      (r) => (ok(r.results.keystroke).packs[0]!.markers.p95 = 50),
      "MISSED",
    ],
    ["sandbox overhead at 10 ms", "sandbox overhead", (r) => (ok(r.results.sandbox).overheadMs = 10), "MISSED"],
    ["search p95 at 30 ms", "(PGlite)", (r) => (ok(r.results.search).drivers[0]!.p95 = 30), "MISSED"],
    ["share reads at 70%", "share reads", (r) => shareRates(r, 1000, 700), "met"],
    ["share reads under 70%", "share reads", (r) => shareRates(r, 1000, 699), "MISSED"],
    ["one error under load", "(pack.lint (ledger))", (r) => (ok(r.results.routeLoad).routes[1]!.errors = 1), "MISSED"],
    [
      "limits lint at 50 ms",
      "the largest pack the limits allow",
      (r) => (ok(r.results.core).figures[7]!.median = 50),
      "MISSED",
    ],
    [
      "limits lint under 50 ms",
      "the largest pack the limits allow",
      (r) => (ok(r.results.core).figures[7]!.median = 49.9),
      "met",
    ],
    ["LCP p95 at 600 ms", "largest contentful paint", (r) => (ok(r.results.lcp).catalog.lcp.p95 = 600), "MISSED"],
    ["LCP p95 under 600 ms", "largest contentful paint", (r) => (ok(r.results.lcp).catalog.lcp.p95 = 599), "met"],
    ["health p99 at 50 ms", "`/api/health` p99", (r) => (ok(r.results.lintBombLoad).health.p99 = 50), "MISSED"],
    ["health p99 under 50 ms", "`/api/health` p99", (r) => (ok(r.results.lintBombLoad).health.p99 = 49.9), "met"],
    ["MCP face at 5 ms", "adds under 5 ms over the sandbox run", (r) => (ok(r.results.faces).mcpFaceMs = 5), "MISSED"],
    ["MCP face under 5 ms", "adds under 5 ms", (r) => (ok(r.results.faces).mcpFaceMs = 4.99), "met"],
    [
      "tools/list p95 at 5 ms",
      "tools/list of a 12-command pack",
      (r) => (ok(r.results.faces).figures[4]!.p95 = 5),
      "MISSED",
    ],
    ["tools/list p95 under 5 ms", "tools/list", (r) => (ok(r.results.faces).figures[4]!.p95 = 4.99), "met"],
    ["LSP keystroke at 10 ms", "language server", (r) => (ok(r.results.lsp).figures[1]!.p95 = 10), "MISSED"],
    ["LSP keystroke under 10 ms", "language server", (r) => (ok(r.results.lsp).figures[1]!.p95 = 9.99), "met"],
    [
      "scale: p95 and max under target",
      "at 10,000 packs, typos and page 500 included (PGlite)",
      (r) => scale(r, 29.9, 99.9),
      "met",
    ],
    [
      "scale: max at 100 ms",
      "at 10,000 packs, typos and page 500 included (PGlite)",
      (r) => scale(r, 10, 100),
      "MISSED",
    ],
    ["scale: p95 at 30 ms", "at 10,000 packs, typos and page 500 included (PGlite)", (r) => scale(r, 30, 50), "MISSED"],
  ])("%s", (_, target, edit, verdict) => {
    expect(verdictOf(changed(edit), target).verdict).toBe(verdict);
  });

  it("judges share reads on the best read route of the run", () => {
    const report = changed((r) =>
      ok(r.results.shareLoad).routes.push({
        title: "GET /api/shares/<id>",
        role: "read",
        reqPerSec: 800,
        p50: 9,
        p97_5: 20,
        p99: 26,
        errors: 0,
      }),
    );
    const rows = targetRows(report).filter((t) => t.target.startsWith("share reads"));
    expect(rows).toEqual([expect.objectContaining({ measured: "76%", verdict: "met" })]);
    expect(rows[0]?.target).toContain("(GET /api/shares/<id>)");
  });

  it("reads interleaved rounds together, each round beside its own ceiling", () => {
    const row = (title: string, role: "ceiling" | "read" | "write", reqPerSec: number) => ({
      title,
      role,
      reqPerSec,
      p50: 9,
      p97_5: 20,
      p99: 30,
      errors: 0,
    });
    const report = changed((r) => {
      ok(r.results.shareLoad).routes = [
        row("trivial route (ceiling) #1", "ceiling", 1000),
        row("GET /api/shares/<id> #1", "read", 800),
        row("trivial route (ceiling) #2", "ceiling", 500),
        row("GET /api/shares/<id> #2", "read", 300),
        row("share.get (tRPC read)", "read", 450),
        row("share.create (write)", "write", 300),
      ];
    });
    // (800 + 300) / (1000 + 500) = 73%; the tRPC read against the mean ceiling, 450 / 750 = 60%.
    expect(verdictOf(report, "(GET /api/shares/<id>, 2 rounds)")).toMatchObject({ measured: "73%", verdict: "met" });
    const lines = renderReport(report).split("\n").map(compact);
    expect(lines).toContain("| share.get (tRPC read) | 450 | 60% | 9.00 ms | 20.0 ms | 30.0 ms | 0 |");
    expect(lines).toContain("| GET /api/shares/<id> #2 | 300 | 60% | 9.00 ms | 20.0 ms | 30.0 ms | 0 |");
    expect(lines).toContain("| GET /api/shares/<id> #1 | 800 | 80% | 9.00 ms | 20.0 ms | 30.0 ms | 0 |");
  });

  it("names a shortened load test in the measured figure", () => {
    const report = changed((r) => Object.assign(ok(r.results.routeLoad), { connections: 10, seconds: 3 }));
    expect(verdictOf(report, "(command.render (transfer))").measured).toBe("0 errors at 10 connections for 3 s");
    const bombs = changed((r) => Object.assign(ok(r.results.lintBombLoad), { seconds: 3 }));
    expect(verdictOf(bombs, "`/api/health` p99").measured).toBe("38.0 ms (8 clients for 3 s)");
  });

  it("takes the bundle script's own verdict when it states one", () => {
    const stated = changed((r) => (r.results.bundle = { status: "ok", data: { met: false, editorGzipKB: 312.5 } }));
    expect(verdictOf(stated, "without Monaco").verdict).toBe("MISSED");
    expect(renderReport(stated).split("\n").map(compact)).toContain("| editorGzipKB | 312.5 |");
    const silent = changed((r) => (r.results.bundle = { status: "ok", data: { editorGzipKB: 250 } }));
    expect(verdictOf(silent, "without Monaco").verdict).toBe("not measured");
  });
});

describe("the sandbox's steps", () => {
  it("leaves the breakdown out for figures from before issue 30 (the keys it had still read)", () => {
    const older = changed((r) => {
      const data = ok(r.results.sandbox);
      for (const key of ["steps", "programStartMs", "bwrapFloor", "cpu", "load"] as const) delete data[key];
    });
    const text = renderReport(older);
    expect(text).toContain("| **overhead** (difference of medians)");
    expect(text).not.toContain("The steps of a sandbox run");
  });
});

describe("benches without figures", () => {
  const failed = changed((r) => {
    r.results.sandbox = {
      status: "failed",
      reason: "the bench exited 1 without writing its figures",
      log: ["bwrap: No permissions"],
    };
  });

  it("shows a failed bench's reason and the end of its output", () => {
    const text = renderReport(failed);
    expect(text).toContain(
      "**Failed**: the bench exited 1 without writing its figures\n\n```text\nbwrap: No permissions\n```",
    );
  });

  it("marks its targets not measured rather than met or missed", () => {
    expect(verdictOf(failed, "sandbox overhead")).toMatchObject({
      verdict: "not measured",
      measured: "the bench failed (see its section)",
    });
  });

  it("escapes a pipe inside a table cell", () => {
    const report = changed((r) => (ok(r.results.routeLoad).routes[1]!.title = "pack.lint | ledger"));
    expect(renderReport(report).split("\n").map(compact)).toContain(
      "| pack.lint \\| ledger | 641 | 57% | 75.0 ms | 130 ms | 160 ms | 0 |",
    );
  });
});

describe("table", () => {
  it("pads columns as Biome formats Markdown, numbers flush right", () => {
    expect(
      table(
        ["route", "req/s"],
        [
          ["health", "1,053"],
          ["a", "7"],
        ],
        [1],
      ),
    ).toEqual(["| route  | req/s |", "| ------ | ----: |", "| health | 1,053 |", "| a      |     7 |"]);
  });

  it("keeps columns at least three wide and flattens line breaks", () => {
    expect(table(["", "x"], [["a", "two\nlines"]])).toEqual([
      "|     | x         |",
      "| --- | --------- |",
      "| a   | two lines |",
    ]);
  });
});

describe("readResult", () => {
  it("takes a bench's JSON that fits its schema", () => {
    const text = JSON.stringify(ok(fixture().results.sandbox));
    expect(readResult("sandbox", text).status).toBe("ok");
  });

  it.each([
    ["sandbox", "{not json", "sandbox wrote JSON that does not parse"],
    ["core", '{"node":"v20"}', "core wrote JSON the report cannot read (has the bench changed?)"],
    ["lcp", '{"chromium":"156","loads":20,"targetMs":1000,"catalog":{},"floor":{}}', "catalog.lcp"],
  ] as const)("refuses %s JSON %s, saying what is wrong", (key, text, message) => {
    const outcome = readResult(key, text);
    expect(outcome.status).toBe("failed");
    expect(outcome.status === "failed" && outcome.reason).toContain(message);
  });
});
