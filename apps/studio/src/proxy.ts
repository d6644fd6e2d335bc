// Next's proxy (formerly middleware): a fresh script nonce and the page CSP for every page request.
// Next reads the nonce from the request's Content-Security-Policy header and puts it on its own scripts;
// the layout reads x-nonce for the one inline script of ours. API routes and static files take the
// fixed headers of next.config.ts instead (they run no scripts, so they need no nonce).
import { type NextRequest, NextResponse } from "next/server";
import { newNonce, pageCsp } from "./security/csp";

export function proxy(request: NextRequest): NextResponse {
  const nonce = newNonce();
  // With sign-in configured, avatars come from the providers' image hosts (https only).
  const avatars = Boolean(process.env.PACKSTUDIO_OIDC_ISSUER || process.env.PACKSTUDIO_GITHUB_CLIENT_ID);
  const csp = pageCsp({ nonce, dev: process.env.NODE_ENV === "development", avatars });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = {
  matcher: [
    {
      source: "/((?!api/|_next/static/|_next/image|favicon.ico).*)",
      // Router prefetches fetch RSC payloads, not HTML: no script tags, so no nonce to give them.
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
