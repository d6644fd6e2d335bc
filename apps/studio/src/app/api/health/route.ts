// GET /api/health: a trivial route, the ceiling the load benchmarks compare real routes with.
export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json({ ok: true });
}
