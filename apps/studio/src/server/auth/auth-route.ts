// What /api/auth/* serves (issue 26): only the better-auth routes the studio uses. Profile edits, email changes,
// account linking and token reads are not offered (names and addresses come from the provider, one provider
// subject is one account), and starting a sign-in counts against the studio's `signIn` rate limit by the studio's
// client address (PACKSTUDIO_TRUST_PROXY), never by a client-sent X-Forwarded-For.
import "server-only";
import { studioRoutes } from "@packstudio/core";
import { clientAddress } from "../rate-limits/client-address";
import { hitRateLimit } from "../rate-limits/limited-procedure";
import type { RateLimitClass } from "../rate-limits/settings";
import type { StudioAuth } from "./auth-instance";

interface Route {
  method: "GET" | "POST";
  path: RegExp;
  /** The rate-limit class a call counts against; none for reads and sign-out. */
  limit?: RateLimitClass;
}

/** better-auth's paths below /api/auth, matched exactly: anything else (a trailing slash, an encoding) is 404. */
const routes: Route[] = [
  { method: "POST", path: /^\/sign-in\/social$/, limit: "signIn" },
  // The provider sends the browser back here (GET; POST for a form_post answer): it needs the state a start made.
  { method: "GET", path: /^\/callback\/[A-Za-z0-9_-]{1,64}$/ },
  { method: "POST", path: /^\/callback\/[A-Za-z0-9_-]{1,64}$/ },
  { method: "GET", path: /^\/get-session$/ },
  { method: "POST", path: /^\/sign-out$/ },
  // better-auth's page for a sign-in that failed without an error address to return to.
  { method: "GET", path: /^\/error$/ },
];

const basePath = studioRoutes.auth;

function answer(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error: { message } }, { status, headers });
}

/** The route a request names, or undefined when the studio does not offer it. */
export function authRoute(method: string, pathname: string): Route | undefined {
  if (!pathname.startsWith(`${basePath}/`)) return undefined;
  const path = pathname.slice(basePath.length);
  return routes.find((r) => r.method === method && r.path.test(path));
}

/** The answer to a request at /api/auth/*, with sign-in configured. */
export async function authResponse(req: Request, auth: StudioAuth): Promise<Response> {
  const route = authRoute(req.method, new URL(req.url).pathname);
  if (!route) {
    return answer(
      404,
      "Not found: this studio's /api/auth answers only sign-in, the providers' callbacks, the session and sign-out (names and addresses come from the sign-in provider; accounts are never linked).",
    );
  }
  if (route.limit) {
    const refused = await hitRateLimit(route.limit, clientAddress(req.headers));
    if (refused) {
      const wait = String(refused.data.rateLimit.retryAfterSeconds);
      return answer(429, refused.message, { "retry-after": wait });
    }
  }
  return auth.handler(req);
}
