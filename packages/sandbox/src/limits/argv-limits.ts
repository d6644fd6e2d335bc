// What a command line can carry: no NUL character (argv strings end at one) and no word longer than Linux
// takes (MAX_ARG_STRLEN), checked before a run so the answer says which word and why instead of a spawn error.
import type { RenderedCommand } from "@packstudio/core";

/** Linux's MAX_ARG_STRLEN (32 pages of 4 KiB), the terminating NUL included. */
export const maxWordBytes = 32 * 4096 - 1;
/** All words and environment values together: well under ARG_MAX (a quarter of an 8 MiB stack). */
export const maxLineBytes = 1024 * 1024;

/** A word as the message shows it: cut, with a NUL visible. */
function shown(word: string): string {
  const cut = word.length > 40 ? `${word.slice(0, 40)}…` : word;
  return JSON.stringify(cut.replaceAll("\u0000", "<U+0000>"));
}

/** Why the plan's argv and environment cannot be passed to a program, or undefined. */
export function argvProblem(plan: Pick<RenderedCommand, "argv" | "env">): string | undefined {
  let total = 0;
  const words: [where: string, word: string][] = [
    ...plan.argv.map((w, i): [string, string] => [`word ${i + 1} of the command line`, w]),
    ...Object.entries(plan.env).flatMap(([name, value]): [string, string][] => [
      [`the environment variable name ${shown(name)}`, name],
      [`the environment variable ${name.slice(0, 40)}`, value],
    ]),
  ];
  for (const [where, word] of words) {
    if (word.includes("\u0000"))
      return `${where} (${shown(word)}) holds a NUL character (U+0000), which no command line can carry: remove it from the argument.`;
    const bytes = Buffer.byteLength(word, "utf8");
    if (bytes > maxWordBytes)
      return `${where} (${shown(word)}) is ${bytes} bytes; one word of a command line may hold ${maxWordBytes} on Linux: pass less.`;
    total += bytes + 1;
  }
  if (total > maxLineBytes)
    return `the command line and its environment hold ${total} bytes; a run takes ${maxLineBytes}: pass less.`;
  return undefined;
}
