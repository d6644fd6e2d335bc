// A verb's `args` narrowing its operation's (DECISIONS 14): fewer, tighter, described; both checked; widening said (O006).
import { describe, expect, it } from "vitest";
import type { JsonRecord } from "../pack/json-value.js";
import { argsValidator } from "../projection/args-validator.js";
import { deriveArgs } from "./derive-args.js";
import { narrowArgs } from "./narrow-args.js";
import { findOperation } from "./operations.js";

const doc = {
  paths: {
    "/s": {
      get: {
        operationId: "search",
        parameters: [
          { name: "q", in: "query", required: true, schema: { type: "string", minLength: 1, maxLength: 50 } },
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100 } },
          { name: "sort", in: "query", schema: { type: "string", enum: ["new", "old"] } },
          {
            name: "tags",
            in: "query",
            schema: { type: "array", items: { type: "string", maxLength: 10 }, maxItems: 5 },
          },
          { name: "level", in: "query", schema: { $ref: "#/components/schemas/Level" } },
        ],
      },
    },
  },
  components: { schemas: { Level: { type: "number", exclusiveMaximum: 10 } } },
};

function narrow(args: JsonRecord | undefined) {
  const found = findOperation(doc, "search");
  if (!found.ok) throw new Error(found.message);
  return narrowArgs("find", "search", deriveArgs(doc, found.operation, "3.1"), args);
}

const q = { type: "string", description: "Words", examples: ["a"] };

describe("narrowing", () => {
  it("without args the derived schema is the command's", () => {
    const n = narrow(undefined);
    expect(Object.keys(n.schema.properties as JsonRecord)).toEqual(["q", "limit", "sort", "tags", "level"]);
    expect(n.problems).toEqual([]);
  });

  it("fewer properties; annotations merge flat; constraints check both schemas", () => {
    const n = narrow({ type: "object", properties: { q, limit: { type: "integer", maximum: 20, "x-position": 0 } } });
    expect(n.problems).toEqual([]);
    const props = n.schema.properties as JsonRecord;
    expect(Object.keys(props)).toEqual(["q", "limit"]);
    expect(props.q).toEqual({ type: "string", minLength: 1, maxLength: 50, description: "Words", examples: ["a"] });
    expect(props.limit).toMatchObject({ type: "integer", maximum: 20, "x-position": 0 });
    expect(n.schema.required).toEqual(["q"]);
    const v = argsValidator(n.schema);
    expect(v.validate({ q: "x", limit: 20 })).toEqual([]);
    expect(v.validate({ q: "x", limit: 21 }).length).toBeGreaterThan(0); // the narrowing's bound
    expect(v.validate({ q: "", limit: 2 }).length).toBeGreaterThan(0); // the operation's minLength
    expect(v.validate({ q: "x", limit: 0 }).length).toBeGreaterThan(0); // the operation's minimum
  });

  it("leaving out a constraint is not widening (the operation's still applies)", () => {
    const n = narrow({ properties: { q, limit: { description: "How many", examples: [5] } } });
    expect(n.problems).toEqual([]);
    expect(argsValidator(n.schema).validate({ q: "x", limit: 500 }).length).toBeGreaterThan(0);
  });
});

