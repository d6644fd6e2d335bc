// Whether a HARNESS.md link leaves the studio: such links open in a new tab with no opener and no referrer.

/** A base no real link points at: a link is external when it resolves to another origin than this one. */
const base = new URL("https://skill.invalid/pack/");

/**
 * True for a link to another site. Resolved as the browser resolves it, so `//host/path`, `\\host`, `/\host`
 * and ` //host` (protocol-relative: another host on this page's scheme) count as external, as do `mailto:`
 * and other schemes; `#part`, `page.md` and `/path` stay on this site. An address that does not parse is
 * treated as external.
 */
export function isExternalHref(href: string | undefined): boolean {
  if (href === undefined || href === "") return false;
  try {
    return new URL(href, base).origin !== base.origin;
  } catch {
    return true;
  }
}
