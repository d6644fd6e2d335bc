// resolveRef: internal references only, RFC 6901 pointers in a URI fragment (DECISIONS 14).
import { describe, expect, it } from "vitest";
import { refSegments, resolveRef } from "./resolve-ref.js";

const doc = {
  components: {
    schemas: { Card: { type: "object" }, "a/b": { const: 1 }, "m~n": { const: 2 }, "with space": { const: 3 } },
    parameters: { list: [{ name: "first" }, { name: "second" }] },
  },
  paths: { "/boards/{id}": { get: { operationId: "x" } } },
};

describe("resolveRef", () => {
  it.each([
    ["#/components/schemas/Card", { type: "object" }],
    ["#", doc],
    ["#/components/schemas/a~1b", { const: 1 }],
    ["#/components/schemas/m~0n", { const: 2 }],
    ["#/components/schemas/with%20space", { const: 3 }],
    ["#/paths/~1boards~1%7Bid%7D/get", { operationId: "x" }],
    ["#/components/parameters/list/1", { name: "second" }],
  ])("%s resolves", (ref, expected) => {
    expect(resolveRef(doc, ref)).toEqual(expected);
  });

  it.each([
    ["https://example.com/schemas.yaml#/Card"],
    ["other.yaml#/components/schemas/Card"],
    ["#/components/schemas/Missing"],
    ["#/components/parameters/list/2"],
    ["#/components/parameters/list/01"],
    ["#/components/parameters/list/-1"],
    ["#components"],
    ["#/components/schemas/m~2n"],
    ["#/components/%E0%A4%A"],
    ["#/components/schemas/Card/type/length"],
    ["#/__proto__"],
    ["#/components/constructor"],
  ])("%s names nothing", (ref) => {
    expect(resolveRef(doc, ref)).toBeUndefined();
  });

  it("ends on a cycle of references: it never follows one", () => {
    const cyclic = { a: { $ref: "#/b" }, b: { $ref: "#/a" } };
    expect(resolveRef(cyclic, "#/a")).toEqual({ $ref: "#/b" });
  });

  it("splits a fragment into segments", () => {
    expect(refSegments("#/a~1b/c~0d/0")).toEqual(["a/b", "c~d", "0"]);
    expect(refSegments("#")).toEqual([]);
    expect(refSegments("x#/a")).toBeUndefined();
  });
});
