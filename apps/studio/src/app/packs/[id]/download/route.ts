// /packs/<id>/download[?version=N]: the pack's files as <id>.zip (the latest version unless one is named).
import { TRPCError } from "@trpc/server";
import { zipPack } from "~/editor/pack-zip";
import { createCaller } from "~/server/root";

export const dynamic = "force-dynamic";

function refusal(status: number, message: string): Response {
  return new Response(`${message}\n`, { status, headers: { "content-type": "text/plain; charset=utf-8" } });
}

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const raw = new URL(request.url).searchParams.get("version");
  const version = raw === null ? undefined : Number(raw);
  if (version !== undefined && !(Number.isInteger(version) && version >= 1)) {
    return refusal(
      400,
      `"${raw}" is not a version: give ?version=N with N a whole number from 1, or leave it out for the latest.`,
    );
  }
  try {
    const got = await createCaller({}).catalog.get({ id, version });
    const zip = await zipPack(got.files);
    // An id may hold quotes and markup (lint only warns, M004): percent-encoded, it cannot break out of the header.
    return new Response(zip as BodyInit, {
      headers: {
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="${encodeURIComponent(got.pack.id)}.zip"`,
        "content-length": String(zip.byteLength),
        "cache-control": "no-store",
      },
    });
  } catch (error) {
    if (error instanceof TRPCError) return refusal(error.code === "NOT_FOUND" ? 404 : 400, error.message);
    throw error;
  }
}
