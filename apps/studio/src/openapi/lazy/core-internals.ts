// The parts of core the OpenAPI chunk needs that core's index does not export, imported by path: only this
// chunk does so, and only for these (lint's own JSON tree edits, telling JSON from YAML, the document's path).
export { parseJson } from "@packstudio/core/internal/json/parse-json";
export { setProperty } from "@packstudio/core/internal/lint/fix-edits";
export { looksLikeJson } from "@packstudio/core/internal/openapi/document-text";
export { openApiDocumentKey } from "@packstudio/core/internal/pack/pack-path";
