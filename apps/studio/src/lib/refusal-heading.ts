// Plain-words headings of every refusal code of a preview or a dry-run (core's DryRunCode: the projection's, the
// reader's, the sandbox's, a documented run's and the studio's own): a code without a heading does not compile.
import type { DryRunCode } from "@packstudio/core";

const headings: Record<DryRunCode, string> = {
  unknown_command: "Unknown command",
  unknown_argument: "An argument the command does not take",
  missing_argument: "A required argument is missing",
  invalid_argument: "An argument has the wrong type or value",
  pack_invalid: "The pack does not pass lint",
  no_project: "No project folder",
  approval_required: "A person must approve the card first",
  sandbox_unavailable: "The sandbox is not available on this machine",
  not_runnable: "This command cannot run in the sandbox",
  busy: "The sandbox is busy",
  sandbox_error: "The sandbox could not run the command",
  request_failed: "The studio server did not answer",
  live_refused: "This request cannot be sent live",
};

export function refusalHeading(code: DryRunCode): string {
  // A code this build does not know (a newer server's) is shown as it is.
  return headings[code] ?? code;
}
