// A new openapi pack from a document (`packstudio init --from-openapi`): surface.json, policy.json and
// HARNESS.md for up to 12 of its operations, each one a command with its arguments, examples and preview.
import { validIdFrom } from "../lint/valid-id.js";
import { isRecord, type JsonRecord } from "../pack/json-value.js";
import { HARNESS, POLICY, packLimits, SURFACE } from "../pack/pack-files.js";
import { type DerivedArgs, deriveArgs } from "./derive-args.js";
import { successResponses } from "./documented-answer.js";
import { accepts, exampleFor } from "./example-for.js";
import { harnessFor } from "./harness-for.js";
import { findOperation, listOperations, type OperationRef } from "./operations.js";
import { verbKeys } from "./verb-keys.js";

export interface PackFromDocumentInput {
  /** The parsed document (a plain JSON value). */
  doc: unknown;
  version: "3.0" | "3.1" | undefined;
  /** The document's file name in the new pack: `openapi.yaml` or `openapi.json`. */
  documentName: string;
  /** `--operations`: operationIds or "METHOD /path"s, in the order the commands should have. */
  operations?: readonly string[];
}

export interface SkippedOperation {
  /** The operationId, else "METHOD /path". */
  operation: string;
  reason: string;
}

export interface ChosenOperation {
  key: string;
  operation: string;
  effect: "read" | "write";
}

export type PackFromDocument =
  | {
      ok: true;
      /** surface.json, policy.json and HARNESS.md (the document itself is the caller's to copy). */
      files: Record<string, string>;
      chosen: ChosenOperation[];
      skipped: SkippedOperation[];
      /** Operations with an operationId not looked at, past the first 12 (name them with --operations). */
      notLookedAt: number;
      /** Arguments left without an example (their `<name>` stands in the skill): add one to the document. */
      withoutExample: string[];
    }
  | { ok: false; message: string };

const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);
const maxCommands = 12;

export const operationName = (op: OperationRef) => op.operationId ?? `${op.method} ${op.path}`;

/** The first sentence of a summary or description, on one line, at most 200 characters. */
export function oneSentence(text: unknown): string | undefined {
  if (typeof text !== "string") return undefined;
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat === "") return undefined;
  const end = /[.!?](\s|$)/.exec(flat);
  let sentence = end ? flat.slice(0, end.index + 1) : flat;
  if (sentence.length > 200) sentence = `${sentence.slice(0, 199).trimEnd()}…`;
  return /[.!?…]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** Why an operation cannot be a command of the new pack, or undefined when it can. */
function unusable(op: OperationRef, derived: DerivedArgs): string | undefined {
  const problem = derived.problems[0];
  if (problem) return problem.message.replace(/,? so this operation cannot be a command\.?$/, ".");
  if (successResponses(op.operation).length === 0)
    return "it documents no success (2xx) response, so a dry-run would have nothing to answer with.";
  return undefined;
}

/** Why `op` cannot be a command (init skips it with these words), or undefined when it can: for the studio's list. */
export function operationProblem(
  doc: unknown,
  op: OperationRef,
  version: "3.0" | "3.1" | undefined,
): string | undefined {
  return unusable(op, deriveArgs(doc, op, version));
}

/** The operations the pack exposes: the named ones, else the first 12 it can (those with an operationId first). */
function choose(
  input: PackFromDocumentInput,
):
  | { ok: true; picked: [OperationRef, DerivedArgs][]; skipped: SkippedOperation[]; notLookedAt: number }
  | { ok: false; message: string } {
  const { doc, version } = input;
  const picked: [OperationRef, DerivedArgs][] = [];
  const skipped: SkippedOperation[] = [];
  if (input.operations && input.operations.length > 0) {
    if (input.operations.length > maxCommands)
      return {
        ok: false,
        message: `--operations names ${input.operations.length} operations; a pack holds ${maxCommands} commands at most (M011): name fewer, or make two packs.`,
      };
    for (const name of input.operations) {
      const found = findOperation(doc, name);
      if (!found.ok) return { ok: false, message: `--operations: ${found.message}` };
      const op = found.operation;
      if (picked.some(([p]) => p === op)) continue;
      const derived = deriveArgs(doc, op, version);
      const why = unusable(op, derived);
      if (why) skipped.push({ operation: name, reason: why });
      else picked.push([op, derived]);
    }
    return { ok: true, picked, skipped, notLookedAt: 0 };
  }
  const all = listOperations(doc);
  // With an operationId first (the rule); the others only fill what is left, named "METHOD /path".
  const ordered = [...all.filter((op) => op.operationId), ...all.filter((op) => !op.operationId)];
  let looked = 0;
  for (const op of ordered) {
    if (picked.length >= maxCommands) break;
    looked++;
    const derived = deriveArgs(doc, op, version);
    const why = unusable(op, derived);
    if (why) skipped.push({ operation: operationName(op), reason: why });
    else picked.push([op, derived]);
  }
  return { ok: true, picked, skipped, notLookedAt: ordered.length - looked };
}

/** The document needs credentials for an operation: its own `security`, else the document's, names a scheme. */
function needsCredentials(doc: JsonRecord, op: OperationRef): boolean {
  const security = Array.isArray(op.operation.security) ? op.operation.security : doc.security;
  if (!Array.isArray(security) || security.length === 0) return false;
  // `{}` among the requirements makes credentials optional.
  return !security.some((req) => isRecord(req) && Object.keys(req).length === 0);
}

/** The `operation` a verb names: its operationId when that names it alone, else "METHOD /path". */
function operationField(doc: unknown, op: OperationRef): string {
  if (op.operationId && findOperation(doc, op.operationId).ok) return op.operationId;
  return `${op.method} ${op.path}`;
}

