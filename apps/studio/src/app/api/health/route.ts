// GET /api/health: a trivial route, the ceiling the load benchmarks compare real routes with. With dry-runs handed
// to runners (PACKSTUDIO_RUNS=queue, DECISIONS.md 15) it also says whether runners are reachable: runs waiting and
// running, the runners seen in the last 30 s; 503 while this process drains (a proxy stops sending it requests).
// 503 "warming" too while the studio fetches its pages once after start (warm-up.ts): ready means warm.
import { studioRunQueue } from "~/server/sandbox-instance";
import { isWarm } from "~/server/warm-up";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  if (!isWarm()) return Response.json({ ok: false, warming: true }, { status: 503 });
  const queue = studioRunQueue();
  if (!queue) return Response.json({ ok: true });
  try {
    const health = await (await queue).health();
    const runners = health.runners.filter((r) => !r.draining);
    return Response.json(
      {
        ok: !health.draining,
        runs: {
          mode: "queue",
          runnersReachable: runners.length > 0,
          queued: health.queued,
          running: health.running,
          // Counts only: runners' host names and process ids are the operator's business, not every visitor's.
          runners: runners.length,
          capacity: runners.reduce((n, r) => n + r.concurrency, 0),
          waitingHere: health.waitingHere,
          draining: health.draining,
        },
      },
      { status: health.draining ? 503 : 200 },
    );
  } catch {
    return Response.json(
      { ok: false, runs: { mode: "queue", error: "the run queue's database did not answer" } },
      { status: 503 },
    );
  }
}
