// P006: a key repeated in one JSON object of surface.json or policy.json (D1: a reviewer and a runtime would read different values).
import type { JsonDoc } from "../../json/parse-json.js";
import { LineIndex } from "../../json/text-position.js";
import type { Rule } from "../types.js";

function checkDoc(doc: JsonDoc | undefined, report: Parameters<Rule["check"]>[1]): void {
  // A file with syntax errors is P005's: its recovered tree can show duplicates that are not there.
  if (!doc || doc.syntaxErrors.length > 0 || doc.duplicates.length === 0) return;
  const lines = new LineIndex(doc.text);
  for (const dup of doc.duplicates) {
    const key = String(dup.path[dup.path.length - 1] ?? "");
    const firstLine = lines.position(dup.firstOffset).line;
    // No fix: which of the two values is meant is for a person to decide.
    report({
      file: doc.file,
      path: dup.path,
      span: { offset: dup.offset, length: dup.length },
      message: `The key "${key}" appears again in the same object (first on line ${firstLine}): keep one of the two and delete the other.`,
    });
  }
}

export const rule: Rule = {
  code: "P006",
  check(ctx, report) {
    checkDoc(ctx.surfaceDoc, report);
    checkDoc(ctx.policyDoc, report);
  },
};
