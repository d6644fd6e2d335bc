// O002: the document breaks the OpenAPI schema of its version, each problem at its own line and column (D14).
import { schemaProblems } from "../../openapi/document-schema.js";
import type { Rule } from "../types.js";
import { sentence } from "./o001-openapi-document.js";

export const rule: Rule = {
  code: "O002",
  check(ctx, report) {
    const doc = ctx.openapi;
    if (!doc?.version) return; // O001's
    for (const problem of schemaProblems(doc)) {
      report({ file: doc.file, path: problem.path, anchor: problem.anchor, message: sentence(problem.message) });
    }
  },
};
