// packWork(task, input): lint, render, read and compare packs in the server's one pack pool, off the main
// thread and within a deadline; a task that cannot answer becomes a TRPCError saying why and what to do.
import "server-only";
import { packLimits } from "@packstudio/core";
import { TRPCError } from "@trpc/server";
import { ErrorData } from "../error-data";
import { isPoolError, PackPool } from "./pool";
import { packWorkSettings } from "./settings";
import type { TaskInput, TaskName, TaskOutput } from "./tasks";
import { packWorkerFile } from "./worker-file";

// One pool per process, kept on globalThis: the route bundles of the built server (and dev reloads) each hold
// their own copy of this module, and each would otherwise start its own workers.
const poolKey = Symbol.for("packstudio.packPool");
const holder = globalThis as typeof globalThis & { [poolKey]?: PackPool };

/** The server's pack pool, started on first use with the settings of the environment. */
export function packPool(): PackPool {
  let pool = holder[poolKey];
  if (!pool) {
    const { size, queueLimit, memoryMb, idleMs } = packWorkSettings();
    pool = new PackPool({ file: packWorkerFile(), size, queueLimit, memoryMb, idleMs });
    holder[poolKey] = pool;
  }
  return pool;
}

const doing: Record<TaskName, string> = {
  lint: "Linting this pack",
  render: "Rendering this command",
  parse: "Reading this command line against the pack",
  compare: "Comparing the two versions of the pack",
  packPage: "Linting this pack",
};

const limits = `A pack the studio checks holds at most ${packLimits.maxFiles} files, 1 MiB a file, 5 MiB in all and ${packLimits.maxCommands} commands (DECISIONS.md 1)`;

/** The TRPCError a pool failure becomes; the code and `data.packWork` let a client tell them apart. */
export function packWorkError(task: TaskName, error: unknown): TRPCError {
  if (!isPoolError(error)) return new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: error });
  const what = doing[task];
  const fail = (code: TRPCError["code"], message: string) =>
    new TRPCError({
      code,
      message,
      cause: new ErrorData(message, { packWork: { task, reason: error.reason, ...error.detail } }),
    });
  switch (error.reason) {
    case "deadline": {
      const seconds = (error.detail.deadlineMs ?? 0) / 1000;
      return fail(
        "TIMEOUT",
        `${what} took more than ${seconds} s, the most the studio spends on one request, and was stopped: the pack is too costly to check. ${limits}; make it smaller, or lint it on your machine with \`packstudio check <dir>\`.`,
      );
    }
    case "memory":
      return fail(
        "PAYLOAD_TOO_LARGE",
        `${what} needed more memory than the studio gives one request, and was stopped: the pack is too costly to check. ${limits}; make it smaller, or lint it on your machine with \`packstudio check <dir>\`.`,
      );
    case "busy":
      // 429, not 503: the studio is up and answering everyone else; this caller should come back shortly.
      return fail(
        "TOO_MANY_REQUESTS",
        `The studio is busy checking other packs (${error.message}): try again in a few seconds.`,
      );
    case "closed":
      return fail("SERVICE_UNAVAILABLE", "The studio is shutting down: try again in a moment.");
    default:
      return fail("INTERNAL_SERVER_ERROR", `${what} failed in the studio's pack worker: ${error.message}`);
  }
}

/** Run `task` in the pack pool within the configured deadline; a failure is thrown as a TRPCError. */
export async function packWork<T extends TaskName>(task: T, input: TaskInput<T>): Promise<TaskOutput<T>> {
  const { deadlineMs, waitMs } = packWorkSettings();
  try {
    return await packPool().run(task, input, { deadlineMs, waitMs });
  } catch (error) {
    throw packWorkError(task, error);
  }
}
