// The tRPC HTTP adapter at /api/trpc: bounds the request body before tRPC reads it, gives procedures the client
// address and the signed-in account (with sign-in configured), and turns a rate-limit refusal into 429 with
// Retry-After.
import { byteSize, readCapped, studioRoutes } from "@packstudio/core";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { requestVoter } from "~/server/auth/review-voter";
import { signInContext } from "~/server/auth/sign-in-context";
import { maxRequestBytes } from "~/server/pack-input";
import { packWorkResponse } from "~/server/pack-work/http";
import { clientAddress } from "~/server/rate-limits/client-address";
import { retryAfter } from "~/server/rate-limits/limited-procedure";
import { appRouter } from "~/server/root";

/** The most calls one batched request may carry (the studio's httpBatchLink sends at most this many: trpc/client.tsx). */
const maxBatchSize = 16;

function tooLarge(): Response {
  const message = `The request is over ${byteSize(maxRequestBytes)}; a pack may hold 5 MiB in all (DECISIONS.md 1).`;
  return Response.json({ error: { message, code: "PAYLOAD_TOO_LARGE" } }, { status: 413 });
}

/** The body, read with a byte cap: a declared or streamed body past the cap is refused unread. */
async function bounded(req: Request): Promise<Request | Response> {
  if (req.method !== "POST") {
    return new URL(req.url).search.length > maxRequestBytes ? tooLarge() : req;
  }
  const body = await readCapped(req.body, maxRequestBytes, Number(req.headers.get("content-length") ?? "0"));
  if (body === "too large") return tooLarge();
  return new Request(req.url, { method: req.method, headers: req.headers, body });
}

/** Cookies this route sets are Secure when the studio is reached over https (the request, or its public address). */
const secureCookies = (req: Request) =>
  new URL(req.url).protocol === "https:" || (process.env.PACKSTUDIO_BASE_URL ?? "").startsWith("https:");

async function handler(req: Request): Promise<Response> {
  // pack.lint, command.render and command.parse are served whole in the pack pool, under the same byte cap:
  // their packs are never decoded or parsed on this thread.
  const served = await packWorkResponse(req, maxRequestBytes, tooLarge);
  if (served) return served;
  const request = await bounded(req);
  if (request instanceof Response) return request;
  return fetchRequestHandler({
    endpoint: studioRoutes.trpc,
    req: request,
    router: appRouter,
    createContext: async ({ resHeaders }) => ({
      clientAddress: clientAddress(request.headers),
      signIn: await signInContext(request.headers),
      reviewVoter: requestVoter(request.headers, resHeaders, secureCookies(request)),
    }),
    // Packs are too large for a URL: clients send queries as POST.
    allowMethodOverride: true,
    maxBatchSize,
    responseMeta: ({ errors }) => {
      const wait = retryAfter(errors);
      return wait === undefined ? {} : { headers: { "retry-after": String(wait) } };
    },
  });
}

export { handler as GET, handler as POST };
