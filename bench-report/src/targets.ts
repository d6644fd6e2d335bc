// The issues' benchmark targets, each judged from the figures of one run: met, MISSED or not measured (issue 30:
// never met on a figure taken while the machine was busy).
import { bundleTargetRows } from "./bundle";
import { isCeiling, readShares } from "./load-rows";
import { formatMs, formatRatio } from "./markdown";
import { memoryRows } from "./memory-rows";
import { openapiRows } from "./openapi-rows";
import { queueRow } from "./queue-rows";
import type { BenchKey, BenchLoad, Outcome, Report, Results } from "./results";

export const busyVerdict = "not measured: machine busy";
export type Verdict = "met" | "MISSED" | "not measured" | typeof busyVerdict;

export interface TargetRow {
  issue: number;
  target: string;
  measured: string;
  verdict: Verdict;
}

const judge = (ok: boolean): Verdict => (ok ? "met" : "MISSED");

/** A bench without figures: every target it carries reads "not measured", with the reason. */
function missing(outcome: Outcome<unknown>): string {
  if (outcome.status === "skipped") return outcome.reason;
  if (outcome.status === "failed") return "the bench failed (see its section)";
  return "no figure";
}

function coreTargets(r: Results["core"]): TargetRow[] {
  const rows = [
    { issue: 2, target: "lint of ledger under 1 ms median" },
    { issue: 2, target: "lint of ledger within 20x of the floor (JSON.parse + ajv), medians" },
  ];
  const lint = r.status === "ok" ? r.data.figures.find((f) => f.key === "lint.ledger") : undefined;
  const floor = r.status === "ok" ? r.data.figures.find((f) => f.key === "floor.ledger") : undefined;
  if (!lint || !floor || floor.median <= 0)
    return rows.map((t) => ({ ...t, measured: missing(r), verdict: "not measured" }));
  const ratio = lint.median / floor.median;
  return [
    { ...rows[0]!, measured: formatMs(lint.median), verdict: judge(lint.median < 1) },
    { ...rows[1]!, measured: formatRatio(ratio), verdict: judge(ratio <= 20) },
  ];
}

/** Issue 10: the largest pack the limits allow (1,000 commands, 200 files, 5 MiB) lints in under 50 ms. */
function coreLimitsTargets(r: Results["core"]): TargetRow[] {
  const target = "the largest pack the limits allow lints in under 50 ms median (1,000 commands, 5 MiB)";
  const lint = r.status === "ok" ? r.data.figures.find((f) => f.key === "lint.limits") : undefined;
  if (!lint) return [{ issue: 10, target, measured: missing(r), verdict: "not measured" }];
  return [{ issue: 10, target, measured: formatMs(lint.median), verdict: judge(lint.median < 50) }];
}

function keystrokeTargets(r: Results["keystroke"]): TargetRow[] {
  const target = (name: string) => `keystroke to markers p95 under 50 ms (${name})`;
  if (r.status !== "ok" || r.data.packs.length === 0)
    return [{ issue: 3, target: target("each pack"), measured: missing(r), verdict: "not measured" }];
  return r.data.packs.map((p) => ({
    issue: 3,
    target: target(p.name),
    measured: formatMs(p.markers.p95),
    verdict: judge(p.markers.p95 < 50),
  }));
}

function sandboxTargets(r: Results["sandbox"]): TargetRow[] {
  const target = "sandbox overhead over plain node under 10 ms (difference of medians)";
  if (r.status !== "ok") return [{ issue: 4, target, measured: missing(r), verdict: "not measured" }];
  return [{ issue: 4, target, measured: formatMs(r.data.overheadMs), verdict: judge(r.data.overheadMs < 10) }];
}

function searchTargets(r: Results["search"]): TargetRow[] {
  return ["PGlite", "PostgreSQL"].map((driver) => {
    const target = `catalog search p95 under 30 ms at 10,000 packs (${driver})`;
    if (r.status !== "ok") return { issue: 5, target, measured: missing(r), verdict: "not measured" as const };
    const got = r.data.drivers.find((d) => d.driver === driver);
    if (!got) {
      const why = driver === "PostgreSQL" ? "no URL" : "not in the bench's figures";
      return { issue: 5, target, measured: why, verdict: "not measured" as const };
    }
    const packs = r.data.packs === 10_000 ? "" : ` at ${r.data.packs} packs`;
    return { issue: 5, target, measured: `${formatMs(got.p95)}${packs}`, verdict: judge(got.p95 < 30) };
  });
}

/** Judged on the best read route (the way the studio serves share reads); the section lists the others. */
function shareTargets(r: Results["shareLoad"]): TargetRow[] {
  const target = (title: string) => `share reads at 70% or more of the trivial route's req/s (${title})`;
  const best = (r.status === "ok" ? readShares(r.data.routes) : []).sort((a, b) => b.share - a.share)[0];
  if (!best) return [{ issue: 5, target: target("share.get"), measured: missing(r), verdict: "not measured" }];
  return [
    {
      issue: 5,
      target: target(best.rounds > 1 ? `${best.name}, ${best.rounds} rounds` : best.name),
      measured: `${Math.round(best.share * 100)}%`,
      verdict: judge(best.share >= 0.7),
    },
  ];
}

