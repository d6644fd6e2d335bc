// Plain-words headings of the projection's and the reader's refusal codes.
import type { RefusalCode } from "@packstudio/core";

const headings: Record<RefusalCode, string> = {
  unknown_command: "Unknown command",
  unknown_argument: "An argument the command does not take",
  missing_argument: "A required argument is missing",
  invalid_argument: "An argument has the wrong type or value",
  pack_invalid: "The pack does not pass lint",
  no_project: "No project folder",
};

export function refusalHeading(code: RefusalCode): string {
  return headings[code] ?? code;
}
