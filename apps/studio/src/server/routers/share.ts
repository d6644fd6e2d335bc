// share.*: share links - store an immutable snapshot under a random id, open it, delete it with its delete key.
import { notAShareId, shareExpiries, shareIdPattern, studioRoutes } from "@packstudio/core";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { packProblem } from "~/lib/pack-check";
import { contextActor, recordAudit } from "../audit-entry";
import { requireAccount } from "../auth/publisher";
import { packFilesInput } from "../pack-input";
import { limitedProcedure } from "../rate-limits/limited-procedure";
import { shareView } from "../share-view";
import { studioStore } from "../store-instance";
import { publicProcedure, router } from "../trpc";

const expiryInput = z
  .enum(shareExpiries, {
    error: `expiry is one of ${shareExpiries
      .map((e) => JSON.stringify(e))
      .join(", ")
      .replace(/, (?=[^,]*$)/, " or ")} (1 day, 1 week, 1 month, no expiry)`,
  })
  .default("never");

/** Longer text is refused unread (a share id is 16 characters); shorter or odd text below, with a reason. */
export const maxShareIdLength = 100;
export const shareIdInput = z
  .string()
  .max(maxShareIdLength, `a share id is 16 characters; this one is over ${maxShareIdLength}`);

/** The refusal for an id that names no share now: malformed, unknown, expired or deleted. */
export function shareNotFoundMessage(id: string): string {
  return shareIdPattern.test(id)
    ? `No share "${id}": the link may be mistyped, or the share expired or was deleted by its creator.`
    : `${notAShareId(JSON.stringify(id))} Check that the whole link was copied.`;
}

export function shareNotFound(id: string): TRPCError {
  return new TRPCError({ code: "NOT_FOUND", message: shareNotFoundMessage(id) });
}

export const shareRouter = router({
  create: limitedProcedure("share")
    .input(z.object({ files: packFilesInput, expiry: expiryInput }))
    .mutation(async ({ input, ctx }) => {
      // Sizes and counts were checked by packFilesInput; paths are checked here, before anything is stored.
      const why = packProblem(input.files);
      if (why) throw new TRPCError({ code: "BAD_REQUEST", message: `The pack cannot be shared: ${why}.` });
      // Signed in, the share records its creator, who lists and deletes it on /account without the key.
      const creator = ctx.signIn?.account?.id ?? null;
      const created = await (await studioStore()).shares.create(input.files, input.expiry, creator);
      return {
        id: created.id,
        path: studioRoutes.share(created.id),
        /** Shown once: only its hash is stored. */
        deleteKey: created.deleteKey,
        sha256: created.sha256,
        expiresAt: created.expiresAt?.toISOString() ?? null,
        // Not whether the same files were stored before: that would confirm a guessed pack was shared.
      };
    }),

  get: publicProcedure.input(z.object({ id: shareIdInput })).query(async ({ input }) => {
    const share = await (await studioStore()).shares.get(input.id);
    if (!share) throw shareNotFound(input.id);
    return shareView(share);
  }),

  delete: limitedProcedure("share")
    .input(z.object({ id: shareIdInput, deleteKey: z.string().min(1, "give the delete key").max(200) }))
    .mutation(async ({ input, ctx }) => {
      const store = await studioStore();
      if (!(await store.shares.get(input.id))) throw shareNotFound(input.id);
      // The key is checked here, inside the procedure: a wrong key deletes nothing.
      if (!(await store.shares.delete(input.id, input.deleteKey))) {
        throw new TRPCError({
          code: "FORBIDDEN",
          message: `The share "${input.id}" was not deleted: the delete key does not match. Use the key shown when the link was created.`,
        });
      }
      await recordAudit(ctx, {
        action: "share.delete",
        actor: contextActor(ctx),
        shareId: input.id,
        detail: "with its delete key",
      });
      return { id: input.id, deleted: true as const };
    }),

  /** The signed-in account's live shares, newest first (the newest maxMyShares). */
  mine: publicProcedure.query(async ({ ctx }) => {
    const account = requireAccount(ctx, "list your shares");
    const found = await (await studioStore()).shares.byCreator(account.id);
    return {
      shares: found.shares.map((s) => ({
        id: s.id,
        path: studioRoutes.share(s.id),
        sha256: s.sha256,
        createdAt: s.createdAt.toISOString(),
        expiresAt: s.expiresAt?.toISOString() ?? null,
      })),
      more: found.more,
    };
  }),

  /** Its signed-in creator deletes a share without the delete key. */
  deleteMine: limitedProcedure("share")
    .input(z.object({ id: shareIdInput }))
    .mutation(async ({ input, ctx }) => {
      const account = requireAccount(ctx, "delete your shares");
      const store = await studioStore();
      // Someone else's share and no share are the same answer: this route does not confirm that an id exists.
      if (!(await store.shares.deleteByCreator(input.id, account.id))) {
        throw new TRPCError({
          code: "NOT_FOUND",
          message: `You have no share "${input.id}": only shares you made while signed in are listed and deleted here (others need their delete key).`,
        });
      }
      await recordAudit(ctx, {
        action: "share.delete",
        actor: { kind: "account", ...account },
        shareId: input.id,
        detail: "by its creator",
      });
      return { id: input.id, deleted: true as const };
    }),
});
