// Completion in surface.json and policy.json: verb keys in policy.json, trigger refs in its stimuli, argument names
// inside {{ }}, and otherwise field names and values from core's schemas through the studio's JSON service.
import { type PackFiles, readPack, type SurfaceView, tokenPlaceholders } from "@packstudio/core";
import { type JSONPath, type Location, parse } from "jsonc-parser";
import { type CompletionItem, CompletionItemKind, type Range, type TextEdit } from "vscode-languageserver";
import { locationAt, openPlaceholder, stringAt } from "./json-at.js";
import { schemaCompletions } from "./json-service.js";

export interface CompletionInput {
  /** The file's pack path (surface.json, policy.json). */
  path: string;
  text: string;
  offset: number;
  files: PackFiles;
  /** Offsets to LSP positions in `text`. */
  range: (start: number, end: number) => Range;
}

/** The argument names a command's templates may use: its args' properties, else the names its cli[] uses. */
export function argumentNames(surface: SurfaceView, verbKey: string): string[] {
  const verb = surface.verbs.find((v) => v.key === verbKey);
  if (!verb) return [];
  const names = verb.properties.map((p) => p.name);
  return names.length > 0 ? names : tokenPlaceholders(surface, verb);
}

function placeholderItems(input: CompletionInput, location: Location): CompletionItem[] | undefined {
  const node = stringAt(location, input.offset);
  if (!node) return undefined;
  const open = openPlaceholder(input.text, node, input.offset);
  if (!open) return undefined;
  const [top, verbKey] = location.path;
  const surface = readPack(input.files).surface;
  let names: string[] = [];
  if (surface && top === "verbs" && typeof verbKey === "string") names = argumentNames(surface, verbKey);
  else if (top === "wrap") names = ["verb"];
  const range = input.range(open.start, input.offset);
  return names.map((name) => ({
    label: name,
    kind: CompletionItemKind.Variable,
    detail: `{{${name}}}`,
    textEdit: { range, newText: open.closed ? name : `${name}}}` },
  }));
}

/** Existing keys of the object at `path` (so completion offers only what is missing). */
function existingKeys(files: PackFiles, file: string, path: JSONPath): Set<string> {
  // The tolerant parse: the file is mid-edit, so it is rarely valid JSON.
  let at: unknown = parse(files[file] ?? "", [], { allowTrailingComma: true });
  for (const segment of path) at = (at as Record<string | number, unknown> | undefined)?.[segment];
  return new Set(typeof at === "object" && at !== null ? Object.keys(at).filter((k) => k !== "") : []);
}

function keyEdit(input: CompletionInput, location: Location, key: string): TextEdit {
  const node = stringAt(location, input.offset);
  const newText = JSON.stringify(key);
  if (node) return { range: input.range(node.offset, node.offset + node.length), newText };
  return { range: input.range(input.offset, input.offset), newText };
}

/** Keys that name something in the other file: verb keys and trigger refs of a policy.json. */
function namedKeys(input: CompletionInput, parent: JSONPath): { names: string[]; detail: string } | undefined {
  if (input.path !== "policy.json" || parent.length !== 1) return undefined;
  const surface = readPack(input.files).surface;
  if (!surface) return undefined;
  if (parent[0] === "verbs") return { names: surface.verbs.map((v) => v.key), detail: "a command of surface.json" };
  if (parent[0] === "stimuli") {
    const triggers = surface.raw.stimulusTriggers;
    const refs = Array.isArray(triggers)
      ? triggers.flatMap((t) => (typeof t?.ref === "string" ? [t.ref as string] : []))
      : [];
    return { names: refs, detail: "a stimulusTriggers ref of surface.json" };
  }
  return undefined;
}

/** Keys that name a command or trigger of surface.json, offered in place of schema fields; undefined elsewhere. */
function namedKeyItems(input: CompletionInput, location: Location): CompletionItem[] | undefined {
  const parent = location.path.slice(0, -1);
  const named = namedKeys(input, parent);
  if (!named) return undefined;
  const present = existingKeys(input.files, input.path, parent);
  return named.names
    .filter((n) => !present.has(n))
    .map((name) => ({
      label: name,
      kind: CompletionItemKind.Module,
      detail: named.detail,
      textEdit: keyEdit(input, location, name),
    }));
}

export async function completions(input: CompletionInput): Promise<CompletionItem[]> {
  if (input.path !== "surface.json" && input.path !== "policy.json") return [];
  const location = locationAt(input.text, input.offset);
  if (!location) return [];
  const own =
    placeholderItems(input, location) ?? (location.isAtPropertyKey ? namedKeyItems(input, location) : undefined);
  return own ?? (await schemaCompletions(input.path, input.text, input.offset));
}
