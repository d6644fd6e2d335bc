// Table tests for the request an openapi command sends (DECISIONS 14, "The request"): URL, query styles, headers, body.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JsonRecord } from "../pack/json-value.js";
import { deriveArgs } from "./derive-args.js";
import { findOperation } from "./operations.js";
import { buildRequest, loneSurrogate, type RequestShape } from "./request.js";
import { serverFor } from "./server-url.js";

/** A one-operation document: `GET /items/{id}` with the given parameters, body and servers. */
function docWith(op: JsonRecord, top: JsonRecord = { servers: [{ url: "https://api.example/v1" }] }): JsonRecord {
  return {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    ...top,
    paths: { "/items/{id}": { post: { operationId: "op", ...op } } },
  };
}

function shapeOf(doc: JsonRecord): RequestShape {
  const found = findOperation(doc, "op");
  if (!found.ok) throw new Error(found.message);
  const derived = deriveArgs(doc, found.operation, "3.1");
  return {
    method: found.operation.method,
    path: found.operation.path,
    base: serverFor(doc, found.operation).base,
    args: derived.args,
    body: derived.body,
  };
}

const idParam = { name: "id", in: "path", required: true, schema: { type: "string" } };
const query = (name: string, schema: JsonRecord, extra: JsonRecord = {}) => ({ name, in: "query", schema, ...extra });

