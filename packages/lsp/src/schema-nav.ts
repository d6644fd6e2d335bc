// Walking core's JSON Schemas (generated from zod) to the schemas of a JSON path: field names, enums, descriptions.
import { policyJsonSchema, surfaceJsonSchema } from "@packstudio/core";
import type { JSONPath } from "jsonc-parser";

export type Schema = Record<string, unknown>;

const isSchema = (v: unknown): v is Schema => typeof v === "object" && v !== null && !Array.isArray(v);

/** The schema of a pack file by its path, if it has one. */
export function schemaOfFile(path: string): Schema | undefined {
  if (path === "surface.json") return surfaceJsonSchema as Schema;
  if (path === "policy.json") return policyJsonSchema as Schema;
  return undefined;
}

function resolveRef(root: Schema, ref: string): Schema | undefined {
  if (!ref.startsWith("#")) return undefined;
  let at: unknown = root;
  for (const raw of ref.slice(1).split("/").filter(Boolean)) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    at = isSchema(at) ? at[key] : undefined;
  }
  return isSchema(at) ? at : undefined;
}

/** A schema and the schemas it stands for ($ref, anyOf, oneOf, allOf), flattened; bounded against cycles. */
function expand(root: Schema, schema: Schema, out: Schema[] = [], depth = 0): Schema[] {
  if (depth > 8) return out;
  out.push(schema);
  if (typeof schema.$ref === "string") {
    const target = resolveRef(root, schema.$ref);
    if (target) expand(root, target, out, depth + 1);
  }
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    const list = schema[key];
    if (Array.isArray(list)) for (const s of list) if (isSchema(s)) expand(root, s, out, depth + 1);
  }
  return out;
}

function step(schema: Schema, segment: string | number): Schema | undefined {
  if (typeof segment === "number") {
    const prefix = schema.prefixItems;
    if (Array.isArray(prefix) && isSchema(prefix[segment])) return prefix[segment] as Schema;
    return isSchema(schema.items) ? schema.items : undefined;
  }
  const properties = schema.properties;
  if (isSchema(properties) && isSchema(properties[segment])) return properties[segment] as Schema;
  return isSchema(schema.additionalProperties) ? schema.additionalProperties : undefined;
}

/** The schemas that apply at `path` in a document of schema `root`. */
export function schemasAt(root: Schema, path: JSONPath): Schema[] {
  let current = expand(root, root);
  for (const segment of path) {
    const next: Schema[] = [];
    for (const s of current) {
      const child = step(s, segment);
      if (child) expand(root, child, next);
    }
    current = next;
    if (current.length === 0) break;
  }
  return current;
}

export interface FieldInfo {
  name: string;
  description: string | undefined;
}

/** The named properties the schemas at an object's path declare. */
export function fieldsAt(root: Schema, path: JSONPath): FieldInfo[] {
  const fields = new Map<string, FieldInfo>();
  for (const s of schemasAt(root, path)) {
    if (!isSchema(s.properties)) continue;
    for (const [name, child] of Object.entries(s.properties)) {
      if (fields.has(name)) continue;
      fields.set(name, { name, description: isSchema(child) ? descriptionOf(expand(root, child)) : undefined });
    }
  }
  return [...fields.values()];
}

export function descriptionOf(schemas: readonly Schema[]): string | undefined {
  for (const s of schemas) if (typeof s.description === "string") return s.description;
  return undefined;
}

/** The values a schema allows by name: enum members, consts, booleans. */
export function valuesAt(root: Schema, path: JSONPath): unknown[] {
  const values: unknown[] = [];
  const add = (v: unknown) => {
    if (!values.some((x) => JSON.stringify(x) === JSON.stringify(v))) values.push(v);
  };
  for (const s of schemasAt(root, path)) {
    if (Array.isArray(s.enum)) for (const v of s.enum) add(v);
    if ("const" in s) add(s.const);
    if (s.type === "boolean") for (const v of [true, false]) add(v);
  }
  return values;
}
