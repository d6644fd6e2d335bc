// The JSON language service Monaco runs in the studio (vscode-json-languageservice, the version monaco-editor
// bundles), configured with core's schemas: completion and hover of surface.json and policy.json come from the same
// engine in the editor and here, so the two cannot drift.
import { policyJsonSchema, surfaceJsonSchema } from "@packstudio/core";
import type { CompletionItem, JSONSchema, MarkedString, TextDocument } from "vscode-json-languageservice";
import * as jsonLanguageServiceModule from "vscode-json-languageservice";
import { tooLarge } from "./json-at.js";

type JsonLanguageService = typeof jsonLanguageServiceModule;
// Node's ESM loader reads the package's UMD `main`: its default export is the whole module, and only some names are
// found beside it (TextDocument is not); a bundler (the CLI's esbuild) reads its ESM `module`, with every name.
const loaded = jsonLanguageServiceModule as JsonLanguageService & { default?: JsonLanguageService };
const jsonLanguageService: JsonLanguageService =
  "TextDocument" in loaded && loaded.TextDocument ? loaded : (loaded.default ?? loaded);
const { getLanguageService, TextDocument: Documents } = jsonLanguageService;
const service = getLanguageService({});
service.configure({
  validate: false,
  allowComments: false,
  schemas: [
    { uri: "packstudio://schemas/surface.json", fileMatch: ["surface.json"], schema: surfaceJsonSchema as JSONSchema },
    { uri: "packstudio://schemas/policy.json", fileMatch: ["policy.json"], schema: policyJsonSchema as JSONSchema },
  ],
});

/** A pack file's text as the service reads it: its name decides the schema (fileMatch), nothing is fetched. */
function documentOf(path: string, text: string): TextDocument {
  return Documents.create(`file:///pack/${path}`, "json", 0, text);
}

/** The service reads only the pack's two schema files, and never a text past the per-file limit. */
const served = (path: string, text: string) => (path === "surface.json" || path === "policy.json") && !tooLarge(text);

/** Field names and values the schema allows at `offset`, with the service's own text edits. */
export async function schemaCompletions(path: string, text: string, offset: number): Promise<CompletionItem[]> {
  if (!served(path, text)) return [];
  const document = documentOf(path, text);
  const list = await service.doComplete(document, document.positionAt(offset), service.parseJSONDocument(document));
  return list?.items ?? [];
}

const markdownOf = (content: MarkedString): string => (typeof content === "string" ? content : content.value);

/** The schema's words for what is at `offset` (description, allowed values), as Markdown. */
export async function schemaHover(path: string, text: string, offset: number): Promise<string | undefined> {
  if (!served(path, text)) return undefined;
  const document = documentOf(path, text);
  const hover = await service.doHover(document, document.positionAt(offset), service.parseJSONDocument(document));
  if (!hover) return undefined;
  const contents = Array.isArray(hover.contents) ? hover.contents : [hover.contents];
  const value = contents
    .map((c) => (typeof c === "object" && "kind" in c ? c.value : markdownOf(c as MarkedString)))
    .filter((part) => part.trim() !== "")
    .join("\n\n");
  return value === "" ? undefined : value;
}
