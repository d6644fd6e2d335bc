// The arguments an operation takes (DECISIONS 14): its parameters and its JSON or form body's top-level properties.
import type { JsonPath } from "../json/pointer.js";
import { isRecord, type JsonRecord } from "../pack/json-value.js";
import type { OperationRef } from "./operations.js";
import { refSegments } from "./resolve-ref.js";
import { type DocumentSchemas, documentSchemas, maxCopiedSchemas } from "./schema-copy.js";

/** One command's copying: the subschemas its arguments may still hold, and the `$defs` keys they reach. */
interface Work {
  budget: { left: number };
  refs: Set<string>;
}

export type ArgPlace = "path" | "query" | "header" | "body" | "form";

export interface DerivedArg {
  name: string;
  in: ArgPlace;
  required: boolean;
  /** How a parameter is serialized (OpenAPI `style`, `explode`, `allowReserved`); form bodies explode. */
  style: string;
  explode: boolean;
  allowReserved: boolean;
  /** A parameter given by a JSON `content` rather than a `schema`: its value is sent as JSON text. */
  asJson: boolean;
  /** The argument's schema in the command's args schema (its `$ref`s point into the args schema's `$defs`). */
  schema: JsonRecord;
  /** Where the parameter or body property is in the document. */
  source: JsonPath;
}

export interface RequestBodyShape {
  mediaType: string;
  form: boolean;
  required: boolean;
}

/** A problem of the operation that makes it unusable (O005), at its place in the document. */
export interface OperationProblem {
  path: JsonPath;
  message: string;
}

export interface DerivedArgs {
  args: DerivedArg[];
  /** `{ type: "object", properties, required, $defs? }`: the command's schema without a narrowing `args`. */
  schema: JsonRecord;
  body: RequestBodyShape | undefined;
  problems: OperationProblem[];
}

/** Header parameters OpenAPI says to ignore: the request's own machinery sets them. */
const ignoredHeaders = new Set(["accept", "content-type", "authorization"]);

const mediaTypeOf = (key: string) => key.split(";")[0]?.trim().toLowerCase() ?? "";
export const isJsonMediaType = (key: string) => /^application\/(?:[^/]+\+)?json$/.test(mediaTypeOf(key));
const isFormMediaType = (key: string) => mediaTypeOf(key) === "application/x-www-form-urlencoded";

/** The `$ref` target's place when `value` is an internal reference, else `at`. */
function placeOf(value: unknown, at: JsonPath): JsonPath {
  if (!isRecord(value) || typeof value.$ref !== "string") return at;
  return refSegments(value.$ref) ?? at;
}

function examplesOf(copier: DocumentSchemas, holder: JsonRecord): unknown[] | undefined {
  if (Object.hasOwn(holder, "example")) return [holder.example];
  if (isRecord(holder.examples)) {
    const values = Object.values(holder.examples).flatMap((e) => {
      const example = copier.target(e);
      return isRecord(example) && Object.hasOwn(example, "value") ? [example.value] : [];
    });
    return values.length ? values : undefined;
  }
  if (Array.isArray(holder.examples) && holder.examples.length) return holder.examples;
  return undefined;
}

/**
 * An argument's schema: the copy, its type beside a `$ref` (the reader types words by it), description,
 * examples. The `$defs` keys it reaches are added to the command's work.
 */
function argSchema(copier: DocumentSchemas, schema: unknown, holder: JsonRecord | undefined, work: Work): JsonRecord {
  const { schema: own, refs: reached } = copier.copy(schema ?? {}, work.budget);
  for (const key of reached) work.refs.add(key);
  const target = copier.target(schema);
  const out: JsonRecord = {};
  const referred = copier.referred(own.$ref);
  if (isRecord(referred) && referred.type !== undefined) out.type = referred.type;
  Object.assign(out, own);
  const description = holder?.description ?? (isRecord(target) ? target.description : undefined);
  if (typeof description === "string") out.description = description;
  const examples =
    (holder && examplesOf(copier, holder)) ?? (isRecord(target) ? examplesOf(copier, target) : undefined);
  if (examples) out.examples = examples;
  else delete out.examples;
  return out;
}

