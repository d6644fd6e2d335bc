// The operator's publish token (STUDIO_PUBLISH_TOKEN), checked in constant time inside the publish procedure.
import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { TRPCError } from "@trpc/server";

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** Throws FORBIDDEN when the server has no token (publishing off), UNAUTHORIZED when the token is missing or wrong. */
export function checkPublishToken(given: string | undefined, expected = process.env.STUDIO_PUBLISH_TOKEN): void {
  if (!expected) {
    throw new TRPCError({
      code: "FORBIDDEN",
      message:
        "publishing is not enabled on this server: set STUDIO_PUBLISH_TOKEN in the studio's environment and restart it.",
    });
  }
  if (!given) {
    throw new TRPCError({
      code: "UNAUTHORIZED",
      message:
        "Publishing needs the operator's token: pass it with --token (or STUDIO_PUBLISH_TOKEN), the same value the server was started with.",
    });
  }
  // Both sides hashed first: equal lengths for timingSafeEqual, and the comparison time says nothing of the token.
  if (!timingSafeEqual(digest(given), digest(expected))) {
    throw new TRPCError({
      code: "UNAUTHORIZED",
      message: "The publish token is wrong: nothing was published. Use the token the server was started with.",
    });
  }
}
