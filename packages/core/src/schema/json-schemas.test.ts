// The JSON Schemas for editors, generated from zod: valid examples validate, the broken one does not.
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { specExample } from "../testing/spec-example.js";
import { policyJsonSchema, surfaceJsonSchema } from "./json-schemas.js";

const ajv = new Ajv2020({ strict: false, allErrors: true });
const read = (pack: string, file: string) => JSON.parse(specExample(pack)[file]!);

describe("generated JSON Schemas", () => {
  const surface = ajv.compile(surfaceJsonSchema);
  const policy = ajv.compile(policyJsonSchema);

  it.each(["ledger", "notes-project"])("%s validates", (pack) => {
    expect(surface(read(pack, "surface.json")), JSON.stringify(surface.errors)).toBe(true);
    expect(policy(read(pack, "policy.json")), JSON.stringify(policy.errors)).toBe(true);
  });

  it("broken does not", () => {
    expect(surface(read("broken", "surface.json"))).toBe(false);
    expect(policy(read("broken", "policy.json"))).toBe(false);
  });

  it("carries the manifest's defaults and descriptions for hover docs", () => {
    const props = surfaceJsonSchema.properties as Record<string, { default?: unknown; description?: string }>;
    expect(props.kind?.default).toBe("composite");
    expect(props.plane?.default).toBe("runtime");
    expect(props.cliBin?.description).toContain("first token");
    expect(JSON.stringify(surfaceJsonSchema)).toContain('"default":["--json"]');
  });
});
