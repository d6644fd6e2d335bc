// checkRequest: what the API would refuse that the arguments allowed (DECISIONS 14, dry-run).
import { describe, expect, it } from "vitest";
import { checkRequest } from "./check-request.js";
import type { HttpRequest } from "./request.js";

const doc = {
  components: {
    schemas: {
      NewPet: { type: "object", required: ["name"], properties: { name: { type: "string" }, tag: { type: "string" } } },
      Pet: {
        allOf: [{ $ref: "#/components/schemas/NewPet" }, { required: ["id"], properties: { id: { readOnly: true } } }],
      },
    },
  },
};
const operation = {
  requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } } },
  responses: {},
};
const request = (body: unknown, type = "application/json"): HttpRequest => ({
  method: "POST",
  url: "https://x/pets",
  headers: body === null ? {} : { "Content-Type": type },
  body,
});
const at = { operation, path: "/pets", pathParameters: [] };

describe("checkRequest", () => {
  it("passes a request the document allows, and one without a body", () => {
    expect(checkRequest(doc, at, request({ name: "Rex" }))).toBeUndefined();
    expect(checkRequest(doc, at, request(null))).toBeUndefined();
  });

  it("refuses a body sent without a property its schema requires (allOf members too; readOnly ones never)", () => {
    expect(checkRequest(doc, at, request({ tag: "dog" }))).toMatchObject({
      code: "missing_argument",
      names: ["name"],
      message: expect.stringContaining("required in the request body"),
    });
  });

  it("reads a form body's names", () => {
    const form = {
      requestBody: {
        content: { "application/x-www-form-urlencoded": { schema: { required: ["q"], properties: { q: {} } } } },
      },
    };
    const sent = { ...request("q=1", "application/x-www-form-urlencoded") };
    expect(checkRequest(doc, { ...at, operation: form }, sent)).toBeUndefined();
    expect(checkRequest(doc, { ...at, operation: form }, { ...sent, body: "r=1" })).toMatchObject({ names: ["q"] });
  });

  it("says when a path placeholder has no parameter to fill it", () => {
    expect(checkRequest(doc, { ...at, path: "/pets/{petId}/{x}", pathParameters: ["petId"] }, request(null))).toEqual({
      code: "not_runnable",
      names: ["x"],
      message: expect.stringContaining('Add a path parameter named "x"'),
    });
  });
});
