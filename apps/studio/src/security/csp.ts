// The studio's Content-Security-Policy and the security headers every response carries.
// Pages get a policy with a fresh script nonce per request (proxy.ts); API routes and files get fixed ones.

export interface CspOptions {
  /** This request's nonce: base64, at least 128 random bits. */
  nonce: string;
  /** `next dev` only: React rebuilds server error stacks with eval there, never in a production build. */
  dev?: boolean;
  /** Sign-in is configured: the header shows the account's avatar from its provider (an https image). */
  avatars?: boolean;
}

/**
 * The policy of an HTML page. Scripts run only with this response's nonce, or when a nonced script
 * loaded them ('strict-dynamic': webpack's chunk loader); 'self' is the fallback for browsers without
 * CSP3. Styles allow inline because Monaco sets style attributes and writes <style> elements at run time
 * (a nonce there would switch 'unsafe-inline' off). Monaco's workers are same-origin files; blob: is
 * Monaco's own way to start one should a worker script be wrapped. Nothing may frame the studio.
 */
export function pageCsp({ nonce, dev = false, avatars = false }: CspOptions): string {
  if (!/^[A-Za-z0-9+/_-]{22,}={0,2}$/.test(nonce))
    throw new Error(`A CSP nonce must be base64 of 16+ random bytes, not "${nonce}".`);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...(avatars ? ["https:"] : [])],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'"],
    ["worker-src", "'self'", "blob:"],
    ["manifest-src", "'self'"],
    ["frame-src", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}

/** The policy of API responses (JSON, zip files): nothing in them may run, load or be framed. */
export const apiCsp = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A fresh nonce: 16 random bytes, base64 (the Web Crypto API, so it runs in any runtime). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Headers on every response, pages, API routes and static files alike. no-referrer: share and review
 * links are capabilities (whoever holds one reads the pack), so no URL of the studio leaves in a Referer.
 * HSTS is ignored over plain HTTP (a local `npm start`) and pins HTTPS once the studio is served over it.
 */
export const securityHeaders: { key: string; value: string }[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "no-referrer" },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];