/** The path item's parameters, then the operation's (which replace one with the same name and place). */
function parametersOf(copier: DocumentSchemas, op: OperationRef): { param: JsonRecord; source: JsonPath }[] {
  const byKey = new Map<string, { param: JsonRecord; source: JsonPath }>();
  const lists: [unknown, JsonPath][] = [
    [op.pathItem.parameters, ["paths", op.path, "parameters"]],
    [op.operation.parameters, [...op.location, "parameters"]],
  ];
  for (const [list, at] of lists) {
    if (!Array.isArray(list)) continue;
    list.forEach((entry, i) => {
      const param = copier.target(entry);
      if (!isRecord(param) || typeof param.name !== "string" || typeof param.in !== "string") return;
      byKey.set(`${param.in}\u0000${param.name}`, { param, source: placeOf(entry, [...at, i]) });
    });
  }
  return [...byKey.values()];
}

function parameterArg(copier: DocumentSchemas, param: JsonRecord, source: JsonPath, work: Work): DerivedArg {
  const place = param.in as "path" | "query" | "header";
  const style = typeof param.style === "string" ? param.style : place === "query" ? "form" : "simple";
  let schema: unknown = param.schema;
  let asJson = false;
  if (schema === undefined && isRecord(param.content)) {
    const [mediaType, media] = Object.entries(param.content)[0] ?? [];
    schema = isRecord(media) ? media.schema : undefined;
    asJson = mediaType !== undefined && isJsonMediaType(mediaType);
  }
  return {
    name: param.name as string,
    in: place,
    required: place === "path" || param.required === true,
    style,
    explode: typeof param.explode === "boolean" ? param.explode : style === "form",
    allowReserved: place === "query" && param.allowReserved === true,
    asJson,
    schema: argSchema(copier, schema, param, work),
    source,
  };
}

/** An object schema's properties and required names, `allOf` members merged in (bounded depth). */
function objectParts(
  copier: DocumentSchemas,
  schema: unknown,
  at: JsonPath,
  depth = 0,
): { properties: [string, unknown, JsonPath][]; required: Set<string> } | undefined {
  const target = copier.target(schema);
  if (!isRecord(target) || depth > 8) return undefined;
  const place = placeOf(schema, at);
  const properties: [string, unknown, JsonPath][] = [];
  const required = new Set<string>();
  let objectLike = target.type === "object" || isRecord(target.properties);
  if (Array.isArray(target.allOf)) {
    target.allOf.forEach((member, i) => {
      const parts = objectParts(copier, member, [...place, "allOf", i], depth + 1);
      if (!parts) return;
      objectLike = true;
      properties.push(...parts.properties);
      for (const r of parts.required) required.add(r);
    });
  }
  if (!objectLike || target.oneOf !== undefined || target.anyOf !== undefined) return undefined;
  if (isRecord(target.properties))
    for (const name in target.properties)
      if (Object.hasOwn(target.properties, name))
        properties.push([name, target.properties[name], [...place, "properties", name]]);
  if (Array.isArray(target.required)) for (const r of target.required) if (typeof r === "string") required.add(r);
  return { properties, required };
}

function bodyArgs(copier: DocumentSchemas, op: OperationRef, problems: OperationProblem[], work: Work) {
  const at: JsonPath = [...op.location, "requestBody"];
  const body = copier.target(op.operation.requestBody);
  if (!isRecord(body) || !isRecord(body.content)) return { args: [] as DerivedArg[], shape: undefined };
  const bodyAt = placeOf(op.operation.requestBody, at);
  const types = Object.keys(body.content);
  const mediaType =
    types.find((t) => mediaTypeOf(t) === "application/json") ??
    types.find(isJsonMediaType) ??
    types.find(isFormMediaType);
  if (mediaType === undefined) {
    if (types.length > 0)
      problems.push({
        path: [...bodyAt, "content"],
        message: `The request body of ${label(op)} is ${types.map((t) => `"${t}"`).join(", ")}: an openapi pack sends only a JSON ("application/json", "…+json") or form ("application/x-www-form-urlencoded") body, so this operation cannot be a command.`,
      });
    return { args: [] as DerivedArg[], shape: undefined };
  }
  const shape: RequestBodyShape = { mediaType, form: isFormMediaType(mediaType), required: body.required === true };
  const media = body.content[mediaType];
  const schemaAt: JsonPath = [...bodyAt, "content", mediaType, "schema"];
  const schema = isRecord(media) ? media.schema : undefined;
  if (schema === undefined) return { args: [] as DerivedArg[], shape };
  const parts = objectParts(copier, schema, schemaAt);
  if (!parts) {
    problems.push({
      path: schemaAt,
      message: `The ${shape.form ? "form" : "JSON"} body of ${label(op)} is not an object with properties (an "allOf" of objects is merged): its top-level properties are a command's arguments, so this operation cannot be a command.`,
    });
    return { args: [] as DerivedArg[], shape };
  }
  const args: DerivedArg[] = [];
  for (const [name, property, source] of parts.properties) {
    const target = copier.target(property);
    if ((isRecord(property) && property.readOnly === true) || (isRecord(target) && target.readOnly === true)) continue;
    const existing = args.findIndex((a) => a.name === name);
    const arg: DerivedArg = {
      name,
      in: shape.form ? "form" : "body",
      required: shape.required && parts.required.has(name),
      style: "form",
      explode: true,
      allowReserved: false,
      asJson: false,
      schema: argSchema(copier, property, undefined, work),
      source: placeOf(property, source),
    };
    // An allOf member repeating a property: both schemas apply.
    if (existing >= 0) {
      const before = args[existing] as DerivedArg;
      args[existing] = {
        ...before,
        required: before.required || arg.required,
        schema: { allOf: [before.schema, arg.schema], ...annotations(arg.schema) },
      };
    } else args.push(arg);
  }
  return { args, shape };
}

