// Hovers on the operations of an openapi pack's document in Monaco (YAML or JSON): the OpenAPI chunk says what
// is there (openapi/lazy/operation-hover.ts); nothing shows until it is loaded.

import { monaco, pathOfModel } from "~/editor/monaco-setup";
import type { EditorStore } from "~/store/editor-store";
import { openapiChunk } from "./openapi-loader";

/** The store of the mounted editor (Monaco calls the provider outside React). */
let active: EditorStore | undefined;
let registered = false;

export function registerOperationHovers(store: EditorStore): void {
  active = store;
  if (registered) return;
  registered = true;
  const provider: monaco.languages.HoverProvider = {
    provideHover(model, position) {
      const path = pathOfModel(model);
      const chunk = openapiChunk();
      const files = active?.get().files;
      if (path === undefined || !chunk || !files || files[path] !== model.getValue()) return undefined;
      const hover = chunk.operationHover(files, path, model.getOffsetAt(position));
      if (!hover) return undefined;
      const start = model.getPositionAt(hover.offset);
      const end = model.getPositionAt(hover.offset + hover.length);
      return {
        range: monaco.Range.fromPositions(start, end),
        // Pack text is only ever inside code spans; the Markdown is not trusted (no commands, no HTML).
        contents: hover.contents.map((value) => ({ value, isTrusted: false, supportHtml: false })),
      };
    },
  };
  for (const language of ["yaml", "json"]) monaco.languages.registerHoverProvider(language, provider);
}
