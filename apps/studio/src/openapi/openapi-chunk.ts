// The OpenAPI chunk (openapi-loader.ts loads it on first need): core's document reader, schema check and
// operation binding for the stand-ins (shims/), the studio's OpenAPI work built on them, and the parts of the
// screen only an openapi pack shows (openapi-slots.tsx places them). Files under lazy/ are imported from here only.
// Core's own modules are imported by path here so the browser build's stand-ins (build/lazy-openapi-plugin.ts,
// which swaps only core's imports of them) get the real ones.
import * as bindOperations from "@packstudio/core/internal/openapi/bind-operations";
import * as documentRefs from "@packstudio/core/internal/openapi/document-refs";
import * as documentSchema from "@packstudio/core/internal/openapi/document-schema";
import * as operations from "@packstudio/core/internal/openapi/operations";
import * as readDocument from "@packstudio/core/internal/openapi/read-document";
import * as serverUrl from "@packstudio/core/internal/openapi/server-url";

/** The real modules the stand-ins call (shims/, swapped in by build/lazy-openapi-plugin.ts). */
export const real = { readDocument, documentSchema, bindOperations, documentRefs, operations, serverUrl };

export { addOperation, unexposedOperations } from "./lazy/add-operation";
export { documentChoices, packFromChoices } from "./lazy/document-choices";
export { runDocumented } from "./lazy/documented-dry-run";
// The parts of the screen only an openapi pack shows.
export { DocumentedResult } from "./lazy/documented-result";
export { NewFromDocumentDialog } from "./lazy/new-from-document";
export { operationHover } from "./lazy/operation-hover";
export { renderOpenApi } from "./lazy/render-openapi";
export { RequestView } from "./lazy/request-view";
export { UnexposedOperations } from "./lazy/unexposed-operations";
