// Fuzz share.* and review.* through createCaller on a fresh PGlite store: hostile packs, ids, keys, names,
// comments and anchors get an answer or a clear refusal, never INTERNAL_SERVER_ERROR; shares stay intact.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "../root";
import { anyInput, freshStore, hostileString, runs, settle } from "./fuzz-support";
import { hostileFiles, hostilePath, ledger } from "./pack-inputs";

const caller = createCaller({ clientAddress: "192.0.2.201" });
// biome-ignore lint/suspicious/noExplicitAny: the fuzz sends what the types forbid
const raw = caller as any;
let close: () => Promise<void>;
let base = { id: "", deleteKey: "" };
let head = { id: "", deleteKey: "" };

beforeAll(async () => {
  ({ close } = await freshStore());
  base = await caller.share.create({ files: ledger });
  head = await caller.share.create({ files: { ...ledger, "HARNESS.md": "changed\n" } });
});
afterAll(() => close());

const shareId = fc.oneof(
  hostileString(40),
  fc.stringMatching(/^[A-Za-z0-9_-]{16}$/),
  fc.constantFrom("A".repeat(100), "A".repeat(101), "AAAAAAAAAAAAAAA/"),
  fc.constant(0).map(() => base.id),
  anyInput,
);
const expiry = fc.oneof(fc.constantFrom("1d", "1w", "1m", "never", undefined), hostileString(10), anyInput);

describe("share routes under hostile input", () => {
  it("share.create", async () => {
    await fc.assert(
      fc.asyncProperty(hostileFiles, expiry, async (files, e) => {
        const out = await settle(() => raw.share.create({ files, expiry: e }));
        if (out.ok) {
          // What was stored opens again, exactly.
          const created = out.value as { id: string };
          expect((await caller.share.get({ id: created.id })).files).toEqual(files);
        }
      }),
      { numRuns: runs(100) },
    );
  });

  it("share.get and share.delete with any id and key; the two shares stay", async () => {
    await fc.assert(
      fc.asyncProperty(shareId, fc.oneof(hostileString(250), anyInput), async (id, deleteKey) => {
        await settle(() => raw.share.get({ id }));
        await settle(() => raw.share.delete({ id, deleteKey }));
        await settle(() => raw.share.get(id));
      }),
      { numRuns: runs(100) },
    );
    expect((await caller.share.get({ id: base.id })).files).toEqual(ledger);
    expect((await caller.share.get({ id: head.id })).sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("review routes under hostile input", () => {
  const pair = fc.record({
    base: fc.oneof({ arbitrary: fc.constant(0).map(() => base.id), weight: 4 }, shareId),
    head: fc.oneof({ arbitrary: fc.constant(0).map(() => head.id), weight: 4 }, shareId),
  });

  it("review.get", async () => {
    await fc.assert(
      fc.asyncProperty(pair, async (p) => {
        await settle(() => raw.review.get(p));
      }),
      { numRuns: runs(60) },
    );
  });

  it("review.comment", async () => {
    const comment = fc.record(
      {
        file: fc.oneof(fc.constantFrom("surface.json", "HARNESS.md"), hostilePath, anyInput),
        pointer: fc.oneof(fc.constantFrom("", "/verbs/list", "/a~1b", "x", "/\u0000"), hostileString(1001), anyInput),
        line: fc.oneof(fc.integer({ min: -5, max: 2_000_000 }), fc.double(), anyInput),
        author: fc.oneof(hostileString(90), anyInput),
        body: fc.oneof(hostileString(4100), fc.constant("x".repeat(4001)), anyInput),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(pair, comment, async (p, c) => {
        await settle(() => raw.review.comment({ ...p, ...c }));
      }),
      { numRuns: runs(120) },
    );
  });

  it("review.verdict", async () => {
    const verdict = fc.oneof(fc.constantFrom("approve", "request_changes"), hostileString(20), anyInput);
    await fc.assert(
      fc.asyncProperty(pair, fc.oneof(hostileString(90), anyInput), verdict, async (p, author, v) => {
        await settle(() => raw.review.verdict({ ...p, author, verdict: v }));
      }),
      { numRuns: runs(80) },
    );
  });

  it("whole inputs of any shape", async () => {
    await fc.assert(
      fc.asyncProperty(anyInput, async (input) => {
        for (const route of [raw.share.create, raw.share.get, raw.share.delete]) await settle(() => route(input));
        for (const route of [raw.review.get, raw.review.comment, raw.review.verdict]) await settle(() => route(input));
      }),
      { numRuns: runs(60) },
    );
  });

  it("leaves the server usable", async () => {
    const talk = await caller.review.comment({
      base: base.id,
      head: head.id,
      file: "HARNESS.md",
      author: "Ada",
      body: "ok",
    });
    expect(talk.comments.at(-1)).toMatchObject({ author: "Ada", body: "ok" });
    const created = await caller.share.create({ files: ledger });
    await expect(caller.share.delete({ id: created.id, deleteKey: created.deleteKey })).resolves.toMatchObject({
      deleted: true,
    });
  });
});
