// Fuzz the tRPC route handler (app/api/trpc/[trpc]/route.ts) with Request objects: hostile JSON, huge and deep
// bodies, odd methods and method overrides, batches, paths and content types. No answer may be a 5xx, every
// answer must arrive within the bound, and the server must answer a normal call afterwards.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET, POST } from "~/app/api/trpc/[trpc]/route";
import { badgesSettled } from "../catalog-badge";
import { maxRequestBytes } from "../pack-input";
import { callBoundMs, deepJsonText, freshStore, hostileJson, hostileString, runs } from "./fuzz-support";
import { ledger } from "./pack-inputs";

let close: () => Promise<void>;
beforeAll(async () => {
  ({ close } = await freshStore());
});
// Badge runs queued by publishes write to the store: it closes after them.
afterAll(async () => {
  await badgesSettled();
  await close();
});

const base = "http://studio.test/api/trpc/";

interface Sent {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
}

/** Send one request through the handler; the answer must come, complete, within the bound, and not be a 5xx. */
async function send(req: Sent): Promise<{ status: number; text: string }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${callBoundMs} ms`)), callBoundMs);
  });
  const handler = req.method === "GET" ? GET : POST;
  const hasBody = req.body !== undefined && req.method !== "GET" && req.method !== "HEAD";
  const request = new Request(`${base}${req.path}${req.query}`, {
    method: req.method,
    headers: req.headers,
    ...(hasBody && { body: req.body as BodyInit }),
  });
  let answer: { status: number; text: string };
  try {
    answer = await Promise.race([
      handler(request).then(async (res) => ({ status: res.status, text: await res.text() })),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
  const took = performance.now() - started;
  if (took > callBoundMs) throw new Error(`the answer took ${Math.round(took)} ms; the bound is ${callBoundMs} ms`);
  if (answer.status >= 500)
    throw new Error(
      `HTTP ${answer.status} for ${req.method} ${req.path}${req.query.slice(0, 200)}: ${answer.text.slice(0, 500)}`,
    );
  return answer;
}

/** encodeURIComponent, which throws on a lone surrogate: those go as UTF-8's replacement character. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, "utf8")].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");
  }
};

const routes = [
  "pack.lint",
  "command.render",
  "command.parse",
  "command.dryRun",
  "sandbox.status",
  "share.create",
  "share.get",
  "share.delete",
  "review.get",
  "review.comment",
  "review.verdict",
  "catalog.search",
  "catalog.get",
  "catalog.publish",
];
const path = fc.oneof(
  { arbitrary: fc.constantFrom(...routes), weight: 6 },
  fc.constantFrom(
    "",
    "nope",
    "__proto__",
    "constructor",
    "toString",
    "pack.__proto__",
    "share.create,share.get",
    "pack.lint,command.dryRun",
    Array(20).fill("pack.lint").join(","),
    "%E0%A4%A",
    "%",
    "%ED%A0%80", // a lone surrogate's bytes: not UTF-8
    "pack%2Elint",
    "x".repeat(5000),
  ),
  fc.array(fc.constantFrom(...routes), { minLength: 2, maxLength: 4 }).map((p) => p.join(",")),
  hostileString(30).map(encode),
);
const method = fc.oneof(
  { arbitrary: fc.constantFrom("GET", "POST"), weight: 6 },
  fc.constantFrom("PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"),
);
const contentType = fc.oneof(
  { arbitrary: fc.constant("application/json"), weight: 5 },
  fc.constantFrom(
    "text/plain",
    "multipart/form-data; boundary=x",
    "application/x-www-form-urlencoded",
    "application/octet-stream",
    "APPLICATION/JSON; charset=utf-8",
    "",
  ),
);
const validInputs = [
  { files: ledger },
  { files: ledger, verb: "transfer", args: { amount: "2.80", payee: "x" } },
  { files: ledger, line: "ledger status" },
  { q: "ledger" },
  { id: "ledger" },
];
const jsonBody = fc.oneof(
  fc.constantFrom(...validInputs).map((v) => JSON.stringify(v)),
  hostileJson.map((v) => JSON.stringify(v)),
  fc
    .dictionary(fc.constantFrom("0", "1", "2", "16", "__proto__"), fc.constantFrom(...validInputs))
    .map((v) => JSON.stringify(v)),
  hostileString(200),
  fc.constantFrom(
    "",
    "{",
    '{"files": {"a": "b"',
    "null",
    "[]",
    '"\\ud800"',
    '{"__proto__": {"polluted": true}, "files": {"surface.json": "{}"}}',
    '{"constructor": {"prototype": {"polluted": true}}}',
    deepJsonText(100_000, "array"),
    deepJsonText(100_000, "object"),
  ),
);
const query = fc.oneof(
  fc.constant(""),
  fc.constantFrom("?batch=1", "?batch=0", "?batch=1&input=", "?input=%7B", "?input=null", "?connectionParams=%7B"),
  fc.constantFrom("?input=%ED%A0%80", "?input=%", "?batch=1&input=%7B%220%22%3A%25%7D"),
  jsonBody.map((b) => `?input=${encode(b)}`),
  jsonBody.map((b) => `?batch=1&input=${encode(`{"0":${b}}`)}`),
);
const extraHeaders = fc.record(
  {
    accept: fc.constantFrom("application/jsonl", "text/event-stream", "*/*"),
    "trpc-accept": fc.constantFrom("application/jsonl", "nonsense"),
    "x-forwarded-for": hostileString(20), // values no header may hold are dropped by headersOf
    "content-length": fc.constantFrom("0", "1", "-1", "abc", String(maxRequestBytes + 1), "99999999999999999999"),
    "last-event-id": fc.constantFrom("1", ""),
  },
  { requiredKeys: [] },
);

/** Headers a Request accepts (the constructor refuses bytes no HTTP header may hold). */
function headersOf(extra: Record<string, string>, type: string): Record<string, string> {
  const out: Record<string, string> = type ? { "content-type": type } : {};
  for (const [name, value] of Object.entries(extra)) {
    try {
      new Headers({ [name]: value });
      out[name] = value;
    } catch {
      // not a value HTTP can carry: skip it
    }
  }
  return out;
}

describe("the tRPC route handler under hostile requests", () => {
  it("never answers 5xx, and always answers in time", async () => {
    await fc.assert(
      fc.asyncProperty(method, path, query, contentType, extraHeaders, jsonBody, async (m, p, q, type, extra, body) => {
        await send({ method: m, path: p, query: q, headers: headersOf(extra, type), body });
      }),
      { numRuns: runs(300) },
    );
  });

  it("huge bodies: at the cap, past it (declared or streamed), and binary", async () => {
    const pastCap = new Uint8Array(maxRequestBytes + 1).fill(0x20);
    const cases: Sent[] = [
      { method: "POST", path: "pack.lint", query: "", headers: { "content-type": "application/json" }, body: pastCap },
      {
        method: "POST",
        path: "pack.lint",
        query: "",
        headers: { "content-type": "application/json", "content-length": "10" },
        body: pastCap,
      },
      {
        method: "POST",
        path: "share.create",
        query: "",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ files: { "HARNESS.md": "x".repeat(maxRequestBytes - 100) } }),
      },
      {
        method: "POST",
        path: "pack.lint",
        query: "",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ files: Object.fromEntries(Array.from({ length: 400_000 }, (_, i) => [`f${i}`, ""])) }),
      },
      {
        method: "POST",
        path: "pack.lint",
        query: "",
        headers: { "content-type": "application/json" },
        body: new Uint8Array(1024 * 1024).map((_, i) => (i * 7919) % 256),
      },
      { method: "GET", path: "pack.lint", query: `?input=${"%5B".repeat(200_000)}`, headers: {}, body: undefined },
    ];
    for (const c of cases) {
      const { status } = await send(c);
      expect(status).toBeGreaterThanOrEqual(400);
    }
  });

  it("method overrides: queries take GET or POST, mutations only POST", async () => {
    const input = encodeURIComponent(JSON.stringify({ files: ledger }));
    expect(
      (await send({ method: "GET", path: "pack.lint", query: `?input=${input}`, headers: {}, body: undefined })).status,
    ).toBe(200);
    const post = { method: "POST", query: "", headers: { "content-type": "application/json" } };
    expect((await send({ ...post, path: "pack.lint", body: JSON.stringify({ files: ledger }) })).status).toBe(200);
    const mutationByGet = await send({
      method: "GET",
      path: "share.create",
      query: `?input=${input}`,
      headers: {},
      body: undefined,
    });
    expect(mutationByGet.status).toBe(405);
    expect(
      (await send({ ...post, path: "share.create", query: "", body: JSON.stringify({ files: ledger }) })).status,
    ).toBe(200);
  });

  it("leaves the server usable", async () => {
    const ok = await send({
      method: "POST",
      path: "pack.lint",
      query: "",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ files: ledger }),
    });
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.text).result.data.passes).toBe(true);
  });
});
