// GET /api/shares/<id>: a share read without tRPC - the files and dates as JSON, revalidated by ETag.
import { maxShareIdLength as maxIdLength, shareNotFoundMessage } from "~/server/routers/share";
import { shareView } from "~/server/share-view";
import { studioStore } from "~/server/store-instance";

export const dynamic = "force-dynamic";

function notFound(id: string): Response {
  const shown = id.length > maxIdLength ? `${id.slice(0, maxIdLength)}…` : id;
  return Response.json({ error: { code: "NOT_FOUND", message: shareNotFoundMessage(shown) } }, { status: 404 });
}

export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  if (id.length > maxIdLength) return notFound(id);
  const share = await (await studioStore()).shares.get(id);
  if (!share) return notFound(id);
  // The files never change under an id, but the share can be deleted or expire: clients may keep a copy
  // and must ask again each time (no-cache), which costs a 304 and no body when nothing changed.
  const etag = `"${share.sha256.slice(0, 32)}.${share.id}"`;
  const headers = { etag, "cache-control": "private, no-cache" };
  if (req.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return Response.json(shareView(share), { headers });
}
