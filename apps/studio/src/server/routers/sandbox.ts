// sandbox.*: whether real runs are possible here (bubblewrap installed), and whether one command could run.
import { packLimits, workspaceMode } from "@packstudio/core";
import { z } from "zod";
import { studioRuns } from "../sandbox-instance";
import { publicProcedure, router } from "../trpc";

// Small on purpose: the studio asks as the person edits, so it sends the program and the file names, not the pack.
const readinessInput = z.object({
  program: z.string().min(1).max(1024),
  paths: z.array(z.string().min(1).max(packLimits.maxPathChars)).max(packLimits.maxFiles),
  mode: workspaceMode,
});

export const sandboxRouter = router({
  /** This process's sandbox, or with runners (DECISIONS.md 15) theirs. */
  status: publicProcedure.query(() => studioRuns().status()),

  /** Can the command run here, before the click (DECISIONS.md 10): bubblewrap, its program, its project folder. */
  canRun: publicProcedure.input(readinessInput).query(({ input }) => studioRuns().readiness(input)),
});