describe("O005 and O006 of a narrowing", () => {
  it.each<[string, JsonRecord, { code: string; path: (string | number)[]; words: string }[]]>([
    [
      "an argument the operation lacks",
      { properties: { q, qq: { type: "string" } } },
      [
        {
          code: "O005",
          path: ["verbs", "find", "args", "properties", "qq"],
          words: '"qq" is not an argument of operation "search"',
        },
      ],
    ],
    [
      "a close name is suggested",
      { properties: { q, limt: { type: "integer" } } },
      [{ code: "O005", path: ["verbs", "find", "args", "properties", "limt"], words: 'did you mean "limit"' }],
    ],
    [
      "required names an unknown argument",
      { properties: { q }, required: ["q", "nope"] },
      [{ code: "O005", path: ["verbs", "find", "args", "required", 1], words: '"nope"' }],
    ],
    [
      "another type",
      { properties: { q: { ...q, type: "integer" } } },
      [
        {
          code: "O006",
          path: ["verbs", "find", "args", "properties", "q"],
          words: 'type "integer" where the operation takes "string"',
        },
      ],
    ],
    ["integer inside number is narrowing", { properties: { q, level: { type: "integer" } } }, []],
    [
      "an enum value outside the operation's",
      { properties: { q, sort: { type: "string", enum: ["new", "best"] } } },
      [{ code: "O006", path: ["verbs", "find", "args", "properties", "sort"], words: '"best", not among' }],
    ],
    [
      "a const outside the enum",
      { properties: { q, sort: { const: "top" } } },
      [{ code: "O006", path: ["verbs", "find", "args", "properties", "sort"], words: '"top"' }],
    ],
    [
      "an upper bound over the operation's",
      { properties: { q, limit: { maximum: 500 } } },
      [
        {
          code: "O006",
          path: ["verbs", "find", "args", "properties", "limit"],
          words: "values at most 500 where the operation allows at most 100",
        },
      ],
    ],
    [
      "a lower bound under the operation's",
      { properties: { q, limit: { minimum: 0 } } },
      [{ code: "O006", path: ["verbs", "find", "args", "properties", "limit"], words: "values at least 0" }],
    ],
    [
      "an inclusive bound at an exclusive one (through a $ref)",
      { properties: { q, level: { maximum: 10 } } },
      [
        {
          code: "O006",
          path: ["verbs", "find", "args", "properties", "level"],
          words: "values at most 10 where the operation allows under 10",
        },
      ],
    ],
    [
      "a length",
      { properties: { q: { ...q, maxLength: 51 } } },
      [{ code: "O006", path: ["verbs", "find", "args", "properties", "q"], words: "lengths at most 51" }],
    ],
    [
      "array items and counts",
      { properties: { q, tags: { maxItems: 6, items: { maxLength: 11 } } } },
      [{ code: "O006", path: ["verbs", "find", "args", "properties", "tags"], words: "item counts at most 6" }],
    ],
    [
      "tighter bounds are fine",
      { properties: { q: { ...q, minLength: 2, maxLength: 20 }, limit: { minimum: 5, maximum: 10 } } },
      [],
    ],
    [
      "leaving out a required argument",
      { properties: { limit: { description: "n", examples: [1] } } },
      [{ code: "O006", path: ["verbs", "find", "args", "properties"], words: 'leaves out "q"' }],
    ],
  ])("%s", (_name, args, expected) => {
    const n = narrow(args);
    expect(n.problems.map((p) => ({ code: p.code, path: p.path }))).toEqual(
      expected.map(({ code, path }) => ({ code, path })),
    );
    for (const [i, e] of expected.entries()) expect(n.problems[i]?.message).toContain(e.words);
  });

  it("a left-out required argument stays in the schema, required", () => {
    const n = narrow({ properties: { limit: { description: "n", examples: [1] } } });
    expect(Object.keys(n.schema.properties as JsonRecord)).toEqual(["limit", "q"]);
    expect(n.schema.required).toEqual(["q"]);
  });
});

describe("hostile narrowings stay fast", () => {
  it("a 20,000-value enum against the operation's 20,000 values compares in linear time", () => {
    const values = Array.from({ length: 20_000 }, (_, i) => `v${i}`);
    const doc20k = {
      paths: {
        "/e": {
          get: { operationId: "e", parameters: [{ name: "v", in: "query", schema: { type: "string", enum: values } }] },
        },
      },
    };
    const found = findOperation(doc20k, "e");
    if (!found.ok) throw new Error(found.message);
    const n = narrowArgs("pick", "e", deriveArgs(doc20k, found.operation, "3.1"), {
      properties: { v: { enum: [...values, "extra"] } },
    });
    expect(n.problems.map((p) => p.code)).toEqual(["O006"]);
    expect(n.problems[0]?.message).toContain(`"extra", not among the operation's values "v0", "v1"`);
    expect(n.problems[0]?.message).toContain("and 19992 more");
  });
});