function urlOf(op: JsonRecord, values: JsonRecord, top?: JsonRecord): string {
  const r = buildRequest(shapeOf(docWith({ parameters: [idParam, ...((op.parameters as unknown[]) ?? [])] }, top)), {
    id: "7",
    ...values,
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.request.url;
}

describe("path values (RFC 3986 path segments)", () => {
  it.each([
    ["a/b c", "https://api.example/v1/items/a%2Fb%20c"],
    ["ü?#", "https://api.example/v1/items/%C3%BC%3F%23"],
    ["a.b~c_d-e", "https://api.example/v1/items/a.b~c_d-e"],
    ["...", "https://api.example/v1/items/..."],
    ["%2e", "https://api.example/v1/items/%252e"],
  ])("%j is one segment", (value, url) => {
    expect(urlOf({}, { id: value })).toBe(url);
  });
  it.each(["", ".", ".."])("%j is refused as invalid_argument", (value) => {
    const r = buildRequest(shapeOf(docWith({ parameters: [idParam] })), { id: value });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("invalid_argument");
      expect(r.error.names).toEqual(["id"]);
      expect(r.error.message).toContain("cannot be empty");
    }
  });
  it("numbers by String()", () => {
    expect(urlOf({}, { id: 42 })).toBe("https://api.example/v1/items/42");
  });
});

describe("query values by style and explode (default form, exploded)", () => {
  const arr = { type: "array", items: { type: "string" } };
  const obj = { type: "object" };
  const colors = ["blue", "black b"];
  const point = { R: 100, G: "a b" };
  it.each([
    ["form (default), primitive", query("q", { type: "string" }), "a b&c", "q=a%20b%26c"],
    ["form exploded (default), array", query("c", arr), colors, "c=blue&c=black%20b"],
    ["form, explode false, array", query("c", arr, { explode: false }), colors, "c=blue,black%20b"],
    [
      "spaceDelimited, explode false, array",
      query("c", arr, { style: "spaceDelimited", explode: false }),
      colors,
      "c=blue%20black%20b",
    ],
    [
      "spaceDelimited, explode true, array",
      query("c", arr, { style: "spaceDelimited", explode: true }),
      colors,
      "c=blue&c=black%20b",
    ],
    [
      "pipeDelimited, explode false, array",
      query("c", arr, { style: "pipeDelimited", explode: false }),
      colors,
      "c=blue%7Cblack%20b",
    ],
    [
      "pipeDelimited, explode true, array",
      query("c", arr, { style: "pipeDelimited", explode: true }),
      colors,
      "c=blue&c=black%20b",
    ],
    ["form exploded, object", query("p", obj), point, "R=100&G=a%20b"],
    ["form, explode false, object", query("p", obj, { explode: false }), point, "p=R,100,G,a%20b"],
    [
      "spaceDelimited, explode false, object",
      query("p", obj, { style: "spaceDelimited", explode: false }),
      point,
      "p=R%20100%20G%20a%20b",
    ],
    [
      "pipeDelimited, explode false, object",
      query("p", obj, { style: "pipeDelimited", explode: false }),
      point,
      "p=R%7C100%7CG%7Ca%20b",
    ],
    [
      "deepObject, explode true, object",
      query("p", obj, { style: "deepObject", explode: true }),
      point,
      "p[R]=100&p[G]=a%20b",
    ],
    [
      "deepObject, explode false, object (as exploded)",
      query("p", obj, { style: "deepObject", explode: false }),
      point,
      "p[R]=100&p[G]=a%20b",
    ],
    ["boolean and number", query("n", { type: "number" }), 1.5, "n=1.5"],
    [
      "allowReserved keeps / and : but never & = #",
      query("r", { type: "string" }, { allowReserved: true }),
      "a/b:c&d=e#f",
      "r=a/b:c%26d%3De%23f",
    ],
    [
      "a JSON content parameter",
      { name: "f", in: "query", content: { "application/json": { schema: obj } } },
      { a: 1 },
      "f=%7B%22a%22%3A1%7D",
    ],
  ])("%s", (_name, param, value, search) => {
    expect(urlOf({ parameters: [param] }, { [(param as { name: string }).name]: value })).toBe(
      `https://api.example/v1/items/7?${search}`,
    );
  });
  it("absent optional arguments are left out; null is absent", () => {
    const params = [query("a", { type: "string" }), query("b", { type: "string" }), query("c", { type: "string" })];
    expect(urlOf({ parameters: params }, { b: "x", c: null })).toBe("https://api.example/v1/items/7?b=x");
    expect(urlOf({ parameters: params }, {})).toBe("https://api.example/v1/items/7");
  });
  it("an empty exploded array sends nothing", () => {
    expect(urlOf({ parameters: [query("c", { type: "array" })] }, { c: [] })).toBe("https://api.example/v1/items/7");
  });
});

describe("servers", () => {
  it.each([
    [
      "variables at their defaults",
      {
        servers: [
          { url: "https://{region}.api.example/{v}/", variables: { region: { default: "eu" }, v: { default: "v2" } } },
        ],
      },
      "https://eu.api.example/v2/items/7",
    ],
    ["no servers: the path alone", {}, "/items/7"],
    ["a relative server: the path alone", { servers: [{ url: "/api" }] }, "/items/7"],
    [
      "a variable without default: the path alone",
      { servers: [{ url: "https://{host}/", variables: { host: { enum: ["a"] } } }] },
      "/items/7",
    ],
  ])("%s", (_name, top, url) => {
    expect(urlOf({}, {}, top as JsonRecord)).toBe(url);
  });
  it("the operation's servers, else the path item's, else the document's", () => {
    const url = (opServers: unknown, itemServers: unknown) => {
      const doc = docWith({ parameters: [idParam], ...(opServers ? { servers: opServers } : {}) });
      const item = (doc.paths as JsonRecord)["/items/{id}"] as JsonRecord;
      if (itemServers) item.servers = itemServers;
      const r = buildRequest(shapeOf(doc), { id: "1" });
      return r.ok ? r.request.url : r.error.message;
    };
    const op = [{ url: "https://op.example" }];
    const item = [{ url: "https://item.example" }];
    expect(url(op, item)).toBe("https://op.example/items/1");
    expect(url(undefined, item)).toBe("https://item.example/items/1");
    expect(url(undefined, undefined)).toBe("https://api.example/v1/items/1");
  });
});

describe("headers", () => {
  const header = (name: string, schema: JsonRecord = { type: "string" }) => ({ name, in: "header", schema });
  it("as given; arrays comma-joined (simple)", () => {
    const r = buildRequest(
      shapeOf(docWith({ parameters: [idParam, header("If-Match"), header("X-Tags", { type: "array" })] })),
      {
        id: "1",
        "If-Match": 'W/"3"',
        "X-Tags": ["a", "b c"],
      },
    );
    expect(r.ok && r.request.headers).toEqual({ "If-Match": 'W/"3"', "X-Tags": "a,b c" });
  });
  it.each(["a\r\nX-Evil: 1", "a\nb", "a\rb", "a\u0000b"])(
    "%j (a line break) is refused as invalid_argument",
    (value) => {
      const r = buildRequest(shapeOf(docWith({ parameters: [idParam, header("X-Note")] })), {
        id: "1",
        "X-Note": value,
      });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe("invalid_argument");
        expect(r.error.names).toEqual(["X-Note"]);
      }
    },
  );
  it("Accept, Content-Type and Authorization parameters are ignored (OpenAPI says so)", () => {
    const shape = shapeOf(docWith({ parameters: [idParam, header("Authorization"), header("accept")] }));
    expect(shape.args.map((a) => a.name)).toEqual(["id"]);
  });
});

