// packstudio schema: print the JSON Schema of surface.json or policy.json (core's, as the studio publishes it).
import { type PublishedSchemaName, publishedSchema, publishedSchemaNames } from "@packstudio/core";
import { parseArgs } from "../args.js";
import { type CliIO, EXIT_OK, UsageError } from "../io.js";
import { defaultServer, serverBase } from "../share-link.js";

export const schemaHelp = `Usage: packstudio schema surface|policy [--server URL]

Print the JSON Schema (draft 2020-12) of surface.json or policy.json: field names, enum values and
descriptions, for editors that complete JSON from a schema. Its $id is URL/schema/<name>.json, where a
studio serves the same schema, so a file can name it on its first line:

  { "$schema": "${defaultServer}/schema/surface.json", "id": "...", ... }

  --server URL   the studio the $id names (default ${defaultServer})

Exit status: 0 printed, 2 usage error.`;

export async function schema(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parseArgs("schema", argv, { values: ["server"], flags: [] });
  if (args.flags.has("help")) {
    io.stdout(`${schemaHelp}\n`);
    return EXIT_OK;
  }
  const [name, ...extra] = args.positionals;
  if (!publishedSchemaNames.includes(name as PublishedSchemaName) || extra.length)
    throw new UsageError(
      `schema takes one name: surface or policy${name ? `, not "${name}"` : ""}. See: packstudio schema --help`,
    );
  const base = serverBase(args.options.server ?? defaultServer);
  io.stdout(`${JSON.stringify(publishedSchema(name as PublishedSchemaName, base), null, 2)}\n`);
  return EXIT_OK;
}
