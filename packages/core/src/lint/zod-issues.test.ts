// Tests of running the zod schemas over raw values: issue kinds, paths, defaults and descriptions.
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { policySchema } from "../schema/policy.js";
import { surfaceSchema } from "../schema/surface.js";
import { describeSchema, fieldName, formatValue, schemaAt, schemaIssues } from "./zod-issues.js";

describe("schemaIssues", () => {
  it("a default never hides a missing field nor invents one", () => {
    expect(schemaIssues(surfaceSchema, { id: "x", wrap: { bin: "b", workspace: {} } })).toEqual([]);
    expect(schemaIssues(policySchema, { surface_id: "x", stimuli: { r: {} } })).toEqual([]);
  });
  it("kinds: missing, enum, type, unknown key", () => {
    const issues = schemaIssues(surfaceSchema, {
      kind: "wrapp",
      transports: "cli",
      color: 1,
      verbs: { a: { preview: {} } },
    });
    expect(issues).toEqual([
      { kind: "missing", path: ["id"], expected: "a string" },
      { kind: "enum", path: ["kind"], value: "wrapp", allowed: ["wrap", "composite", "openapi", "sense_only"] },
      {
        kind: "type",
        path: ["transports"],
        value: "cli",
        expected: 'a list of "cli", "json_exec" or "mcp"',
        element: expect.anything(),
      },
      {
        kind: "missing",
        path: ["verbs", "a", "preview", "kind"],
        expected: expect.stringContaining('one of "message"'),
      },
      expect.objectContaining({
        kind: "unknown_key",
        path: [],
        key: "color",
        known: expect.arrayContaining(["cliBin"]),
      }),
    ]);
  });
  it("a template union given a list points at the bad items", () => {
    const issues = schemaIssues(surfaceSchema, {
      id: "x",
      verbs: { a: { title: { done: ["ok", 3, "{{x}}", null], live: 5 } } },
    });
    expect(issues.map((i) => [i.path, "expected" in i && i.expected])).toEqual([
      [["verbs", "a", "title", "live"], "a template string or a list of template strings"],
      [["verbs", "a", "title", "done", 1], "a template string"],
      [["verbs", "a", "title", "done", 3], "a template string"],
    ]);
  });
  it("a non-object root is one type issue at the root", () => {
    expect(schemaIssues(policySchema, [1])).toEqual([{ kind: "type", path: [], value: [1], expected: "an object" }]);
  });
  it("odd values do not throw", () => {
    const proto = JSON.parse('{"__proto__": {"id": 1}, "constructor": 2}');
    expect(() => schemaIssues(surfaceSchema, proto)).not.toThrow();
    expect(schemaIssues(surfaceSchema, undefined)).toHaveLength(1);
  });
});

describe("schemaAt and describeSchema", () => {
  it("walks objects, records and arrays through optional and default", () => {
    expect(describeSchema(schemaAt(surfaceSchema, ["wrap", "workspace", "mode"]))).toBe(
      'one of "none", "project", "workspace" or "ephemeral"',
    );
    expect(describeSchema(schemaAt(surfaceSchema, ["verbs", "x", "cli"]))).toBe("a list of strings");
    expect(describeSchema(schemaAt(surfaceSchema, ["pass_through", "maxArgv"]))).toBe("a number");
    expect(schemaAt(surfaceSchema, ["id", "deeper"])).toBeUndefined();
    expect(schemaAt(surfaceSchema, ["nope"])).toBeUndefined();
    expect(describeSchema(z.literal("object"))).toBe('"object"');
    expect(describeSchema(undefined)).toBe("a valid value");
  });
});

describe("formatting", () => {
  it("fieldName", () => {
    expect(fieldName(["verbs", "send", "cli", 3])).toBe("verbs.send.cli[3]");
    expect(fieldName([])).toBe("");
  });
  it("formatValue", () => {
    expect(formatValue("grpc")).toBe('"grpc"');
    expect(formatValue(7)).toBe("7 (a number)");
    expect(formatValue(null)).toBe("null");
    expect(formatValue([1])).toBe("[1] (a list)");
    expect(formatValue({ a: 1 })).toBe('{"a":1} (an object)');
    expect(formatValue("x".repeat(100))).toHaveLength(58);
  });
});
