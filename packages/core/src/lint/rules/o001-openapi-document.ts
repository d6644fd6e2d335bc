// O001: the `openapi.path` document does not parse as JSON or YAML, is over 4 MiB, or is not OpenAPI 3.0.x or 3.1.x (D14).
import type { Rule } from "../types.js";

/** A problem's words as a sentence. */
export const sentence = (text: string) =>
  `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? "" : "."}`;

export const rule: Rule = {
  code: "O001",
  check(ctx, report) {
    const read = ctx.openapiRead;
    if (!read) return;
    for (const problem of read.problems) {
      report({
        file: read.file,
        span: { offset: problem.offset, length: problem.length },
        message: sentence(problem.message),
      });
    }
  },
};
