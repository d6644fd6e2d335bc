// Monaco for the studio: @monaco-editor/react's loader given the local Monaco (never a CDN), local workers,
// the JSON Schemas from core for completion and hover, themes.
import { loader } from "@monaco-editor/react";
import { studioRoutes } from "@packstudio/core";
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

/**
 * Core's JSON Schemas of surface.json and policy.json, from the studio's own server (app/schema, the
 * published ones editors use too): the
 * browser gets the documents, not zod's JSON Schema generator. Until they arrive, completion lacks them.
 */
async function loadSchemas(): Promise<void> {
  const files = ["surface.json", "policy.json"] as const;
  try {
    const schemas = await Promise.all(
      files.map(async (file) => {
        const response = await fetch(studioRoutes.schema(file));
        if (!response.ok) throw new Error(`GET ${studioRoutes.schema(file)}: ${response.status}`);
        return {
          uri: `https://packstudio.local/schema/${file}`,
          fileMatch: [modelUri(file).toString()],
          schema: (await response.json()) as object,
        };
      }),
    );
    monaco.jsonDefaults.setDiagnosticsOptions({ ...monaco.jsonDefaults.diagnosticsOptions, schemas });
  } catch (error) {
    console.warn(`The JSON Schemas for completion did not load (${(error as Error).message}).`);
  }
}

/** Monaco's built-in theme for the studio's theme. */
export function themeName(theme: "light" | "dark"): string {
  return theme === "dark" ? "vs-dark" : "vs";
}

/** Ready Monaco once, before the first Editor or DiffEditor mounts (their loader reads the config when they do). */
export function setupMonaco(): typeof monaco {
  if (ready) return monaco;
  ready = true;
  // The loader resolves with this instance and never adds a script tag (its default loads Monaco from a CDN).
  loader.config({ monaco: monaco as unknown as Parameters<typeof loader.config>[0]["monaco"] });
  window.MonacoEnvironment = {
    getWorker(_moduleId, label) {
      if (label === "json") {
        return new Worker(new URL("./workers/json.worker.ts", import.meta.url), { type: "module" });
      }
      return new Worker(new URL("./workers/editor.worker.ts", import.meta.url), { type: "module" });
    },
  };
  // Core's lint owns every diagnostic (exact ranges, codes, fixes); the JSON service gives completion,
  // hover docs from the schema's descriptions, and formatting. No `$schema` a pack names is ever fetched.
  monaco.jsonDefaults.setDiagnosticsOptions({ validate: false, allowComments: false, enableSchemaRequest: false });
  void loadSchemas();
  monaco.jsonDefaults.setModeConfiguration({
    ...monaco.jsonDefaults.modeConfiguration,
    diagnostics: false,
  });
  return monaco;
}

export { monaco };
