// account.*: the signed-in person's own things: their personal API tokens (DECISIONS.md 13; shares: share.mine).
import { isControlCharacter, maxTokenNameLength, tokenExpiryDays, tokenScopes } from "@packstudio/core";
import type { ApiTokenInfo } from "@packstudio/db";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { contextActor, recordAudit } from "../audit-entry";
import { requireAccount } from "../auth/publisher";
import { studioStore } from "../store-instance";
import { storableText } from "../text-input";
import { publicProcedure, router } from "../trpc";

/** Active tokens one account may hold: creation is bounded like every stored thing. */
export const maxActiveTokens = 50;

const expiryChoices = tokenExpiryDays.map(String).join(", ");

const tokenNameInput = storableText(
  z
    .string()
    .trim()
    .min(1, 'give the token a name you will know it by (e.g. "CI" or "laptop")')
    .max(maxTokenNameLength, `a token's name is at most ${maxTokenNameLength} characters`),
  "a token's name",
).refine(
  (s) => ![...s].some((ch) => isControlCharacter(ch.codePointAt(0) ?? 0)),
  "a token's name cannot hold control characters or line breaks",
);

/** A token as the page shows it: dates as ISO strings, and whether it still works. */
function listed(token: ApiTokenInfo, now = Date.now()) {
  const state = token.revokedAt ? "revoked" : token.expiresAt.getTime() <= now ? "expired" : "active";
  return {
    id: token.id,
    name: token.name,
    scope: token.scope,
    state,
    createdAt: token.createdAt.toISOString(),
    expiresAt: token.expiresAt.toISOString(),
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    revokedAt: token.revokedAt?.toISOString() ?? null,
  };
}

// Token create and revoke are written to the audit log (DECISIONS.md 13).
const tokensRouter = router({
  list: publicProcedure.query(async ({ ctx }) => {
    const account = requireAccount(ctx, "see your API tokens");
    return (await (await studioStore()).apiTokens.list(account.id)).map((t) => listed(t));
  }),

  create: publicProcedure
    .input(
      z.object({
        name: tokenNameInput,
        expiryDays: z
          .number()
          .refine(
            (d) => (tokenExpiryDays as readonly number[]).includes(d),
            `a token expires in ${expiryChoices} days`,
          ),
        scope: z.enum(tokenScopes).default("publish"),
      }),
    )
    .mutation(async ({ input, ctx }) => {
      const account = requireAccount(ctx, "create an API token");
      const store = await studioStore();
      const active = (await store.apiTokens.list(account.id)).filter((t) => !t.revokedAt && t.expiresAt > new Date());
      if (active.length >= maxActiveTokens)
        throw new TRPCError({
          code: "BAD_REQUEST",
          message: `You have ${maxActiveTokens} active API tokens, the most one account keeps: revoke one you no longer use first.`,
        });
      const made = await store.apiTokens.create({ accountId: account.id, ...input });
      await recordAudit(ctx, {
        action: "token.create",
        actor: contextActor(ctx),
        detail: `${made.name} (expires ${made.expiresAt.toISOString().slice(0, 10)})`,
      });
      // The secret is in this answer only: it is stored as its hash.
      return { ...listed(made), secret: made.secret };
    }),

  revoke: publicProcedure.input(z.object({ id: z.string().max(64) })).mutation(async ({ input, ctx }) => {
    const account = requireAccount(ctx, "revoke an API token");
    const revoked = await (await studioStore()).apiTokens.revoke(account.id, input.id);
    // Another account's token id reads as none: nobody learns which ids exist.
    if (!revoked) throw new TRPCError({ code: "NOT_FOUND", message: "You have no API token with that id." });
    await recordAudit(ctx, { action: "token.revoke", actor: contextActor(ctx), detail: revoked.name });
    return listed(revoked);
  }),
});

export const accountRouter = router({ tokens: tokensRouter });
