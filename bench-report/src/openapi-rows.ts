// Issue 27's OpenAPI pack figures: the four target rows, each beside its floor of the same run, and their section.
import { formatMs, formatRatio, table } from "./markdown";
import type { BenchKey, Outcome, Results } from "./results";
import type { Section, SectionGroup } from "./sections";

type Figures = Extract<Results["openapiLint"], { status: "ok" }>["data"];
type Figure = Figures["figures"][number];

export interface OpenApiRow {
  issue: 27;
  target: string;
  measured: string;
  /** true met, false missed, undefined not measured (`measured` says why). */
  met?: boolean;
}

const find = (r: Outcome<Figures>, key: string): Figure | undefined =>
  r.status === "ok" ? r.data.figures.find((f) => f.key === key) : undefined;

/** Why a bench has no figure for a row. */
function missing(r: Outcome<Figures>, key: string): string {
  if (r.status === "skipped") return r.reason;
  if (r.status === "failed") return "the bench failed (see its section)";
  return `no \`${key}\` figure`;
}

/** A figure under its bound, beside its floor: both must be of the same run, else the row is not measured. */
function row(
  r: Outcome<Figures>,
  target: string,
  keys: { figure: string; floor: string; floorName: string },
  bound: number,
): OpenApiRow {
  const figure = find(r, keys.figure);
  const floor = find(r, keys.floor);
  if (!figure || !floor) return { issue: 27, target, measured: missing(r, figure ? keys.floor : keys.figure) };
  const ratio = floor.median > 0 ? `, ${formatRatio(figure.median / floor.median)}` : "";
  const measured = `${formatMs(figure.median)} (floor: ${keys.floorName} ${formatMs(floor.median)}${ratio})`;
  return { issue: 27, target, measured, met: figure.median < bound };
}

/** The dry-run judged: the slower of a read (answered from its example) and an approved write (a schema sample),
 * each beside the render of its own request (`floor.read`, `floor.write`). */
function slowerDryRun(r: Outcome<Figures>): { figure: string; floor: string } {
  const read = find(r, "dryRun.read");
  const write = find(r, "dryRun.write");
  const readSlower = read !== undefined && write !== undefined && read.median > write.median;
  return readSlower ? { figure: "dryRun.read", floor: "floor.read" } : { figure: "dryRun.write", floor: "floor.write" };
}

/** Issue 27's targets, medians: kanban lint under 5 ms, 1 MiB document under 100 ms, render under 1 ms, dry-run under 20 ms. */
export function openapiRows(
  results: Results,
): { key: "openapiLint" | "openapiRender" | "openapiDryRun"; row: OpenApiRow }[] {
  const yaml = "parsing the YAML alone";
  const dryRun = slowerDryRun(results.openapiDryRun);
  return [
    {
      key: "openapiLint",
      row: row(
        results.openapiLint,
        "lint of the kanban-api pack under 5 ms (median, a document text not seen before)",
        { figure: "lint.kanban", floor: "floor.kanban", floorName: yaml },
        5,
      ),
    },
    {
      key: "openapiLint",
      row: row(
        results.openapiLint,
        "lint of a pack with a 1 MiB OpenAPI document under 100 ms (median, every part new)",
        { figure: "lint.mib", floor: "floor.mib", floorName: yaml },
        100,
      ),
    },
    {
      key: "openapiRender",
      row: row(
        results.openapiRender,
        "render of one request under 1 ms (median, kanban-api `card.create` on the loaded pack)",
        { figure: "render.request", floor: "floor.request", floorName: "JSON.stringify of the request" },
        1,
      ),
    },
    {
      key: "openapiDryRun",
      row: row(
        results.openapiDryRun,
        "a documented dry-run under 20 ms (median, the slower of a read and an approved write)",
        { ...dryRun, floorName: "rendering its request" },
        20,
      ),
    },
  ];
}

/** One bench's figures, each beside the floor `floor.<what>` of the same run where its key names one. */
export function openapiTable(data: Figures): string[] {
  const byKey = new Map(data.figures.map((f) => [f.key, f]));
  const floorOf = (key: string): Figure | undefined => {
    if (key.startsWith("floor.") || key.startsWith("peer.")) return undefined;
    const what = key.split(".")[1];
    return what === undefined ? undefined : byKey.get(`floor.${what}`);
  };
  // The CPU column only where the bench measured CPU time (a loaded machine inflates it less than wall time).
  const cpu = data.figures.some((f) => f.cpu !== undefined);
  const rows = data.figures.map((f) => {
    const floor = floorOf(f.key);
    return [
      f.name,
      formatMs(f.median),
      formatMs(f.p95),
      ...(cpu ? [f.cpu === undefined ? "" : formatMs(f.cpu)] : []),
      floor ? formatMs(floor.median) : "",
      floor && floor.median > 0 ? formatRatio(f.median / floor.median) : "",
      String(f.n),
    ];
  });
  const head = ["figure", "median", "p95", ...(cpu ? ["CPU median"] : []), "floor median", "x floor", "runs"];
  return table(head, rows, [1, 2, 3, 4, 5, 6].slice(0, head.length - 1));
}

const openapiPart = (key: BenchKey, title: string, script: string, what: string): Section => ({
  key,
  title,
  command: `npm run ${script} -w @packstudio/core`,
  render: (data: Extract<Results["openapiLint"], { status: "ok" }>["data"]) => [what, "", ...openapiTable(data)],
});

export const openapiGroup: SectionGroup = {
  title: "OpenAPI packs (issue 27)",
  intro: [
    "`kind: openapi` packs on the `kanban-api` example and a generated 1 MiB document, in process; medians and 95th percentiles of wall time (CPU time of the process where given), each figure beside the floor of the same run.",
  ],
  parts: [
    openapiPart(
      "openapiLint",
      "Lint",
      "bench:openapi-lint",
      "`lintPack` of the pack, beside the floor of parsing the same YAML alone with the reader's parser: a document text not seen before, the same text again (the read reused), and for 1 MiB a keystroke in one operation, a new comment and a document whose every part is new (the first lint); the reader alone (a keystroke with the last read's pieces kept, every piece new, the text read whole); and the 1 MiB document written as JSON, beside core's JSON parser.",
    ),
    openapiPart(
      "openapiRender",
      "Render of one request",
      "bench:openapi-render",
      "`card.create` of kanban-api rendered on the loaded pack (the studio's preview, a face's call), beside `JSON.stringify` of the same request (the floor) and a wrap pack's render of ledger `transfer` (a peer).",
    ),
    openapiPart(
      "openapiDryRun",
      "Documented dry-run",
      "bench:openapi-dry-run",
      "A read answered from its example (`boards.list`) and an approved write answered with a schema sample (`card.create`), each beside the render of its own request (the floor).",
    ),
  ],
};
