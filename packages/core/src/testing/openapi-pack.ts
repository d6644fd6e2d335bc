// The kanban-api example (spec/examples/kanban-api) as pack files, and variants of it for openapi table tests.
import { parse } from "yaml";
import type { PackFiles } from "../pack/pack-files.js";
import type { Json } from "./pack-builder.js";
import { specExample } from "./spec-example.js";

export interface OpenApiPackChange {
  surface?: (s: Json) => void;
  policy?: (p: Json) => void;
  /** Change the parsed document; it is written back as JSON text (which YAML reads too) at `openapi.yaml`. */
  doc?: (d: Json) => void;
  harness?: string;
  files?: Record<string, string | null>;
}

const DOC = "openapi.yaml";

function changed(text: string, change: (v: Json) => void): string {
  const value = JSON.parse(text);
  change(value);
  return JSON.stringify(value, null, 2);
}

/** The kanban-api pack, changed. */
export function kanbanWith(change: OpenApiPackChange = {}): PackFiles {
  const files: PackFiles = specExample("kanban-api");
  if (change.surface) files["surface.json"] = changed(files["surface.json"] as string, change.surface);
  if (change.policy) files["policy.json"] = changed(files["policy.json"] as string, change.policy);
  if (change.doc) {
    const doc = parse(files[DOC] as string);
    change.doc(doc);
    files[DOC] = JSON.stringify(doc, null, 2);
  }
  if (change.harness !== undefined) files["HARNESS.md"] = change.harness;
  for (const [path, text] of Object.entries(change.files ?? {})) {
    if (text === null) delete files[path];
    else files[path] = text;
  }
  return files;
}
