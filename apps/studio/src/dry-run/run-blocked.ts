// Why Run is disabled, before the click: no command, a refused line or form, lint, no sandbox, or what the server says.
import type { inferRouterOutputs } from "@trpc/server";
import { refusalHeading } from "~/lib/refusal-heading";
import type { AppRouter } from "~/server/root";
import type { PreviewRender } from "~/store/preview-render";

export type Readiness = inferRouterOutputs<AppRouter>["sandbox"]["canRun"];

export interface BlockedInput {
  verbKey: string | undefined;
  plan: PreviewRender | undefined;
  packInvalid: boolean;
  /** Why the typed command line is refused, or null. */
  lineRefusal: string | null;
  /** The sandbox is on this machine (true until the status says otherwise). */
  available: boolean;
  /** The server's answer to "can it run here" for this plan, once it came. */
  readiness: Readiness | undefined;
}

/** The reason Run cannot be clicked, in words that name what to fix; null when it can. */
export function runBlocked(input: BlockedInput): string | null {
  const { verbKey, plan, readiness } = input;
  if (verbKey === undefined || plan === undefined) return "Pick a command first.";
  if (input.lineRefusal !== null)
    return `The typed command line is refused: ${input.lineRefusal} Fix the line, or clear it and use the form.`;
  if (input.packInvalid)
    return "The pack does not pass lint, so a runtime would refuse to run it: fix the problems first.";
  if (!plan.ok) {
    const problems = plan.error.problems ?? [];
    const what = problems.length ? problems.map((p) => `${p.name}: ${p.message}`).join("; ") : plan.error.message;
    return `The preview is refused (${refusalHeading(plan.error.code)}). Fix it to run: ${what}`;
  }
  if (!input.available) return "Sandbox runs are not possible on this machine. The plan above still works.";
  if (readiness && !readiness.ok) return `${refusalHeading(readiness.code)}: ${readiness.reason}`;
  return null;
}
