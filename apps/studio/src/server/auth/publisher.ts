// Who is publishing (DECISIONS.md 13): the operator (the server's publish token) or a signed-in account.
import "server-only";
import { isPersonalToken } from "@packstudio/core";
import type { TokenCheck } from "@packstudio/db";
import { TRPCError } from "@trpc/server";
import { checkPublishToken } from "../publish-token";
import { studioStore } from "../store-instance";
import type { StudioContext } from "../trpc";

export type Publisher = { kind: "operator" } | { kind: "account"; account: { id: string; name: string } };

/**
 * The publisher of a catalog.publish call. A personal token (`pst_…`) publishes as its account; any other
 * token given is checked as the operator's (wrong: refused, nothing stored); no token, with sign-in on and a
 * session, publishes as that account (ownership then applies).
 */
export async function resolvePublisher(token: string | undefined, ctx: StudioContext): Promise<Publisher> {
  const account = ctx.signIn?.account;
  if (token === undefined && account) return { kind: "account", account: { id: account.id, name: account.name } };
  if (token !== undefined && isPersonalToken(token))
    return { kind: "account", account: await personalAccount(token, ctx) };
  checkPublishToken(token);
  return { kind: "operator" };
}

/** The account of a personal token good for publishing (its use recorded), or the reason it is refused. */
async function personalAccount(token: string, ctx: StudioContext): Promise<{ id: string; name: string }> {
  if (!ctx.signIn) {
    throw new TRPCError({
      code: "FORBIDDEN",
      message:
        "This studio has no sign-in configured, so it has no personal API tokens (pst_…): publish with the operator's token (STUDIO_PUBLISH_TOKEN) instead.",
    });
  }
  const check = await (await studioStore()).apiTokens.verify(token, "publish");
  if (check.ok) return check.account;
  const fix = "Create a new one on the studio's /account page, or run packstudio login --server <studio>.";
  throw new TRPCError({ code: "UNAUTHORIZED", message: `${refusal(check)} Nothing was published. ${fix}` });
}

function refusal(check: Exclude<TokenCheck, { ok: true }>): string {
  switch (check.reason) {
    case "unknown":
      return "The personal API token is not known to this studio (mistyped, or from another studio).";
    case "revoked":
      return `The personal API token was revoked on ${day(check.revokedAt)}.`;
    case "expired":
      return `The personal API token expired on ${day(check.expiresAt)}.`;
    case "scope":
      return `The personal API token is not for publishing (its scope is "${check.scope}").`;
  }
}

const day = (at: Date) => at.toISOString().slice(0, 10);

export function requireAccount(ctx: StudioContext, what: string): { id: string; name: string } {
  const account = ctx.signIn?.account;
  if (!ctx.signIn) {
    throw new TRPCError({ code: "FORBIDDEN", message: `${what} needs sign-in, which this studio has not configured.` });
  }
  if (!account) throw new TRPCError({ code: "UNAUTHORIZED", message: `Sign in to ${what}.` });
  return { id: account.id, name: account.name };
}