function routeLoadTargets(r: Results["routeLoad"]): TargetRow[] {
  const target = (title: string) => `no errors under load, 50 connections for 30 s (${title})`;
  const routes = r.status === "ok" ? r.data.routes.filter((x) => !isCeiling(x)) : [];
  if (r.status !== "ok" || routes.length === 0)
    return [{ issue: 6, target: target("lint, render, search"), measured: missing(r), verdict: "not measured" }];
  const shortened = r.data.connections !== 50 || r.data.seconds !== 30;
  const how = shortened ? ` at ${r.data.connections} connections for ${r.data.seconds} s` : "";
  return routes.map((x) => ({
    issue: 6,
    target: target(x.title),
    measured: `${x.errors} error${x.errors === 1 ? "" : "s"}${how}`,
    verdict: judge(x.errors === 0),
  }));
}

function lintBombTargets(r: Results["lintBombLoad"]): TargetRow[] {
  const target = "`/api/health` p99 under 50 ms while 8 clients send the largest pack the limits allow to pack.lint";
  if (r.status !== "ok") return [{ issue: 10, target, measured: missing(r), verdict: "not measured" }];
  const { clients, seconds, health } = r.data;
  const how = clients !== 8 || seconds !== 30 ? ` (${clients} clients for ${seconds} s)` : "";
  return [{ issue: 10, target, measured: `${formatMs(health.p99)}${how}`, verdict: judge(health.p99 < 50) }];
}

/** Issue 30 (was issue 6's 1 s): beside the same server's trivial route loaded the same way. */
function lcpTargets(r: Results["lcp"]): TargetRow[] {
  const target = "catalog page largest contentful paint under 600 ms on loopback (p95 of cold loads)";
  if (r.status !== "ok") return [{ issue: 30, target, measured: missing(r), verdict: "not measured" }];
  const { p95 } = r.data.catalog.lcp;
  const measured = `${formatMs(p95)} (floor: \`/api/health\` ${formatMs(r.data.floor.lcp.p95)})`;
  return [{ issue: 30, target, measured, verdict: judge(p95 < 600) }];
}

function bundleTargets(r: Results["bundle"]): TargetRow[] {
  if (r.status !== "ok") {
    const target = "editor route JavaScript without Monaco under 300 kB gzipped; Monaco only where needed";
    return [{ issue: 6, target, measured: missing(r), verdict: "not measured" }];
  }
  return bundleTargetRows(r.data).map((t) => ({
    issue: 6,
    target: t.target,
    measured: t.met === null ? `${t.measured} (no verdict given)` : t.measured,
    verdict: t.met === null ? "not measured" : judge(t.met),
  }));
}

/** Issue 13: the MCP face's cost over the sandbox run it wraps, and tools/list of a 12-command pack. */
function facesTargets(r: Results["faces"]): TargetRow[] {
  const rows = [
    {
      issue: 13,
      target: "MCP tools/call of ledger `status` adds under 5 ms over the sandbox run (median of paired differences)",
    },
    { issue: 13, target: "MCP tools/list of a 12-command pack answers in under 5 ms (p95)" },
  ];
  const list = r.status === "ok" ? r.data.figures.find((f) => f.key === "mcp.list") : undefined;
  if (r.status !== "ok" || !list) return rows.map((t) => ({ ...t, measured: missing(r), verdict: "not measured" }));
  return [
    { ...rows[0]!, measured: formatMs(r.data.mcpFaceMs), verdict: judge(r.data.mcpFaceMs < 5) },
    { ...rows[1]!, measured: formatMs(list.p95), verdict: judge(list.p95 < 5) },
  ];
}

/** Issue 14: diagnostics for one keystroke at the server (bytes in to bytes out) under 10 ms on a 12-command pack, p95. */
function lspTargets(r: Results["lsp"]): TargetRow[] {
  const target = "language server: one keystroke to diagnostics under 10 ms on a 12-command pack (p95, at the server)";
  const figure = r.status === "ok" ? r.data.figures.find((f) => f.key === "lsp.keystroke.server") : undefined;
  if (!figure) return [{ issue: 14, target, measured: missing(r), verdict: "not measured" }];
  return [{ issue: 14, target, measured: formatMs(figure.p95), verdict: judge(figure.p95 < 10) }];
}

