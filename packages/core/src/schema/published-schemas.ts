// The JSON Schemas the studio publishes at /schema/<name>.json and `packstudio schema` prints: core's, with an $id.
import { policyJsonSchema, surfaceJsonSchema } from "./json-schemas.js";

export const publishedSchemaNames = ["surface", "policy"] as const;
export type PublishedSchemaName = (typeof publishedSchemaNames)[number];

const titles: Record<PublishedSchemaName, string> = { surface: "surface.json", policy: "policy.json" };

/**
 * A schema's `$id`: a URN, the same wherever a studio runs and whatever host name it is reached by, so every
 * copy (each studio's /schema/<name>.json, `packstudio schema`) is the same bytes (docs/decisions.md).
 */
export function publishedSchemaId(name: PublishedSchemaName): string {
  return `urn:packstudio:schema:${name}`;
}

/** The schema of `surface.json` or `policy.json` as the studio serves it and the CLI prints it. */
export function publishedSchema(name: PublishedSchemaName): Record<string, unknown> {
  const { $schema, ...rest } = name === "surface" ? surfaceJsonSchema : policyJsonSchema;
  return { $schema, $id: publishedSchemaId(name), title: titles[name], ...rest };
}
