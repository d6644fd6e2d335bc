// The arguments derived from an operation (DECISIONS 14, "Arguments"): parameters, JSON and form bodies, problems.
import { describe, expect, it } from "vitest";
import type { JsonRecord } from "../pack/json-value.js";
import { argsValidator } from "../projection/args-validator.js";
import { deriveArgs } from "./derive-args.js";
import { findOperation } from "./operations.js";

function derive(op: JsonRecord, extra: JsonRecord = {}, version: "3.0" | "3.1" = "3.1") {
  const doc = { openapi: `${version}.0`, paths: { "/b/{id}": { post: { operationId: "op", ...op } } }, ...extra };
  const found = findOperation(doc, "op");
  if (!found.ok) throw new Error(found.message);
  return deriveArgs(doc, found.operation, version);
}

const id = {
  name: "id",
  in: "path",
  required: true,
  description: "Board id",
  example: "b-1",
  schema: { type: "string" },
};
const json = (schema: JsonRecord, required = true) => ({ required, content: { "application/json": { schema } } });

describe("derived arguments", () => {
  it("parameters then body properties; required from both; descriptions and examples", () => {
    const d = derive({
      parameters: [
        id,
        { name: "dry", in: "query", schema: { type: "boolean", description: "From the schema", examples: [true] } },
      ],
      requestBody: json({
        type: "object",
        required: ["title"],
        properties: { title: { type: "string", example: "T" }, note: { type: "string" } },
      }),
    });
    expect(d.problems).toEqual([]);
    expect(d.schema).toEqual({
      type: "object",
      properties: {
        id: { type: "string", description: "Board id", examples: ["b-1"] },
        dry: { type: "boolean", description: "From the schema", examples: [true] },
        title: { type: "string", examples: ["T"] },
        note: { type: "string" },
      },
      required: ["id", "title"],
    });
    expect(d.args.map((a) => [a.name, a.in])).toEqual([
      ["id", "path"],
      ["dry", "query"],
      ["title", "body"],
      ["note", "body"],
    ]);
    expect(d.body).toEqual({ mediaType: "application/json", form: false, required: true });
  });

  it("an optional body makes its properties optional", () => {
    const d = derive({
      requestBody: json({ type: "object", required: ["a"], properties: { a: { type: "string" } } }, false),
    });
    expect(d.schema.required).toEqual([]);
  });

  it("an allOf of objects is merged; readOnly properties are left out; $refs go to $defs", () => {
    const d = derive(
      {
        requestBody: json({
          allOf: [
            { $ref: "#/components/schemas/Base" },
            { type: "object", required: ["b"], properties: { b: { $ref: "#/components/schemas/Level" } } },
          ],
        }),
      },
      {
        components: {
          schemas: {
            Base: {
              type: "object",
              required: ["a", "id"],
              properties: { id: { type: "string", readOnly: true }, a: { type: "string" } },
            },
            Level: { type: "integer", minimum: 1, description: "How much" },
          },
        },
      },
    );
    expect(Object.keys(d.schema.properties as JsonRecord)).toEqual(["a", "b"]);
    expect(d.schema.required).toEqual(["a", "b"]);
    expect((d.schema.properties as JsonRecord).b).toEqual({
      type: "integer",
      $ref: "#/$defs/components.schemas.Level",
      description: "How much",
    });
    expect(d.schema.$defs).toEqual({
      "components.schemas.Level": { type: "integer", minimum: 1, description: "How much" },
    });
    const validate = argsValidator(d.schema);
    expect(validate.validate({ a: "x", b: 2 })).toEqual([]);
    expect(validate.validate({ a: "x", b: 0 }).length).toBeGreaterThan(0);
  });

  it("a circular schema stays finite and checks", () => {
    const d = derive(
      { requestBody: json({ type: "object", properties: { node: { $ref: "#/components/schemas/Node" } } }) },
      {
        components: {
          schemas: {
            Node: {
              type: "object",
              properties: { next: { $ref: "#/components/schemas/Node" }, v: { type: "string" } },
            },
          },
        },
      },
    );
    const validate = argsValidator(d.schema);
    expect(validate.validate({ node: { next: { next: { v: "a" } } } })).toEqual([]);
    expect(validate.validate({ node: { next: { v: 1 } } }).length).toBeGreaterThan(0);
  });

  it("a $ref parameter and a path-level one; the operation's replaces the path item's", () => {
    const doc = {
      paths: {
        "/b/{id}": {
          parameters: [
            { $ref: "#/components/parameters/Id" },
            { name: "q", in: "query", description: "item level", schema: { type: "string" } },
          ],
          get: {
            operationId: "op",
            parameters: [{ name: "q", in: "query", description: "op level", schema: { type: "string" } }],
          },
        },
      },
      components: { parameters: { Id: id } },
    };
    const found = findOperation(doc, "op");
    if (!found.ok) throw new Error();
    const d = deriveArgs(doc, found.operation, "3.1");
    expect(d.args.map((a) => [a.name, a.schema.description, a.source])).toEqual([
      ["id", "Board id", ["components", "parameters", "Id"]],
      ["q", "op level", ["paths", "/b/{id}", "get", "parameters", 0]],
    ]);
  });

  it("OpenAPI 3.0: nullable and boolean exclusive bounds become 2020-12's", () => {
    const d = derive(
      {
        parameters: [
          { name: "n", in: "query", schema: { type: "integer", nullable: true, minimum: 0, exclusiveMinimum: true } },
        ],
      },
      {},
      "3.0",
    );
    expect((d.schema.properties as JsonRecord).n).toEqual({ type: ["integer", "null"], exclusiveMinimum: 0 });
  });

  it("a pattern no linear-time engine runs is left out of the local check", () => {
    const d = derive({ parameters: [{ name: "p", in: "query", schema: { type: "string", pattern: "^(?=a)a+$" } }] });
    expect((d.schema.properties as JsonRecord).p).toEqual({ type: "string" });
  });

  it("a form body gives its properties and is marked form", () => {
    const d = derive({
      requestBody: {
        content: {
          "application/x-www-form-urlencoded": { schema: { type: "object", properties: { a: { type: "string" } } } },
        },
      },
    });
    expect(d.args.map((a) => [a.name, a.in])).toEqual([["a", "form"]]);
    expect(d.body?.form).toBe(true);
  });

  it("JSON is chosen over other media types; +json counts as JSON", () => {
    const d = derive({
      requestBody: {
        content: {
          "multipart/form-data": {},
          "application/merge-patch+json": { schema: { type: "object", properties: { a: {} } } },
        },
      },
    });
    expect(d.problems).toEqual([]);
    expect(d.body?.mediaType).toBe("application/merge-patch+json");
  });
});

