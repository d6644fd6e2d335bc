// packWorkResponse: the pack worker serves whole tRPC requests for pack.lint, command.render and command.parse with
// the answers the app's own handler gives (status and body), refuses past the deadline in the same envelope,
// and leaves every other request to the route.
import { specExample } from "@packstudio/core/testing";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lintBomb } from "~/testing/lint-bomb";
import { maxRequestBytes } from "../pack-input";
import { appRouter, createCaller } from "../root";
import { packWorkResponse } from "./http";
import { packPool } from "./pack-work";

const ledger = specExample("ledger");
const base = "http://studio.test/api/trpc";
const json = { "content-type": "application/json" };
const post = (path: string, input: unknown) =>
  new Request(`${base}/${path}`, { method: "POST", headers: json, body: JSON.stringify(input) });

const tooLarge = () => new Response("too large", { status: 413 });
const served = (req: Request) => packWorkResponse(req, maxRequestBytes, tooLarge);

/** A body sent in chunks with no declared length, as a client streaming it would. */
function streamed(path: string, text: string): Request {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 50_000) controller.enqueue(bytes.slice(at, at + 50_000));
      controller.close();
    },
  });
  return new Request(`${base}/${path}`, { method: "POST", headers: json, body, duplex: "half" } as RequestInit);
}

/** The app's own handler, as the route runs it for every other request. */
const onMainThread = (req: Request) =>
  fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    createContext: () => ({}),
    allowMethodOverride: true,
    maxBatchSize: 16,
  });

/** Status and JSON body, without stack traces (they name the thread's own files). */
async function answerOf(res: Response): Promise<{ status: number; body: unknown }> {
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text, (key, value) => (key === "stack" ? undefined : value)) };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("packWorkResponse", () => {
  const transfer = { amount: "2.80", payee: "demo-transit" };
  const cases: [string, () => Request][] = [
    ["a lint", () => post("pack.lint", { files: ledger })],
    ["a lint with findings", () => post("pack.lint", { files: specExample("broken") })],
    ["a file that is not text", () => post("pack.lint", { files: { "surface.json": 3 } })],
    ["a file over 1 MiB", () => post("pack.lint", { files: { "HARNESS.md": "x".repeat(1024 * 1024 + 1) } })],
    ["a NUL in a file", () => post("pack.lint", { files: { "HARNESS.md": "a\u0000b" } })],
    ["a render", () => post("command.render", { files: ledger, verb: "transfer", args: transfer })],
    ["a refused render", () => post("command.render", { files: ledger, verb: "transfer", args: {} })],
    ["a parse", () => post("command.parse", { files: ledger, line: "ledger transfer --amount 1 --payee x" })],
    ["an unclosed quote", () => post("command.parse", { files: ledger, line: "ledger transfer 'x" })],
    ["a body that is not JSON", () => new Request(`${base}/pack.lint`, { method: "POST", headers: json, body: "{" })],
    ["no body", () => new Request(`${base}/pack.lint`, { method: "POST", headers: json })],
    [
      "a body streamed with no length, past the first buffer",
      () => streamed("pack.lint", JSON.stringify({ files: { ...ledger, "docs/notes.md": "y".repeat(300_000) } })),
    ],
    [
      "a query in the URL",
      () => new Request(`${base}/pack.lint?input=${encodeURIComponent(JSON.stringify({ files: ledger }))}`),
    ],
    [
      "a batch",
      () =>
        new Request(`${base}/pack.lint,command.render?batch=1`, {
          method: "POST",
          headers: json,
          body: JSON.stringify({ 0: { files: ledger }, 1: { files: ledger, verb: "transfer", args: transfer } }),
        }),
    ],
    [
      "a batch over 16 calls",
      () => {
        const paths = Array.from({ length: 17 }, () => "pack.lint").join(",");
        return new Request(`${base}/${paths}?batch=1`, { method: "POST", headers: json, body: "{}" });
      },
    ],
  ];

  it.each(cases)("answers %s as the app's handler does", async (_name, request) => {
    const answer = await served(request());
    if (!answer) throw new Error("not served by the pack worker");
    expect(await answerOf(answer)).toEqual(await answerOf(await onMainThread(request())));
  });

  it("leaves other procedures, and batches mixing them, to the route", async () => {
    expect(await served(post("share.get", { id: "AAAAAAAAAAAAAAAA" }))).toBeUndefined();
    const mixed = new Request(`${base}/pack.lint,share.get?batch=1`, { method: "POST", headers: json, body: "{}" });
    expect(await served(mixed)).toBeUndefined();
    expect(await served(new Request("http://studio.test/api/health"))).toBeUndefined();
  });

  it("holds the route's byte cap: a body declared or streamed past it, and a query past it", async () => {
    const over = "x".repeat(maxRequestBytes + 1);
    const declared = new Request(`${base}/pack.lint`, { method: "POST", headers: json, body: over });
    expect((await served(declared))?.status).toBe(413);
    expect((await served(streamed("pack.lint", over)))?.status).toBe(413);
    expect((await served(new Request(`${base}/pack.lint?input=${over}`)))?.status).toBe(413);
  });

  it("stops a request past the deadline with 408 and the tRPC envelope, and serves the next", async () => {
    await packPool().warm(); // loaded: the tiny deadline is for the bomb, not for a booting worker
    vi.stubEnv("PACKSTUDIO_PACK_DEADLINE_MS", "1");
    const stopped = await served(post("pack.lint", { files: lintBomb() }));
    if (!stopped) throw new Error("not served by the pack worker");
    const { status, body } = await answerOf(stopped);
    expect(status).toBe(408);
    expect(body).toMatchObject({
      error: {
        message: expect.stringMatching(/^Linting this pack took more than 0\.001 s, .* too costly to check\./),
        data: { code: "TIMEOUT", httpStatus: 408, path: "pack.lint", packWork: { reason: "deadline", deadlineMs: 1 } },
      },
    });
    vi.unstubAllEnvs();
    const next = await served(post("pack.lint", { files: ledger }));
    expect(next && (await answerOf(next)).body).toEqual({
      result: { data: await createCaller({}).pack.lint({ files: ledger }) },
    });
  });
});
