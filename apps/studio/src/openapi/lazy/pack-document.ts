// An openapi pack's document as the studio reads it: the pack path `openapi.path` names, read by core's reader
// (the same cached read lint made of the same text).
import { type OpenApiDoc, readOpenApiDocument } from "@packstudio/core";
import { openApiDocumentKey } from "./core-internals";

export interface PackDocument {
  file: string;
  doc: OpenApiDoc;
  version: "3.0" | "3.1";
}

/** The pack's surface.json value, or undefined when it does not parse. */
export function surfaceValue(files: Record<string, string>): unknown {
  try {
    return JSON.parse(files["surface.json"] ?? "");
  } catch {
    return undefined;
  }
}

/** The document of an openapi pack, when `openapi.path` names a file of the pack that reads as OpenAPI 3. */
export function packDocument(files: Record<string, string>): PackDocument | undefined {
  const file = openApiDocumentKey(surfaceValue(files));
  const text = file === undefined ? undefined : files[file];
  if (file === undefined || text === undefined) return undefined;
  const { doc } = readOpenApiDocument(file, text);
  return doc?.version ? { file, doc, version: doc.version } : undefined;
}