/** Issue 16: p95 under 30 ms and max under 100 ms over the mix with typos and page 500, each driver, each size. */
function scaleTargets(r: Results["search"] | Results["searchScale"], size: string): TargetRow[] {
  return ["PGlite", "PostgreSQL"].map((driver) => {
    const target = `catalog search p95 under 30 ms, max under 100 ms at ${size} packs, typos and page 500 included (${driver})`;
    if (r.status !== "ok") return { issue: 16, target, measured: missing(r), verdict: "not measured" as const };
    const got = r.data.drivers.find((d) => d.driver === driver);
    if (!got?.typo) {
      const why = got ? "figures without issue 16's kinds" : driver === "PostgreSQL" ? "no URL" : "not in the figures";
      return { issue: 16, target, measured: why, verdict: "not measured" as const };
    }
    const at = r.data.packs.toLocaleString("en-US") === size ? "" : ` at ${r.data.packs} packs`;
    return {
      issue: 16,
      target,
      measured: `p95 ${formatMs(got.p95)}, max ${formatMs(got.max)}${at}`,
      verdict: judge(got.p95 < 30 && got.max < 100),
    };
  });
}

/** Issue 16: as-you-type, p95 under 30 ms from a keystroke to its answer at the server, each driver. */
function typingTargets(r: Results["search"] | Results["searchScale"], size: string): TargetRow[] {
  return ["PGlite", "PostgreSQL"].map((driver) => {
    const target = `as-you-type: p95 under 30 ms from a keystroke to the answer at ${size} packs (${driver})`;
    if (r.status !== "ok") return { issue: 16, target, measured: missing(r), verdict: "not measured" as const };
    const got = r.data.drivers.find((d) => d.driver === driver)?.keystroke;
    if (!got)
      return {
        issue: 16,
        target,
        measured: driver === "PostgreSQL" ? "no URL" : "not in the figures",
        verdict: "not measured" as const,
      };
    const at = r.data.packs.toLocaleString("en-US") === size ? "" : ` at ${r.data.packs} packs`;
    return { issue: 16, target, measured: `${formatMs(got.p95)}${at}`, verdict: judge(got.p95 < 30) };
  });
}

function openapiTargets(results: Results): [BenchKey, TargetRow[]][] {
  return openapiRows(results).map(({ key, row }) => [
    key,
    [{ ...row, verdict: row.met === undefined ? "not measured" : judge(row.met) }],
  ]);
}

function memoryTargets(r: Results["memory"]): TargetRow[] {
  return memoryRows(r).map(({ met, ...row }) => ({ ...row, verdict: met === undefined ? "not measured" : judge(met) }));
}

function queueTarget(r: Results["queue"]): TargetRow {
  const { met, ...row } = queueRow(r);
  return { ...row, verdict: met === undefined ? "not measured" : judge(met) };
}

/**
 * The highest 1-minute load average at a bench's start and end (its start alone for a bench that loads the machine
 * itself), when above the cores (else undefined).
 */
export function busyLoad(load: BenchLoad, cores: number): number | undefined {
  const highest = Math.max(load.start[0] ?? 0, load.ownLoad ? 0 : (load.end[0] ?? 0));
  return highest > cores ? highest : undefined;
}

/**
 * Issue 30: a target is judged only on a figure taken with the 1-minute load average at most the number of cores
 * at its bench's start and end (the run's own start and end for a bench that recorded none; the start alone for a
 * bench that loads the machine itself). Otherwise neither met
 * nor MISSED (a busy machine's figure says neither): the figure stays shown, with the load that voided it.
 */
function gate(row: TargetRow, outcome: Outcome<unknown>, report: Report): TargetRow {
  if (row.verdict !== "met" && row.verdict !== "MISSED") return row;
  const load = (outcome.status === "ok" && outcome.load) || { start: report.loadAtStart, end: report.loadAtEnd };
  const busy = busyLoad(load, report.machine.cores);
  if (busy === undefined) return row;
  const measured = `${row.measured}; load ${busy.toFixed(2)} on ${report.machine.cores} cores`;
  return { ...row, measured, verdict: busyVerdict };
}

/** Every target of issues 2 to 28, in issue order, each judged with its bench's load. */
export function targetRows(report: Report): TargetRow[] {
  const { results } = report;
  const groups: [BenchKey, TargetRow[]][] = [
    ["core", coreTargets(results.core)],
    ["keystroke", keystrokeTargets(results.keystroke)],
    ["sandbox", sandboxTargets(results.sandbox)],
    ["search", searchTargets(results.search)],
    ["shareLoad", shareTargets(results.shareLoad)],
    ["routeLoad", routeLoadTargets(results.routeLoad)],
    ["bundle", bundleTargets(results.bundle)],
    ["core", coreLimitsTargets(results.core)],
    ["lintBombLoad", lintBombTargets(results.lintBombLoad)],
    ["faces", facesTargets(results.faces)],
    ["lsp", lspTargets(results.lsp)],
    ["search", scaleTargets(results.search, "10,000")],
    ["searchScale", scaleTargets(results.searchScale, "100,000")],
    ["searchScale", typingTargets(results.searchScale, "100,000")],
    ...openapiTargets(results),
    ["queue", [queueTarget(results.queue)]],
    ["lcp", lcpTargets(results.lcp)],
    ["memory", memoryTargets(results.memory)],
  ];
  return groups.flatMap(([key, rows]) => rows.map((row) => gate(row, results[key], report)));
}
