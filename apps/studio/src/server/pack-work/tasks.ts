// The work the pack pool does, as functions of structured-clonable data: one table for the worker and the tests.
import {
  comparePacks,
  lintPackInContext,
  type PackFiles,
  parseCommandLine,
  passes,
  renderCommand,
} from "@packstudio/core";
import { cardPreviews } from "~/lib/card-preview-list";

export const packTasks = {
  /** pack.lint's answer: the pack's id, whether it passes, and every finding. */
  lint({ files }: { files: PackFiles }) {
    const { findings, ctx } = lintPackInContext(files);
    return { pack: ctx.surface?.id ?? null, passes: passes(findings), findings };
  },
  render({ files, verb, args }: { files: PackFiles; verb: string; args: Record<string, unknown> }) {
    return renderCommand(files, verb, args);
  },
  parse({ files, tokens }: { files: PackFiles; tokens: string[] }) {
    return parseCommandLine(files, tokens);
  },
  compare({ base, head }: { base: PackFiles; head: PackFiles }) {
    return comparePacks(base, head);
  },
  /** The catalog's pack page: one lint serves its lint status and its card previews. */
  packPage({ files }: { files: PackFiles }) {
    const lint = lintPackInContext(files);
    return { findings: lint.findings, previews: cardPreviews(files, lint) };
  },
};

export type PackTasks = typeof packTasks;
export type TaskName = keyof PackTasks;
export type TaskInput<T extends TaskName> = Parameters<PackTasks[T]>[0];
export type TaskOutput<T extends TaskName> = ReturnType<PackTasks[T]>;

export const taskNames = Object.keys(packTasks) as TaskName[];

/** Run a task by name (the worker's dispatch, and the same call inline). */
export function runTask<T extends TaskName>(task: T, input: TaskInput<T>): TaskOutput<T> {
  const run = packTasks[task] as (input: TaskInput<T>) => TaskOutput<T>;
  return run(input);
}
