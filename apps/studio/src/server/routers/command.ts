// command.*: render a command to argv and read a command line (both in the pack pool), and dry-run it.
import { z } from "zod";
import { argsInput, packFilesInput } from "../pack-input";
import { packProcedures } from "../pack-work/pack-procedures";
import { packWork } from "../pack-work/pack-work";
import { limitedProcedure } from "../rate-limits/limited-procedure";
import { studioRuns } from "../sandbox-instance";
import { router } from "../trpc";

const verbKey = z.string().min(1).max(256);
// Defined with pack.lint, so the pack worker serves the very same procedures (pack-work/pack-procedures.ts).
const inPool = packProcedures(packWork);

export const commandRouter = router({
  render: inPool.render,

  /** Run the command for real in the sandbox (a refusal, approval_required with the card, or the run). */
  dryRun: limitedProcedure("dryRun")
    .input(
      z.object({
        files: packFilesInput,
        verb: verbKey,
        args: argsInput,
        approved: z.boolean().default(false),
        // A studio session (one browser tab's id): workspace folders and first-use approvals live there.
        session: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "session must be 8 to 64 letters, digits, _ or -"),
      }),
    )
    .mutation(({ input, ctx }) =>
      // In this process's sandbox, or on runners (PACKSTUDIO_RUNS=queue, DECISIONS.md 15).
      studioRuns().dryRun({
        files: input.files,
        verbKey: input.verb,
        args: input.args,
        approved: input.approved,
        session: input.session,
        // Workspace bytes are bounded per client: fresh session ids buy no more memory.
        ...(ctx.clientAddress && { client: ctx.clientAddress }),
      }),
    ),

  parse: inPool.parse,
});
