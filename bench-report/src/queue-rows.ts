// Issue 28's queue figures: a dry-run through the PostgreSQL queue beside the same run in process (its peer, same
// run), the target row on the difference of medians, and the section with runs per second.
import { formatMs, table } from "./markdown";
import type { Outcome, Results } from "./results";
import type { Section } from "./sections";

type Queue = Extract<Results["queue"], { status: "ok" }>["data"];

export interface QueueRow {
  issue: 28;
  target: string;
  measured: string;
  /** true met, false missed, undefined not measured (`measured` says why). */
  met?: boolean;
}

export const queueTarget = "a dry-run through the queue adds under 15 ms over one in process (difference of medians)";

/** The target row: the queue's median minus the in-process median of the same run, both shown. */
export function queueRow(r: Outcome<Queue>): QueueRow {
  if (r.status === "skipped") return { issue: 28, target: queueTarget, measured: r.reason };
  if (r.status === "failed") return { issue: 28, target: queueTarget, measured: "the bench failed (see its section)" };
  const { here, queued } = r.data;
  const added = queued.median - here.median;
  const measured = `${formatMs(added)} (${formatMs(queued.median)} through the queue, ${formatMs(here.median)} in process)`;
  return { issue: 28, target: queueTarget, measured, met: added < 15 };
}

function render(data: Queue): string[] {
  const rows = [
    ["in process (the web process's own sandbox: the peer)", formatMs(data.here.median), formatMs(data.here.p95)],
    ["through the queue, one runner", formatMs(data.queued.median), formatMs(data.queued.p95)],
    ["paired differences (queue - in process)", formatMs(data.paired.median), formatMs(data.paired.p95)],
  ].map((row) => [...row, String(data.here.n)]);
  const rate = (n: number) => n.toFixed(1);
  return [
    "One small workspace-mode dry-run (a shell script appending to `HOME`), alternating in process and through the queue on a fresh PostgreSQL database, real runner processes; then runs per second from " +
      `${data.clients} clients for ${data.seconds} s each, with one runner and with two (on one machine: the runners share its cores).`,
    "",
    ...table(["figure", "median", "p95", "runs"], rows, [1, 2, 3]),
    "",
    ...table(
      ["runners", "runs per second"],
      [
        ["1", rate(data.perSecond.oneRunner)],
        ["2", rate(data.perSecond.twoRunners)],
      ],
      [1],
    ),
  ];
}

export const queueSection: Section = {
  key: "queue",
  title: "Dry-runs through the queue (issue 28)",
  command: "npm run bench:queue -w @packstudio/studio",
  render,
};
