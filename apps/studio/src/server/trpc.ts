// tRPC initialization: one router per noun, zod input, readable errors.
import { initTRPC } from "@trpc/server";
import { ZodError, z } from "zod";
import type { SignedInAccount } from "./auth/signed-in";
import { ErrorData } from "./error-data";

/** What every procedure knows of its caller: the client address from the HTTP request (none for server calls). */
export interface StudioContext {
  clientAddress?: string | undefined;
  /** Present when sign-in is configured (DECISIONS.md 13): who is signed in (null: nobody), and the review mode. */
  signIn?: { account: SignedInAccount | null; anonymousReviews: boolean } | undefined;
  /** The browser's voter id (auth/review-voter.ts), issued on first use; none for server calls. */
  reviewVoter?: (() => string) | undefined;
}

export const t = initTRPC.context<StudioContext>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    return {
      ...shape,
      data: {
        ...shape.data,
        issues:
          cause instanceof ZodError ? cause.issues.map((i) => ({ path: i.path.join("."), message: i.message })) : null,
        ...(cause instanceof ErrorData ? cause.data : {}),
      },
      message: cause instanceof ZodError ? z.prettifyError(cause) : shape.message,
    };
  },
});

export const router = t.router;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;
