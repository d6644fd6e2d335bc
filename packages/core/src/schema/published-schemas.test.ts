// The published schemas: draft 2020-12, an $id at the address served, core's descriptions (DECISIONS.md 1: $schema).
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { specExample } from "../testing/spec-example.js";
import { publishedSchema } from "./published-schemas.js";

describe("publishedSchema", () => {
  it.each([
    ["surface", "surface.json"],
    ["policy", "policy.json"],
  ] as const)("%s: $id, title and description, and the spec's example validates", (name, file) => {
    const schema = publishedSchema(name);
    expect(Object.keys(schema).slice(0, 3)).toEqual(["$schema", "$id", "title"]);
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(schema.$id).toBe(`urn:packstudio:schema:${name}`);
    expect(schema.description).toMatch(new RegExp(`^${file.replace(".", "\\.")}: `));
    const validate = new Ajv2020({ strict: false }).compile(schema);
    const doc = JSON.parse(specExample("ledger")[file] ?? "");
    expect(validate({ $schema: `http://localhost:3000/schema/${file}`, ...doc }), JSON.stringify(validate.errors)).toBe(
      true,
    );
  });
});
