// audit.*: read the audit log (DECISIONS.md 13). forPack: a signed-in owner of that pack; all: the operator's
// token, sent in a POST body (a mutation), never in a URL where logs would keep it.
import { maxAuditPage } from "@packstudio/db";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { auditEntryView } from "../audit-entry";
import { requireAccount } from "../auth/publisher";
import { packIdInput } from "../catalog-query";
import { checkPublishToken } from "../publish-token";
import { studioStore } from "../store-instance";
import { publicProcedure, router } from "../trpc";

const pageInput = {
  before: z.number().int().positive().optional(),
  limit: z.number().int().min(1).max(maxAuditPage, `at most ${maxAuditPage} entries a page`).default(50),
};

export const auditRouter = router({
  forPack: publicProcedure.input(z.object({ id: packIdInput, ...pageInput })).query(async ({ input, ctx }) => {
    const account = requireAccount(ctx, "read a pack's audit log");
    const store = await studioStore();
    if (!(await store.owners.isOwner(input.id, account.id))) {
      throw new TRPCError({
        code: "FORBIDDEN",
        message: `Only the owners of "${input.id}" read its audit log (the operator reads it at /admin/audit).`,
      });
    }
    const page = await store.audit.list({ packId: input.id, before: input.before, limit: input.limit });
    return { entries: page.entries.map(auditEntryView), next: page.next };
  }),

  // Not rate-limited, as reads are not: the operator pages through the log (the token is long and random).
  all: publicProcedure
    .input(
      z.object({
        ...pageInput,
        packId: packIdInput.optional(),
        token: z.string().max(512, "the operator's token is under 512 characters").optional(),
      }),
    )
    .mutation(async ({ input }) => {
      checkPublishToken(input.token);
      const page = await (await studioStore()).audit.list({
        packId: input.packId,
        before: input.before,
        limit: input.limit,
      });
      return { entries: page.entries.map(auditEntryView), next: page.next };
    }),
});
