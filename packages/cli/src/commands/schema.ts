// packstudio schema: print the JSON Schema of surface.json or policy.json (core's, as the studio publishes it).
import { type PublishedSchemaName, publishedSchema, publishedSchemaNames, studioRoutes } from "@packstudio/core";
import { parseArgs } from "../args.js";
import { type CliIO, EXIT_OK, UsageError } from "../io.js";
import { defaultServer } from "../share-link.js";

export const schemaHelp = `Usage: packstudio schema surface|policy

Print the JSON Schema (draft 2020-12) of surface.json or policy.json: field names, enum values and
descriptions, for editors that complete JSON from a schema. A studio serves the same schema at
${studioRoutes.schema("surface.json")} and ${studioRoutes.schema("policy.json")}, so a file can name it on its first line:

  { "$schema": "${defaultServer}${studioRoutes.schema("surface.json")}", "id": "...", ... }

or save the output beside your packs and point your editor at it (VS Code: "json.schemas").

Exit status: 0 printed, 2 usage error.`;

export async function schema(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parseArgs("schema", argv, { values: [], flags: [] });
  if (args.flags.has("help")) {
    io.stdout(`${schemaHelp}\n`);
    return EXIT_OK;
  }
  const [name, ...extra] = args.positionals;
  if (!publishedSchemaNames.includes(name as PublishedSchemaName) || extra.length)
    throw new UsageError(
      `schema takes one name: surface or policy${name ? `, not "${name}"` : ""}. See: packstudio schema --help`,
    );
  io.stdout(`${JSON.stringify(publishedSchema(name as PublishedSchemaName), null, 2)}\n`);
  return EXIT_OK;
}
