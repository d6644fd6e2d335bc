// pack.lint, command.render and command.parse, defined once for two places: the app's routers (run by the
// pack pool) and the pack worker's own router (run in the worker, where whole HTTP requests for them are served).
import { tokenizeCommandLine } from "@packstudio/core";
import { z } from "zod";
import { argsInput, packFilesInput } from "../pack-input";
import { publicProcedure, router } from "../trpc";
import type { TaskInput, TaskName, TaskOutput } from "./tasks";

/** How a procedure gets its work done: packWork on the main thread, runTask inside the worker. */
export type PackRunner = <T extends TaskName>(task: T, input: TaskInput<T>) => Promise<TaskOutput<T>>;

const verbKey = z.string().min(1).max(256);

export function packProcedures(run: PackRunner) {
  return {
    lint: publicProcedure.input(z.object({ files: packFilesInput })).query(({ input }) => run("lint", input)),

    render: publicProcedure
      .input(
        z.object({
          files: packFilesInput,
          verb: verbKey,
          // Arguments are checked by core against the command's schema; here only bounded in count and depth.
          args: argsInput,
        }),
      )
      .query(({ input }) => run("render", { files: input.files, verb: input.verb, args: input.args })),

    parse: publicProcedure
      .input(z.object({ files: packFilesInput, line: z.string().max(64 * 1024) }))
      .query(async ({ input }) => {
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
        return run("parse", { files: input.files, tokens: tokens.tokens });
      }),
  };
}

/** The procedures whose whole HTTP request the worker serves: parsed, checked and answered off the main thread. */
export const workerPaths = ["pack.lint", "command.render", "command.parse"] as const;

/** The worker's router: the same paths as the app's (pack.lint, command.render, command.parse), nothing else. */
export function workerRouter(run: PackRunner) {
  const { lint, render, parse } = packProcedures(run);
  return router({ pack: router({ lint }), command: router({ render, parse }) });
}
