// Finding a verb's operation in an OpenAPI document: by operationId or "METHOD /path" as in `paths` (DECISIONS 14).
import type { JsonPath } from "../json/pointer.js";
import { isRecord, type JsonRecord } from "../pack/json-value.js";
import { resolveRef } from "./resolve-ref.js";

/** The methods a path item may hold (OpenAPI 3.0 and 3.1), lower-case as the document writes them. */
export const operationMethods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

export interface OperationRef {
  /** Upper-case: `GET`, `POST`… */
  method: string;
  /** The `paths` key, as written: `/boards/{boardId}/cards`. */
  path: string;
  /** The path item (its `$ref` followed once), for path-level parameters and servers. */
  pathItem: JsonRecord;
  operation: JsonRecord;
  operationId: string | undefined;
  /** Where the operation object is in the document. */
  location: JsonPath;
}

/** A path item, following a `$ref` (OpenAPI 3.1 allows one) a few steps; undefined when it names nothing. */
function pathItemOf(doc: unknown, value: unknown): JsonRecord | undefined {
  let item = value;
  for (let hops = 0; hops < 8 && isRecord(item) && typeof item.$ref === "string"; hops++)
    item = resolveRef(doc, item.$ref);
  return isRecord(item) && typeof item.$ref !== "string" ? item : undefined;
}

/** The operations of one path item written in place (no `$ref`), by the item and its path: see listOperations. */
const itemOperations = new WeakMap<JsonRecord, { path: string; ops: OperationRef[] }>();

function operationsOf(path: string, pathItem: JsonRecord): OperationRef[] {
  const out: OperationRef[] = [];
  for (const method of operationMethods) {
    const operation = Object.hasOwn(pathItem, method) ? pathItem[method] : undefined;
    if (!isRecord(operation)) continue;
    out.push({
      method: method.toUpperCase(),
      path,
      pathItem,
      operation,
      operationId: typeof operation.operationId === "string" ? operation.operationId : undefined,
      location: ["paths", path, method],
    });
  }
  return out;
}

/**
 * Every operation of the document's `paths`, in document order. A path item written in place gives the same
 * operations in every document that holds it (a large document's reader keeps the items a keystroke left as
 * they were), so they are made once; one reached through a `$ref` depends on the document and is made anew.
 */
export function listOperations(doc: unknown): OperationRef[] {
  const out: OperationRef[] = [];
  const paths = isRecord(doc) && isRecord(doc.paths) ? doc.paths : undefined;
  if (!paths) return out;
  for (const path in paths) {
    if (!Object.hasOwn(paths, path)) continue;
    const written = paths[path];
    const pathItem = pathItemOf(doc, written);
    if (!pathItem) continue;
    let ops: OperationRef[];
    if (pathItem === written) {
      const known = itemOperations.get(pathItem);
      ops = known?.path === path ? known.ops : operationsOf(path, pathItem);
      if (ops !== known?.ops) itemOperations.set(pathItem, { path, ops });
    } else ops = operationsOf(path, pathItem);
    for (const op of ops) out.push(op);
  }
  return out;
}

export type FoundOperation =
  | { ok: true; operation: OperationRef }
  | { ok: false; problem: "none" | "many"; message: string; matches: OperationRef[] };

/** `"METHOD /path"`: the method (any case) and the path, split at the first space. */
export function methodAndPath(name: string): { method: string; path: string } | undefined {
  const m = /^([A-Za-z]+) (\/.*)$/.exec(name);
  return m ? { method: (m[1] as string).toUpperCase(), path: m[2] as string } : undefined;
}

const label = (op: OperationRef) => `${op.method} ${op.path}${op.operationId ? ` (${op.operationId})` : ""}`;

interface OperationIndex {
  all: OperationRef[];
  /** By operationId and by `METHOD /path`: each name's operations, in document order. */
  byName: Map<string, OperationRef[]>;
  /** What each name asked for found: lint asks for each command's operation in several rules. */
  found: Map<string, FoundOperation>;
  /** What hints for names that match nothing read, made on the first such name. */
  hints?: Hints;
}

interface Hints {
  /** Each path's methods, in document order. */
  methods: Map<string, string[]>;
  /** The first operation of each path and each operationId, lower-cased. */
  byLowerPath: Map<string, OperationRef>;
  byLowerId: Map<string, OperationRef>;
  /** The first 9 operationIds, quoted, and whether there is any. */
  ids: string[];
}

/** Each operation's path and operationId in lower case, made once. */
const lowers = new WeakMap<OperationRef, { path: string; id: string | undefined }>();

