// Monaco for the studio: local workers, the JSON Schemas from core for completion and hover, themes.
import { policyJsonSchema, surfaceJsonSchema } from "@packstudio/core";
import * as monaco from "./monaco-bundle";

declare global {
  interface Window {
    MonacoEnvironment?: { getWorker(moduleId: string, label: string): Worker };
  }
}

let ready = false;

/** URI of a pack file's model: one model per file keeps each file's undo history across switches. */
export function modelUri(path: string): monaco.Uri {
  return monaco.Uri.from({ scheme: "file", path: `/pack/${path}` });
}

export function pathOfModel(model: monaco.editor.ITextModel): string | undefined {
  const path = model.uri.path;
  return model.uri.scheme === "file" && path.startsWith("/pack/") ? path.slice("/pack/".length) : undefined;
}

export function setupMonaco(): typeof monaco {
  if (ready) return monaco;
  ready = true;
  window.MonacoEnvironment = {
    getWorker(_moduleId, label) {
      if (label === "json") {
        return new Worker(new URL("./workers/json.worker.ts", import.meta.url), { type: "module" });
      }
      return new Worker(new URL("./workers/editor.worker.ts", import.meta.url), { type: "module" });
    },
  };
  // Core's lint owns every diagnostic (exact ranges, codes, fixes); the JSON service gives completion,
  // hover docs from the schema's descriptions, and formatting.
  monaco.jsonDefaults.setDiagnosticsOptions({
    validate: false,
    allowComments: false,
    enableSchemaRequest: false,
    schemas: [
      {
        uri: "https://packstudio.local/schema/surface.json",
        fileMatch: [modelUri("surface.json").toString()],
        schema: surfaceJsonSchema,
      },
      {
        uri: "https://packstudio.local/schema/policy.json",
        fileMatch: [modelUri("policy.json").toString()],
        schema: policyJsonSchema,
      },
    ],
  });
  monaco.jsonDefaults.setModeConfiguration({
    ...monaco.jsonDefaults.modeConfiguration,
    diagnostics: false,
  });
  return monaco;
}

export { monaco };
