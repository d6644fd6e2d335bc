// The published JSON Schemas of surface.json and policy.json (core's), as cacheable responses with an ETag.
import { createHash } from "node:crypto";
import { type PublishedSchemaName, publishedSchema } from "@packstudio/core";

interface Published {
  body: string;
  etag: string;
}

const published = new Map<PublishedSchemaName, Published>();

/** The schema's text and ETag, made once: the schema changes only with a new build of the studio. */
function publishedOf(name: PublishedSchemaName): Published {
  let known = published.get(name);
  if (!known) {
    const body = `${JSON.stringify(publishedSchema(name), null, 2)}\n`;
    known = { body, etag: `"${createHash("sha256").update(body).digest("hex").slice(0, 32)}"` };
    published.set(name, known);
  }
  return known;
}

/** Whether an If-None-Match header names `etag` (a list, weak validators and `*` included, RFC 9110 13.1.2). */
export function matchesEtag(header: string | null, etag: string): boolean {
  if (header === null) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}

/**
 * GET of /schema/<name>.json: editors fetch it often (each file that names it in "$schema"), so it may be
 * kept for an hour by anyone and revalidated by ETag after; any origin may read it (browser-based editors).
 */
export function schemaResponse(name: PublishedSchemaName, req: Request): Response {
  const { body, etag } = publishedOf(name);
  const headers = {
    etag,
    "cache-control": "public, max-age=3600, must-revalidate",
    "access-control-allow-origin": "*",
  };
  if (matchesEtag(req.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, "content-type": "application/schema+json; charset=utf-8" } });
}
