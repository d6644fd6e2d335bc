// The parts of core the OpenAPI chunk needs that core's index does not export, imported by path: only this
// chunk does so, and only for these (lint's own JSON tree edits, telling JSON from YAML, the document's path).
export { parseJson } from "../../../../../packages/core/src/json/parse-json.js";
export { setProperty } from "../../../../../packages/core/src/lint/fix-edits.js";
export { looksLikeJson } from "../../../../../packages/core/src/openapi/document-text.js";
export { openApiDocumentKey } from "../../../../../packages/core/src/pack/pack-path.js";
