// Issue 30's rest figures: the studio server's memory at rest after five page loads (node's own RSS at start, the
// floor, beside it), back at rest after a soak-like load (beside the rest of the same run), and its first request
// after start (beside a later load of the same page); then the section with every figure of each driver.
import { formatMs, table } from "./markdown";
import type { Outcome, Results } from "./results";
import type { Section } from "./sections";

type Memory = Extract<Results["memory"], { status: "ok" }>["data"];
type DriverFigures = Memory["drivers"][number];

export interface MemoryRow {
  issue: 30;
  target: string;
  measured: string;
  /** true met, false missed, undefined not measured (`measured` says why). */
  met?: boolean;
}

const drivers = ["PGlite", "PostgreSQL"] as const;
/** MiB at rest, by driver (issue 30). */
export const restLimitMiB = { PGlite: 300, PostgreSQL: 200 } as const;

const mib = (n: number) => `${n.toFixed(0)} MiB`;

function targets(driver: (typeof drivers)[number]) {
  return {
    rest: `the studio's server at rest under ${restLimitMiB[driver]} MiB after five page loads (${driver})`,
    after: `the server back within 10% of rest after a soak-like load (${driver})`,
    first: `the first request after start (\`/\`, once ready) under 300 ms (${driver})`,
  };
}

/** Why a driver has no figures: the bench's reason, or no PostgreSQL server given. */
function absent(r: Outcome<Memory>, driver: string): string {
  if (r.status === "skipped") return r.reason;
  if (r.status === "failed") return "the bench failed (see its section)";
  return driver === "PostgreSQL" ? "no PostgreSQL server given" : "not in the bench's figures";
}

function judged(d: DriverFigures): MemoryRow[] {
  const t = targets(d.driver);
  const over = d.after.server / d.rest.server - 1;
  const later = d.loadsMs[3];
  return [
    {
      issue: 30,
      target: t.rest,
      measured: `${mib(d.rest.server)} (node's floor ${mib(d.floorMiB)}; processes below it ${mib(d.rest.children)})`,
      met: d.rest.server < restLimitMiB[d.driver],
    },
    {
      issue: 30,
      target: t.after,
      measured: `${mib(d.after.server)}, ${(over * 100).toFixed(1)}% over rest (${mib(d.rest.server)}) after ${d.load.seconds} s`,
      met: d.after.server <= d.rest.server * 1.1,
    },
    {
      issue: 30,
      target: t.first,
      measured: `${formatMs(d.firstMs)}${later === undefined ? "" : ` (a later \`/\`: ${formatMs(later)})`}`,
      met: d.firstMs < 300,
    },
  ];
}

/** The target rows of both drivers, in the order rest, after load, first request. */
export function memoryRows(r: Outcome<Memory>): MemoryRow[] {
  return drivers.flatMap((driver) => {
    const got = r.status === "ok" ? r.data.drivers.find((d) => d.driver === driver) : undefined;
    if (got) return judged(got);
    const t = targets(driver);
    return [t.rest, t.after, t.first].map((target) => ({ issue: 30 as const, target, measured: absent(r, driver) }));
  });
}

function render(data: Memory): string[] {
  const rows = data.drivers.map((d) => [
    d.driver,
    mib(d.floorMiB),
    mib(d.atReady.server),
    mib(d.rest.server),
    mib(d.rest.children),
    mib(d.after.server),
    `${((d.after.server / d.rest.server - 1) * 100).toFixed(1)}%`,
    `${(d.readyMs / 1000).toFixed(1)} s`,
    formatMs(d.firstMs),
    d.loadsMs.slice(1).map(formatMs).join(", "),
  ]);
  const loads = data.drivers.map((d) => `${d.driver}: ${d.load.requests} requests, ${d.load.failures} failed`);
  return [
    "`next start` of the build on a fresh PGlite folder, then on a fresh PostgreSQL database; each waited for until `/api/health` says ready (warm). " +
      "Then five page loads (`/`, `/packs/ledger`, `/editor`, `/`, `/packs/ledger`), the first of them the first request after start; " +
      `the server process's resident memory (its threads and pack workers included; the processes below it apart) at rest: the lowest of three readings after ${data.restSeconds} s without requests. ` +
      "Then a soak-like load (the bench's own eight hostile clients, `bench/soak-load.ts`: dry-runs ending at the sandbox's limits, lint bombs, ReDoS renders; and a reader of pages and searches) and the same reading; a server that ended instead fails the bench. " +
      "The floor is node's own resident memory at start (`node -e` doing nothing).",
    "",
    ...table(
      [
        "driver",
        "node floor",
        "at ready",
        "at rest",
        "below it",
        "after load",
        "over rest",
        "ready after",
        "first request",
        "later loads",
      ],
      rows,
      [1, 2, 3, 4, 5, 6, 7, 8],
    ),
    "",
    `The load: ${loads.join("; ")}.`,
  ];
}

export const memorySection: Section = {
  key: "memory",
  title: "Memory at rest and the first request (issue 30)",
  command: "npm run bench:memory -w @packstudio/studio",
  render,
};
