// Which link addresses HARNESS.md may keep: relative ones, http(s) and mailto. Never javascript:, data:, vbscript: …

const kept = new Set(["http", "https", "mailto"]);

/** `href` with its percent-escapes read (as UTF-8, else byte by byte). */
function decoded(href: string): string {
  try {
    return decodeURIComponent(href);
  } catch {
    return href.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
}

/**
 * True when a link may keep `href` (as markdown-it wrote it: character references read, percent-encoded).
 * Stricter than a browser: the scheme is read with percent-escapes decoded and control, format and space
 * characters (and U+FFFD, a NUL's stand-in) dropped, so "java%09script:" and "java&#x200b;script:" are
 * refused too, not only what a browser would run.
 */
export function isSafeHref(href: string): boolean {
  const probe = decoded(href).replace(/[\p{Cc}\p{Cf}\s\ufffd]/gu, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(probe)?.[1]?.toLowerCase();
  return scheme === undefined || kept.has(scheme);
}
