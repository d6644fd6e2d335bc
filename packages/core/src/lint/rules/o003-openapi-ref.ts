// O003: a `$ref` in the document is remote or resolves to nothing (D14); circular schemas are allowed.
import { refProblems } from "../../openapi/document-refs.js";
import type { Rule } from "../types.js";
import { sentence } from "./o001-openapi-document.js";

export const rule: Rule = {
  code: "O003",
  check(ctx, report) {
    const doc = ctx.openapi;
    if (!doc?.version) return; // O001's
    for (const problem of refProblems(doc))
      report({ file: doc.file, path: problem.path, message: sentence(problem.message) });
  },
};
