// owners.*: who may publish a catalog id (DECISIONS.md 13). list: anyone; add/remove: a signed-in owner;
// transfer: the operator's token. Ownership applies only with sign-in configured.
import { isOwnershipError, type OwnershipProblem } from "@packstudio/db";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { recordAudit } from "../audit-entry";
import { requireAccount } from "../auth/publisher";
import { packIdInput } from "../catalog-query";
import { checkPublishToken } from "../publish-token";
import { limitedProcedure } from "../rate-limits/limited-procedure";
import { studioStore } from "../store-instance";
import { publicProcedure, router } from "../trpc";

const codes: Record<OwnershipProblem, TRPCError["code"]> = {
  "not-owner": "FORBIDDEN",
  "no-pack": "NOT_FOUND",
  "no-account": "BAD_REQUEST",
  "unverified-email": "BAD_REQUEST",
  "ambiguous-email": "BAD_REQUEST",
  "not-listed": "BAD_REQUEST",
  "last-owner": "BAD_REQUEST",
};

/** The store's refusal as the caller sees it: its message, and a code for its kind. */
export async function ownership<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isOwnershipError(error)) throw new TRPCError({ code: codes[error.problem], message: error.message });
    throw error;
  }
}

const emailInput = z
  .string()
  .trim()
  .min(3, "give the co-owner's email address (the one their sign-in provider gives)")
  .max(320, "an email address is at most 320 characters")
  .regex(/^[^\s@]+@[^\s@]+$/, "give an email address such as grace@example.com");

export const ownersRouter = router({
  /** The owners of an id (names and avatars, never email addresses), and whether the caller is one. */
  list: publicProcedure.input(z.object({ id: packIdInput })).query(async ({ input, ctx }) => {
    const owners = await (await studioStore()).owners.list(input.id);
    const me = ctx.signIn?.account?.id;
    return {
      signIn: ctx.signIn !== undefined,
      owners: owners.map((o) => ({ id: o.id, name: o.name, image: o.image })),
      youOwn: me !== undefined && owners.some((o) => o.id === me),
    };
  }),

  add: limitedProcedure("publish")
    .input(z.object({ id: packIdInput, email: emailInput }))
    .mutation(async ({ input, ctx }) => {
      const account = requireAccount(ctx, "add a co-owner");
      const owners = await ownership(async () => (await studioStore()).owners.add(input.id, account.id, input.email));
      const added = owners.map((o) => o.name).join(", ");
      await recordAudit(ctx, {
        action: "owner.add",
        actor: { kind: "account", ...account },
        packId: input.id,
        detail: `owners now: ${added}`,
      });
      return { owners };
    }),

  remove: limitedProcedure("publish")
    .input(z.object({ id: packIdInput, account: z.string().min(1).max(200) }))
    .mutation(async ({ input, ctx }) => {
      const account = requireAccount(ctx, "remove an owner");
      const store = await studioStore();
      const before = await store.owners.list(input.id);
      const owners = await ownership(() => store.owners.remove(input.id, account.id, input.account));
      const gone = before.find((o) => o.id === input.account)?.name ?? input.account;
      await recordAudit(ctx, {
        action: "owner.remove",
        actor: { kind: "account", ...account },
        packId: input.id,
        detail: `removed ${gone}`,
      });
      return { owners };
    }),

  /** The operator replaces an id's owners (a lost account, a handover). */
  transfer: limitedProcedure("publish")
    .input(
      z.object({
        id: packIdInput,
        emails: z.array(emailInput).min(1, "name at least one new owner").max(20, "at most 20 owners at once"),
        token: z.string().max(512, "the operator's token is under 512 characters").optional(),
      }),
    )
    .mutation(async ({ input, ctx }) => {
      checkPublishToken(input.token);
      const owners = await ownership(async () => (await studioStore()).owners.transfer(input.id, input.emails));
      await recordAudit(ctx, {
        action: "owner.transfer",
        actor: { kind: "operator" },
        packId: input.id,
        detail: `owners now: ${owners.map((o) => o.name).join(", ")}`,
      });
      return { owners };
    }),
});
