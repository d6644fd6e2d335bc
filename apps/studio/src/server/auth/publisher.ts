// Who is publishing (DECISIONS.md 13): the operator (the server's publish token) or a signed-in account.
import "server-only";
import { TRPCError } from "@trpc/server";
import { checkPublishToken } from "../publish-token";
import type { StudioContext } from "../trpc";

export type Publisher = { kind: "operator" } | { kind: "account"; account: { id: string; name: string } };

/**
 * The publisher of a catalog.publish call. A token given is checked as the operator's (wrong: refused, nothing
 * stored); no token, with sign-in on and a session, publishes as that account (ownership then applies).
 * Personal API tokens are resolved here too, once they exist (issue 15).
 */
export async function resolvePublisher(token: string | undefined, ctx: StudioContext): Promise<Publisher> {
  const account = ctx.signIn?.account;
  if (token === undefined && account) return { kind: "account", account: { id: account.id, name: account.name } };
  checkPublishToken(token);
  return { kind: "operator" };
}

/** For messages and the audit log: who published. */
export function publisherName(publisher: Publisher): string {
  return publisher.kind === "operator" ? "the operator" : publisher.account.name;
}

export function requireAccount(ctx: StudioContext, what: string): { id: string; name: string } {
  const account = ctx.signIn?.account;
  if (!ctx.signIn) {
    throw new TRPCError({ code: "FORBIDDEN", message: `${what} needs sign-in, which this studio has not configured.` });
  }
  if (!account) throw new TRPCError({ code: "UNAUTHORIZED", message: `Sign in to ${what}.` });
  return { id: account.id, name: account.name };
}
