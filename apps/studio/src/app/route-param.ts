// A dynamic segment of a page's address as text: Next hands pages their params still percent-encoded.
// (Route handlers get them decoded; pages do not: vercel/next.js#48058.) So /packs/<id> decodes here, once.

/** The segment decoded; a stray "%" (not an escape) leaves it as typed, for the page to refuse clearly. */
export function pageParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