/** A schema whose `type` is one scalar type (or absent, as most path parameters of old documents). */
function scalar(schema: JsonRecord): boolean {
  const type = schema.type;
  return type === undefined || type === "string" || type === "integer" || type === "number" || type === "boolean";
}

/** A verb's own `args`, only where the derived ones need something: an example, a position for path words. */
function verbArgs(derived: DerivedArgs, path: string, missing: string[], key: string): JsonRecord | undefined {
  const order = [...path.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1] as string);
  const properties: JsonRecord = {};
  let needed = false;
  for (const arg of derived.args) {
    const own: JsonRecord = {};
    // A bare word only for a value that is one word: an array or object stays `--name value`.
    const position = arg.in === "path" && scalar(arg.schema) ? order.indexOf(arg.name) : -1;
    if (position >= 0) own["x-position"] = position;
    const given = Array.isArray(arg.schema.examples) ? arg.schema.examples : [];
    // The document's own example when the argument's schema takes it; else a sampled one that it takes.
    if (given.length === 0 || !accepts(derived.schema, arg.name, given[0])) {
      const example = exampleFor(derived.schema, arg.name);
      if (example !== undefined) own.examples = [example];
      else if (arg.required) missing.push(`${key}: ${arg.name}`);
    }
    if (Object.keys(own).length > 0) needed = true;
    Object.defineProperty(properties, arg.name, { value: own, enumerable: true, writable: true, configurable: true });
  }
  if (!needed) return undefined;
  return { type: "object", properties, required: derived.args.filter((a) => a.required).map((a) => a.name) };
}

/** The approval card of a write: removal for DELETE, fields for PUT/PATCH, a record for the rest. */
function previewFor(op: OperationRef, derived: DerivedArgs): JsonRecord {
  const kind = op.method === "DELETE" ? "removal" : op.method === "PUT" || op.method === "PATCH" ? "fields" : "record";
  const title = `${op.method} ${op.path.replace(/\{([^{}]+)\}/g, (whole, name: string) => (derived.args.some((a) => a.name === name) ? `{{${name}}}` : whole))}`;
  const shown = [...derived.args.filter((a) => a.required), ...derived.args.filter((a) => !a.required)].slice(0, 8);
  const fields: JsonRecord = {};
  for (const arg of shown.filter((a) => /^[^{}\s]+$/.test(a.name)))
    Object.defineProperty(fields, arg.name, {
      value: `{{${arg.name}}}`,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return { kind, title, ...(shown.length > 0 && { fields }) };
}

export function packFromDocument(input: PackFromDocumentInput): PackFromDocument {
  const doc = isRecord(input.doc) ? input.doc : {};
  const chosen = choose(input);
  if (!chosen.ok) return chosen;
  if (chosen.picked.length === 0) {
    const why = chosen.skipped.length
      ? ` (${chosen.skipped.length} skipped: ${chosen.skipped[0]?.operation}: ${chosen.skipped[0]?.reason})`
      : "";
    return { ok: false, message: `The document has no operation a pack can expose${why}.` };
  }
  const info = isRecord(doc.info) ? doc.info : {};
  const title = typeof info.title === "string" && info.title.trim() ? info.title.trim().replace(/\s+/g, " ") : "API";
  const id = validIdFrom(title) ?? "api";
  const keys = verbKeys(
    chosen.picked.map(([op]) => ({ operationId: op.operationId, method: op.method, path: op.path })),
  );
  const verbs: JsonRecord = {};
  const rows: JsonRecord = {};
  const summary: ChosenOperation[] = [];
  const withoutExample: string[] = [];
  let credentials = false;
  chosen.picked.forEach(([op, derived], i) => {
    const key = keys[i] as string;
    const effect = readMethods.has(op.method) ? "read" : "write";
    credentials ||= needsCredentials(doc, op);
    const args = verbArgs(derived, op.path, withoutExample, key);
    verbs[key] = {
      description:
        oneSentence(op.operation.summary) ?? oneSentence(op.operation.description) ?? `${op.method} ${op.path}.`,
      operation: operationField(doc, op),
      ...(args && { args }),
      ...(effect === "write" && { preview: previewFor(op, derived) }),
    };
    rows[key] =
      effect === "read"
        ? { effect }
        : {
            effect,
            approval: "always",
            reason: `Sends ${op.method} ${op.path} to the ${title}, which may change data`,
          };
    summary.push({ key, operation: operationField(doc, op), effect });
  });
  const surface = {
    id,
    name: title,
    kind: "openapi",
    cliBin: id,
    plane: "runtime",
    transports: ["cli", "json_exec", "mcp"],
    binding: credentials ? { mode: "user", hub: "keyring", family: id } : { mode: "public", hub: "public" },
    openapi: { path: `./${input.documentName}` },
    verbs,
  };
  const policy = { surface_id: id, verbs: rows };
  const effects = Object.fromEntries(summary.map((c) => [c.key, c.effect]));
  const harness = harnessFor({
    doc,
    version: input.version,
    surface,
    effects,
    title,
    documentName: input.documentName,
  });
  const files = {
    [SURFACE]: `${JSON.stringify(surface, null, 2)}\n`,
    [POLICY]: `${JSON.stringify(policy, null, 2)}\n`,
    [HARNESS]: harness.slice(0, packLimits.maxFileBytes),
  };
  return { ok: true, files, chosen: summary, skipped: chosen.skipped, notLookedAt: chosen.notLookedAt, withoutExample };
}
