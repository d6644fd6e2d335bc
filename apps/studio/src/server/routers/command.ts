// command.*: render a command to argv, and read a command line, on the server.
import { parseCommandLine, renderCommand, tokenizeCommandLine } from "@packstudio/core";
import { z } from "zod";
import { argsInput, packFilesInput } from "../pack-input";
import { limitedProcedure } from "../rate-limits/limited-procedure";
import { studioSandbox } from "../sandbox-instance";
import { publicProcedure, router } from "../trpc";

const verbKey = z.string().min(1).max(256);

export const commandRouter = router({
  render: publicProcedure
    .input(
      z.object({
        files: packFilesInput,
        verb: verbKey,
        // Arguments are checked by core against the command's schema; here only bounded in count and depth.
        args: argsInput,
      }),
    )
    .query(({ input }) => renderCommand(input.files, input.verb, input.args)),

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
    .mutation(({ input }) =>
      studioSandbox().dryRun({
        files: input.files,
        verbKey: input.verb,
        args: input.args,
        approved: input.approved,
        session: input.session,
      }),
    ),

  parse: publicProcedure
    .input(z.object({ files: packFilesInput, line: z.string().max(64 * 1024) }))
    .query(({ input }) => {
      const tokens = tokenizeCommandLine(input.line);
      if (!tokens.ok) {
        return {
          ok: false as const,
          error: {
            code: "invalid_line",
            names: [],
            message: `The line cannot be read: ${tokens.message} (at character ${tokens.offset + 1}).`,
          },
        };
      }
      return parseCommandLine(input.files, tokens.tokens);
    }),
});
