// limitedProcedure(class): a procedure whose every call counts against its class's rate limit for the
// caller's address, in the database (so every studio process shares the count); over it, TOO_MANY_REQUESTS (429).
import { TRPCError } from "@trpc/server";
import { ErrorData } from "../error-data";
import { studioStore } from "../store-instance";
import { publicProcedure } from "../trpc";
import { unknownAddress } from "./client-address";
import { describeRule, type RateLimitClass, rateLimitClasses, rateLimitSettings } from "./settings";

/** What a 429 carries in `error.data` (and the `Retry-After` header says in seconds). */
export interface RateLimitData {
  rateLimit: { class: RateLimitClass; limit: number; windowSeconds: number; retryAfterSeconds: number };
}

/** A refused hit: the message for the caller and what a 429 carries. */
export interface RateLimitRefusal {
  message: string;
  data: RateLimitData;
}

/**
 * Count one hit of `limitClass` for `address` (the studio's client address: clientAddress, never a client's own
 * X-Forwarded-For); null when allowed or the class is off, else the refusal to answer with.
 */
export async function hitRateLimit(limitClass: RateLimitClass, address: string): Promise<RateLimitRefusal | null> {
  const rule = rateLimitSettings()[limitClass];
  if (!rule) return null;
  const hit = await (await studioStore()).rateLimits.hit({ bucket: `${limitClass}|${address}`, ...rule });
  if (hit.allowed) return null;
  const wait = hit.retryAfterSeconds;
  return {
    message: `Too many requests: ${rateLimitClasses[limitClass].routes} allow ${describeRule(rule)} from one address, and this address (${address}) has used them. Try again in ${wait} s (at ${hit.resetAt.toISOString()}).`,
    data: {
      rateLimit: { class: limitClass, limit: rule.limit, windowSeconds: rule.windowSeconds, retryAfterSeconds: wait },
    },
  };
}

export function limitedProcedure(limitClass: RateLimitClass) {
  // Before the input is parsed: a malformed call counts too, and costs no parsing once refused.
  return publicProcedure.use(async ({ ctx, next }) => {
    const refused = await hitRateLimit(limitClass, ctx.clientAddress ?? unknownAddress);
    if (refused) {
      const { message, data } = refused;
      throw new TRPCError({ code: "TOO_MANY_REQUESTS", message, cause: new ErrorData(message, { ...data }) });
    }
    return next();
  });
}

/** The `Retry-After` seconds for a response holding these errors (the longest wait), or undefined. */
export function retryAfter(errors: readonly TRPCError[]): number | undefined {
  let most: number | undefined;
  for (const error of errors) {
    if (error.code !== "TOO_MANY_REQUESTS" || !(error.cause instanceof ErrorData)) continue;
    const wait = (error.cause.data as Partial<RateLimitData>).rateLimit?.retryAfterSeconds;
    if (typeof wait === "number") most = Math.max(most ?? 0, wait);
  }
  return most;
}