describe("bodies", () => {
  const jsonBody = (required: boolean) => ({
    required,
    content: {
      "application/json": {
        schema: {
          type: "object",
          required: ["title"],
          properties: { title: { type: "string" }, n: { type: "integer" }, id2: { type: "string", readOnly: true } },
        },
      },
    },
  });
  it("a JSON object of the body arguments given, with its Content-Type", () => {
    const r = buildRequest(shapeOf(docWith({ parameters: [idParam], requestBody: jsonBody(true) })), {
      id: "1",
      title: "T",
    });
    expect(r.ok && r.request).toEqual({
      method: "POST",
      url: "https://api.example/v1/items/1",
      headers: { "Content-Type": "application/json" },
      body: { title: "T" },
    });
  });
  it("an optional body with no arguments given is not sent; a required one is sent empty", () => {
    const optional = buildRequest(shapeOf(docWith({ parameters: [idParam], requestBody: jsonBody(false) })), {
      id: "1",
    });
    expect(optional.ok && optional.request).toMatchObject({ headers: {}, body: null });
  });
  it("a form body, form-encoded, arrays repeated", () => {
    const form = {
      content: {
        "application/x-www-form-urlencoded": {
          schema: { type: "object", properties: { name: { type: "string" }, tag: { type: "array" } } },
        },
      },
    };
    const r = buildRequest(shapeOf(docWith({ parameters: [idParam], requestBody: form })), {
      id: "1",
      name: "a b&c",
      tag: ["x", "y"],
    });
    expect(r.ok && r.request).toMatchObject({
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=a+b%26c&tag=x&tag=y",
    });
  });
});

describe("the path template's own text", () => {
  it("characters a URL path cannot hold are encoded; a {name} no parameter fills stays as written", () => {
    const doc = {
      servers: [{ url: "https://a.example" }],
      paths: { "/a b/{id}/{other}/ü": { get: { operationId: "op", parameters: [idParam] } } },
    };
    const found = findOperation(doc, "op");
    if (!found.ok) throw new Error(found.message);
    const derived = deriveArgs(doc, found.operation, "3.1");
    const shape = {
      method: "GET",
      path: found.operation.path,
      base: "https://a.example",
      args: derived.args,
      body: derived.body,
    };
    const r = buildRequest(shape, { id: "x y" });
    expect(r.ok && r.request.url).toBe("https://a.example/a%20b/x%20y/{other}/%C3%BC");
  });

  it("a header named __proto__ is an own key of the headers", () => {
    const r = buildRequest(
      shapeOf(docWith({ parameters: [idParam, { name: "__proto__", in: "header", schema: {} }] })),
      {
        id: "1",
        ["__proto__"]: "v",
      },
    );
    expect(r.ok && Object.keys(r.request.headers)).toEqual(["__proto__"]);
  });
});

describe("properties (fast-check)", () => {
  it("any path value is one segment that decodes back to it; any query value decodes back to it", () => {
    const shape = shapeOf(docWith({ parameters: [idParam, query("q", { type: "string" })] }));
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), (id, q) => {
        fc.pre(id !== "" && id !== "." && id !== ".." && !loneSurrogate.test(id) && !loneSurrogate.test(q));
        const r = buildRequest(shape, { id, q });
        if (!r.ok) return false;
        const url = new URL(r.request.url);
        const segments = url.pathname.split("/");
        return (
          segments.length === 4 &&
          decodeURIComponent(segments[3] as string) === id &&
          url.searchParams.get("q") === q &&
          !/[\s#?]/.test(segments[3] as string)
        );
      }),
    );
  });

  it("a header value is refused exactly when it holds CR, LF or NUL", () => {
    const shape = shapeOf(
      docWith({ parameters: [idParam, { name: "X-V", in: "header", schema: { type: "string" } }] }),
    );
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (v) => {
        const r = buildRequest(shape, { id: "1", "X-V": v });
        return r.ok === !/[\r\n\0]/.test(v) && (!r.ok || r.request.headers["X-V"] === v);
      }),
    );
  });
});

describe("lone surrogates", () => {
  it.each([
    ["path", { id: "a\ud800" }],
    ["query", { id: "1", q: ["\udc00"] }],
    ["header", { id: "1", "X-V": "\ud800" }],
  ])("in a %s value: invalid_argument, never a URIError", (_where, values) => {
    const shape = shapeOf(
      docWith({
        parameters: [idParam, query("q", { type: "array" }), { name: "X-V", in: "header", schema: { type: "string" } }],
      }),
    );
    expect(buildRequest(shape, values)).toMatchObject({ ok: false, error: { code: "invalid_argument" } });
  });
  it("in a JSON body value it is sent as JSON escapes it", () => {
    const body = {
      content: { "application/json": { schema: { type: "object", properties: { t: { type: "string" } } } } },
    };
    const r = buildRequest(shapeOf(docWith({ parameters: [idParam], requestBody: body })), { id: "1", t: "\ud800" });
    expect(r.ok && r.request.body).toEqual({ t: "\ud800" });
  });
});