describe("operations that cannot be commands (O005)", () => {
  it.each<[string, JsonRecord, (string | number)[], string]>([
    [
      "a cookie parameter",
      { parameters: [{ name: "sid", in: "cookie", schema: {} }] },
      ["paths", "/b/{id}", "post", "parameters", 0],
      "cookie parameter",
    ],
    [
      "a name used by two parameters",
      { parameters: [id, { name: "id", in: "query", schema: {} }] },
      ["paths", "/b/{id}", "post", "parameters", 1],
      '"id" is both a path parameter and a query parameter',
    ],
    [
      "a parameter and a body property",
      { parameters: [id], requestBody: json({ type: "object", properties: { id: { type: "string" } } }) },
      ["paths", "/b/{id}", "post", "requestBody", "content", "application/json", "schema", "properties", "id"],
      "a property of the JSON body",
    ],
    [
      "a multipart body",
      { requestBody: { content: { "multipart/form-data": { schema: {} } } } },
      ["paths", "/b/{id}", "post", "requestBody", "content"],
      '"multipart/form-data"',
    ],
    [
      "a JSON body that is no object",
      { requestBody: json({ type: "array", items: {} }) },
      ["paths", "/b/{id}", "post", "requestBody", "content", "application/json", "schema"],
      "not an object",
    ],
  ])("%s", (_name, op, path, words) => {
    const d = derive(op);
    expect(d.problems.map((p) => p.path)).toEqual([path]);
    expect(d.problems[0]?.message).toContain(words);
  });
});

describe("hostile documents stay bounded", () => {
  it("a chain of 100,000 $refs is copied without recursion (no stack overflow)", () => {
    const schemas: JsonRecord = {};
    for (let i = 0; i < 100_000; i++)
      schemas[`a${i}`] = { type: "object", properties: { next: { $ref: `#/components/schemas/a${i + 1}` } } };
    schemas.a100000 = { type: "string" };
    const d = derive(
      { requestBody: json({ type: "object", properties: { head: { $ref: "#/components/schemas/a0" } } }) },
      { components: { schemas } },
    );
    const defs = d.schema.$defs as JsonRecord;
    // The command carries what its budget allows; the rest of the chain is {} (the API still checks it).
    expect(Object.keys(defs).length).toBeLessThanOrEqual(5_000);
    expect(argsValidator(d.schema).validate({ head: { next: { next: {} } } })).toEqual([]);
  });

  it("a component of 50,000 properties shared by operations: each command's copy is bounded", () => {
    const properties: JsonRecord = {};
    for (let i = 0; i < 50_000; i++) properties[`p${i}`] = { type: "string" };
    const doc = {
      paths: {
        "/a": {
          post: {
            operationId: "a",
            requestBody: json({ type: "object", properties: { big: { $ref: "#/components/schemas/Big" } } }),
          },
        },
        "/b": {
          post: {
            operationId: "b",
            requestBody: json({ type: "object", properties: { big: { $ref: "#/components/schemas/Big" } } }),
          },
        },
      },
      components: { schemas: { Big: { type: "object", properties } } },
    };
    const [a, b] = ["a", "b"].map((name) => {
      const found = findOperation(doc, name);
      if (!found.ok) throw new Error(found.message);
      return deriveArgs(doc, found.operation, "3.1");
    });
    if (!a || !b) throw new Error("two operations expected");
    const big = (a.schema.$defs as JsonRecord)["components.schemas.Big"] as { properties: JsonRecord };
    expect(Object.keys(big.properties)).toHaveLength(50_000);
    expect(Object.values(big.properties).filter((p) => Object.keys(p as JsonRecord).length > 0).length).toBeLessThan(
      5_000,
    );
    // The same component is the same copy, under the same key, for every command.
    expect((b.schema.$defs as JsonRecord)["components.schemas.Big"]).toBe(big);
  });

  it("a $defs key comes from the reference, whatever was bound before", () => {
    const d = derive(
      {
        requestBody: json({
          type: "object",
          properties: { a: { $ref: "#/components/schemas/A%20B" }, c: { $ref: "#/components/schemas/C" } },
        }),
      },
      { components: { schemas: { "A B": { type: "string" }, C: { type: "integer" } } } },
    );
    const props = d.schema.properties as Record<string, JsonRecord>;
    expect(props.c?.$ref).toBe("#/$defs/components.schemas.C");
    expect(props.a?.$ref).toMatch(/^#\/\$defs\/ref-[0-9a-f]{8}$/);
    expect(argsValidator(d.schema).validate({ a: "x", c: 1 })).toEqual([]);
    expect(argsValidator(d.schema).validate({ a: 1, c: "x" }).length).toBeGreaterThan(0);
  });
});