function lowerOf(op: OperationRef): { path: string; id: string | undefined } {
  let lower = lowers.get(op);
  if (!lower) {
    lower = { path: op.path.toLowerCase(), id: op.operationId?.toLowerCase() };
    lowers.set(op, lower);
  }
  return lower;
}

function hintsOf(index: OperationIndex): Hints {
  if (index.hints) return index.hints;
  const hints: Hints = { methods: new Map(), byLowerPath: new Map(), byLowerId: new Map(), ids: [] };
  for (const op of index.all) {
    const methods = hints.methods.get(op.path);
    if (methods) methods.push(op.method);
    else hints.methods.set(op.path, [op.method]);
    const lower = lowerOf(op);
    if (!hints.byLowerPath.has(lower.path)) hints.byLowerPath.set(lower.path, op);
    if (lower.id === undefined) continue;
    if (!hints.byLowerId.has(lower.id)) hints.byLowerId.set(lower.id, op);
    if (op.operationId && hints.ids.length < 9) hints.ids.push(`"${op.operationId}"`);
  }
  index.hints = hints;
  return hints;
}

/** Each operation's `METHOD /path`, made once (an operation kept by listOperations is indexed each keystroke). */
const methodPaths = new WeakMap<OperationRef, string>();

function methodPathOf(op: OperationRef): string {
  let name = methodPaths.get(op);
  if (name === undefined) {
    name = `${op.method} ${op.path}`;
    methodPaths.set(op, name);
  }
  return name;
}

/** A document's operations by name, kept per document value: lint asks once a command, a lint a keystroke. */
const indexes = new WeakMap<object, OperationIndex>();

function indexOf(doc: unknown): OperationIndex {
  const known = isRecord(doc) ? indexes.get(doc) : undefined;
  if (known) return known;
  const all = listOperations(doc);
  const byName = new Map<string, OperationRef[]>();
  const add = (name: string, op: OperationRef) => {
    const list = byName.get(name);
    if (!list) byName.set(name, [op]);
    else if (!list.includes(op)) list.push(op);
  };
  for (const op of all) {
    if (op.operationId !== undefined) add(op.operationId, op);
    add(methodPathOf(op), op);
  }
  const index = { all, byName, found: new Map() };
  if (isRecord(doc)) indexes.set(doc, index);
  return index;
}

/** The one operation `name` names: its operationId, or `METHOD /path` exactly as in `paths`. */
export function findOperation(doc: unknown, name: string): FoundOperation {
  const index = indexOf(doc);
  let found = index.found.get(name);
  if (!found) {
    found = findIn(index, name);
    index.found.set(name, found);
  }
  return found;
}

function findIn(index: OperationIndex, name: string): FoundOperation {
  const { byName } = index;
  const split = methodAndPath(name);
  const matches = [...(byName.get(name) ?? [])];
  if (split)
    for (const op of byName.get(`${split.method} ${split.path}`) ?? []) if (!matches.includes(op)) matches.push(op);
  if (matches.length === 1) return { ok: true, operation: matches[0] as OperationRef };
  if (matches.length > 1) {
    return {
      ok: false,
      problem: "many",
      matches,
      message: `"${name}" names ${matches.length} operations (${matches.slice(0, 8).map(label).join(", ")}${matches.length > 8 ? ", …" : ""}); give each operation its own operationId, or name it by "METHOD /path".`,
    };
  }
  return {
    ok: false,
    problem: "none",
    matches,
    message: `"${name}" names no operation of the document${hint(hintsOf(index), name, split)}.`,
  };
}

/** A hint for a name that matched nothing: the path with other methods, or the operationIds there are. */
function hint(hints: Hints, name: string, split: { method: string; path: string } | undefined): string {
  if (split) {
    const samePath = hints.methods.get(split.path) ?? [];
    if (samePath.length > 0) return `: "${split.path}" has ${samePath.join(", ")}`;
    const close = hints.byLowerPath.get(split.path.toLowerCase());
    if (close) return `; did you mean "${close.method} ${close.path}"?`;
    return `; "paths" has no "${split.path}"`;
  }
  const close = hints.byLowerId.get(name.toLowerCase());
  if (close?.operationId) return `; did you mean "${close.operationId}"?`;
  const { ids } = hints;
  const shown = ids.slice(0, 8).join(", ");
  return ids.length
    ? ` (operationIds: ${shown}${ids.length > 8 ? ", …" : ""}; or "METHOD /path")`
    : ' (it has no operationId: name it by "METHOD /path")';
}