function annotations(schema: JsonRecord): JsonRecord {
  const out: JsonRecord = {};
  for (const key of ["type", "description", "examples"]) if (schema[key] !== undefined) out[key] = schema[key];
  return out;
}

export const label = (op: OperationRef) => (op.operationId ? `"${op.operationId}"` : `"${op.method} ${op.path}"`);

/** Derived arguments by operation object and path (a YAML alias may share one operation between paths). */
const derivedByOperation = new WeakMap<object, Map<string, { doc: unknown; derived: DerivedArgs }>>();

/**
 * The arguments of `op` in `doc`, its args schema and the problems that make it unusable (O005). Made once per
 * operation of a document: lints of the same text share the document value (and never change it).
 */
export function deriveArgs(doc: unknown, op: OperationRef, version: "3.0" | "3.1" | undefined): DerivedArgs {
  let byPath = derivedByOperation.get(op.operation);
  if (!byPath) {
    byPath = new Map();
    derivedByOperation.set(op.operation, byPath);
  }
  const key = `${op.method} ${op.path}\u0000${version}`;
  const known = byPath.get(key);
  if (known && known.doc === doc) return known.derived;
  const derived = derive(doc, op, version);
  byPath.set(key, { doc, derived });
  return derived;
}

function derive(doc: unknown, op: OperationRef, version: "3.0" | "3.1" | undefined): DerivedArgs {
  const copier = documentSchemas(doc, version);
  const work: Work = { budget: { left: maxCopiedSchemas }, refs: new Set() };
  const problems: OperationProblem[] = [];
  const args: DerivedArg[] = [];
  const seen = new Map<string, DerivedArg>();
  const add = (arg: DerivedArg) => {
    const first = seen.get(arg.name);
    if (first) {
      problems.push({
        path: arg.source,
        message: `"${arg.name}" is both ${placeWords(first)} and ${placeWords(arg)} of ${label(op)}: a command's arguments need one name each, so this operation cannot be a command.`,
      });
      return;
    }
    seen.set(arg.name, arg);
    args.push(arg);
  };
  for (const { param, source } of parametersOf(copier, op)) {
    if (param.in === "cookie") {
      problems.push({
        path: source,
        message: `"${param.name}" of ${label(op)} is a cookie parameter: an openapi pack sends no cookies (credentials are a runtime's job), so this operation cannot be a command.`,
      });
      continue;
    }
    if (param.in !== "path" && param.in !== "query" && param.in !== "header") continue; // O002's
    if (param.in === "header" && ignoredHeaders.has((param.name as string).toLowerCase())) continue;
    add(parameterArg(copier, param, source, work));
  }
  const body = bodyArgs(copier, op, problems, work);
  for (const arg of body.args) add(arg);
  const schema: JsonRecord = {
    type: "object",
    properties: Object.fromEntries(args.map((a) => [a.name, a.schema])),
    required: args.filter((a) => a.required).map((a) => a.name),
  };
  if (work.refs.size > 0) schema.$defs = copier.defsFor(work.refs);
  return { args, schema, body: body.shape, problems };
}

function placeWords(arg: DerivedArg): string {
  if (arg.in === "body") return "a property of the JSON body";
  if (arg.in === "form") return "a field of the form body";
  return `a ${arg.in} parameter`;
}
