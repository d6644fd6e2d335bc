// P005: surface.json or policy.json does not parse as strict JSON, or holds no object at the top (D1).
import type { JsonDoc, JsonSyntaxError } from "../../json/parse-json.js";
import { isRecord } from "../../pack/json-value.js";
import { isBlank } from "../blank.js";
import type { Rule } from "../types.js";
import { visible } from "./p007-file-limits.js";

const maxToken = 24;

/** The text found at an error, for the message: a token, a string, or the end of the file. */
function foundAt(text: string, error: JsonSyntaxError): string {
  let token = text.slice(error.offset, error.offset + error.length);
  if (token === "") token = text.slice(error.offset).trimStart().slice(0, 1);
  if (token === "") return "found the end of the file";
  const cut = token.length > maxToken ? `${token.slice(0, maxToken)}…` : token;
  const shown = visible(cut);
  return token.startsWith('"') ? `found the string ${shown}${cut === token ? "" : '"'}` : `found "${shown}"`;
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return "an array";
  if (value === null) return "null";
  if (typeof value === "string") return "a string";
  return `a ${typeof value}`;
}

function checkDoc(doc: JsonDoc | undefined, report: Parameters<Rule["check"]>[1]): void {
  if (!doc) return; // missing (P001) or over the size limit (P007)
  if (isBlank(doc.text)) {
    report({
      file: doc.file,
      span: { offset: 0, length: 0 },
      message: `"${doc.file}" is empty: write a JSON object ({ … }) into it.`,
    });
    return;
  }
  for (const error of doc.syntaxErrors) {
    report({
      file: doc.file,
      span: { offset: error.offset, length: error.length },
      message: `"${doc.file}" is not valid JSON: ${error.message}, ${foundAt(doc.text, error)}; fix it here (strict JSON: double-quoted names, no comments, no trailing commas).`,
    });
  }
  if (doc.syntaxErrors.length === 0 && doc.value !== undefined && !isRecord(doc.value)) {
    const root = doc.root;
    report({
      file: doc.file,
      ...(root && { span: { offset: root.offset, length: root.length } }),
      message: `"${doc.file}" must hold a JSON object, found ${kindOf(doc.value)}: wrap the fields in { … }.`,
    });
  }
}

export const rule: Rule = {
  code: "P005",
  check(ctx, report) {
    checkDoc(ctx.surfaceDoc, report);
    checkDoc(ctx.policyDoc, report);
  },
};
