// The JSON Schemas the studio publishes at /schema/<name>.json and `packstudio schema` prints: core's, with an $id.
import { policyJsonSchema, surfaceJsonSchema } from "./json-schemas.js";

export const publishedSchemaNames = ["surface", "policy"] as const;
export type PublishedSchemaName = (typeof publishedSchemaNames)[number];

const titles: Record<PublishedSchemaName, string> = { surface: "surface.json", policy: "policy.json" };

/**
 * The schema of `surface.json` or `policy.json` as published by the studio at `base` (its origin, no trailing
 * slash): its `$id` is the address it is served at, so a file's `"$schema"` line and the `$id` agree.
 */
export function publishedSchema(name: PublishedSchemaName, base: string): Record<string, unknown> {
  const { $schema, ...rest } = name === "surface" ? surfaceJsonSchema : policyJsonSchema;
  return { $schema, $id: `${base}/schema/${name}.json`, title: titles[name], ...rest };
}
