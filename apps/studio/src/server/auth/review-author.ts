// Who a comment or verdict is from (DECISIONS.md 13): the signed-in account when sign-in is on, else the
// display name typed into the form (an open studio, or PACKSTUDIO_ANONYMOUS_REVIEWS=on).
import { TRPCError } from "@trpc/server";
import type { StudioContext } from "../trpc";

export interface ReviewAuthor {
  name: string;
  /** The account id; null when the name was typed. */
  account: string | null;
}

export function reviewAuthor(ctx: StudioContext, typedName: string | undefined, what: string): ReviewAuthor {
  const signIn = ctx.signIn;
  if (signIn && !signIn.anonymousReviews) {
    // A name typed into a form is never an identity: it is ignored here.
    if (!signIn.account) {
      throw new TRPCError({
        code: "UNAUTHORIZED",
        message: `Sign in to ${what}: on this studio comments and verdicts carry the account that gave them (use "Sign in" at the top of the page).`,
      });
    }
    return { name: signIn.account.name, account: signIn.account.id };
  }
  if (!typedName) {
    throw new TRPCError({ code: "BAD_REQUEST", message: "give a display name (1 to 80 characters)" });
  }
  return { name: typedName, account: null };
}
