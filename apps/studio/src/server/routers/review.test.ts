// review.* through createCaller on an in-memory store: the comparison, comments, verdicts, refusals, and sign-in.
import { specExample } from "@packstudio/core/testing";
import { openStore, type Store } from "@packstudio/db";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SignedInAccount } from "../auth/signed-in";
import { createCaller } from "../root";
import { setStudioStore } from "../store-instance";
import { maxReviewComments, maxReviewVerdicts } from "./review";

const ledger = specExample("ledger");

/** The ledger whose `list` writes, with no preview: the change the review must put on top. */
const listWrites = (() => {
  const policy = JSON.parse(ledger["policy.json"] ?? "");
  policy.verbs.list = { effect: "write" };
  return { ...ledger, "policy.json": `${JSON.stringify(policy, null, 2)}\n` };
})();

let store: Store;
const caller = createCaller({});
let base = "";
let head = "";

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  store = await openStore({});
  setStudioStore(store);
  base = (await store.shares.create(ledger)).id;
  head = (await store.shares.create(listWrites)).id;
}, 300_000);
afterAll(() => store.close());

describe("review.get", () => {
  it("compares the two shares: list turned write without a card is the top risk", async () => {
    const r = await caller.review.get({ base, head });
    expect([r.base.id, r.head.id]).toEqual([base, head]);
    expect(r.base.files).toEqual(ledger);
    expect(r.head.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(r.comparison.risks.slice(0, 2).map((k) => [k.code, k.verb])).toEqual([
      ["read_to_write", "list"],
      ["write_without_card", "list"],
    ]);
    expect(r.comparison.commands.changed.map((c) => c.verb)).toEqual(["list"]);
    expect(r.comparison.findings.added.map((f) => f.code)).toEqual(["M024"]);
    expect(r.conversation).toEqual({ comments: [], verdicts: [] });
  });

  it.each([
    [
      "an unknown base",
      () => ({ base: "AAAAAAAAAAAAAAAA", head }),
      /No share "AAAAAAAAAAAAAAAA" for the review's base/,
    ],
    ["an unknown head", () => ({ base, head: "BBBBBBBBBBBBBBBB" }), /review's head/],
    ["a malformed id", () => ({ base: "nope", head }), /is not a share id/],
  ])("refuses %s with NOT_FOUND and a clear message", async (_name, pair, message) => {
    await expect(caller.review.get(pair())).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: expect.stringMatching(message),
    });
  });

  it("refuses an expired share", async () => {
    const expiring = await store.shares.create({ ...ledger, "HARNESS.md": "# soon gone\n" }, "1d");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 2 * 86_400_000);
    try {
      await expect(caller.review.get({ base, head: expiring.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("bounds the ids", async () => {
    await expect(caller.review.get({ base: "x".repeat(101), head })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("review.comment and review.verdict", () => {
  it("answers NOT_FOUND, not a 500, when a share of the pair is deleted between reading the pair and saving", async () => {
    const gone = await store.shares.create({ ...ledger, "HARNESS.md": "deleted meanwhile\n" });
    const get = store.shares.get.bind(store.shares);
    // The other request's delete lands right after this one read the pair (the race, made certain).
    const spy = vi.spyOn(store.shares, "get").mockImplementation(async (id) => {
      const share = await get(id);
      if (id === gone.id) await store.shares.delete(gone.id, gone.deleteKey);
      return share;
    });
    try {
      const comment = { base, head: gone.id, file: "HARNESS.md", line: 1, author: "Ada", body: "hm" };
      await expect(caller.review.comment(comment)).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: expect.stringContaining("deleted just now"),
      });
    } finally {
      spy.mockRestore();
    }
    expect(await store.shares.get(gone.id)).toBeNull();
  });

  it("keeps comments anchored to a pointer or a line, in order, with the snapshot pair", async () => {
    await caller.review.comment({
      base,
      head,
      file: "policy.json",
      pointer: "/verbs/list",
      author: " Ada ",
      body: "list must stay read.",
    });
    const after = await caller.review.comment({
      base,
      head,
      file: "HARNESS.md",
      line: 3,
      author: "Bo",
      body: "ok\nthanks",
    });
    expect(after.comments.map((c) => [c.file, c.pointer, c.line, c.author, c.body])).toEqual([
      ["policy.json", "/verbs/list", null, "Ada", "list must stay read."],
      ["HARNESS.md", null, 3, "Bo", "ok\nthanks"],
    ]);
    // The reverse direction is another review.
    expect((await caller.review.get({ base: head, head: base })).conversation.comments).toEqual([]);
  });

  it("keeps a review's conversation to its link: one planted through other shares of the same files stays out", async () => {
    // Anyone can share the same files (a catalog pack, a public pull request) and so reach a review of
    // them under other ids: what they write there must not show in this review, nor count toward its caps.
    const mine = {
      base: (await store.shares.create({ ...ledger, "HARNESS.md": "planted base\n" })).id,
      head: (await store.shares.create({ ...ledger, "HARNESS.md": "planted head\n" })).id,
    };
    await caller.review.comment({ ...mine, file: "HARNESS.md", author: "Ada", body: "mine" });
    const theirs = {
      base: (await store.shares.create({ ...ledger, "HARNESS.md": "planted base\n" })).id,
      head: (await store.shares.create({ ...ledger, "HARNESS.md": "planted head\n" })).id,
    };
    const planted = await caller.review.comment({ ...theirs, file: "HARNESS.md", author: "Mallory", body: "planted" });
    await caller.review.verdict({ ...theirs, author: "Mallory", verdict: "approve" });
    expect(planted.comments.map((c) => c.body)).toEqual(["planted"]); // they do not read mine either
    const seen = (await caller.review.get(mine)).conversation;
    expect(seen.comments.map((c) => [c.author, c.body])).toEqual([["Ada", "mine"]]);
    expect(seen.verdicts).toEqual([]);
    // Nor through one side shared again.
    const half = { base: mine.base, head: theirs.head };
    expect((await caller.review.get(half)).conversation).toEqual({ comments: [], verdicts: [] });
  });

  it("keeps each author's latest verdict", async () => {
    await caller.review.verdict({ base, head, author: "Ada", verdict: "approve" });
    await caller.review.verdict({ base, head, author: "Bo", verdict: "approve" });
    const r = await caller.review.verdict({ base, head, author: "Ada", verdict: "request_changes" });
    expect(r.verdicts.map((v) => [v.author, v.verdict])).toEqual([
      ["Bo", "approve"],
      ["Ada", "request_changes"],
    ]);
    expect((await caller.review.get({ base, head })).conversation.verdicts).toHaveLength(2);
  });

  it.each([
    ["a file not in the review", { file: "nope.json" }, "not a file of this review"],
    ["a file named like a prototype key (found by the fuzz suite)", { file: "__proto__" }, "not a file of this review"],
    ["a line past the end", { file: "HARNESS.md", line: 9999 }, "past its end"],
    ["a pointer and a line", { file: "policy.json", pointer: "/verbs", line: 1 }, "not both"],
    ["a pointer without a leading slash", { file: "policy.json", pointer: "verbs" }, "JSON pointer"],
    ["an empty body", { file: "policy.json", body: "   " }, "write a comment"],
    ["a body over 4000 characters", { file: "policy.json", body: "x".repeat(4001) }, "4000"],
    ["an empty name", { file: "policy.json", author: "" }, "display name"],
    ["a name over 80 characters", { file: "policy.json", author: "a".repeat(81) }, "80"],
    ["a name with a line break", { file: "policy.json", author: "Ada\nAdmin" }, "control characters"],
    ["a body with a hidden control character", { file: "policy.json", body: "ok\u001b[2J" }, "control characters"],
  ])("refuses %s with BAD_REQUEST", async (_name, change, message) => {
    const input = { base, head, author: "Ada", body: "a comment", ...change };
    await expect(caller.review.comment(input)).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(message),
    });
  });

  it("refuses an unknown verdict and an unknown share", async () => {
    await expect(
      caller.review.verdict({ base, head, author: "Ada", verdict: "lgtm" as "approve" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("request_changes") });
    await expect(
      caller.review.comment({ base: "CCCCCCCCCCCCCCCC", head, file: "policy.json", author: "Ada", body: "hi" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses text no database can hold: a NUL or a lone surrogate in a name, body, file or pointer", async () => {
    const ok = { base, head, file: "policy.json", author: "Ada", body: "hi" };
    for (const bad of [
      { author: "A\u0000da" },
      { author: "Ada\ud800" },
      { body: "hi\udfff" },
      { file: "policy\u0000.json" },
      { pointer: "/verbs/\u0000" },
    ]) {
      await expect(caller.review.comment({ ...ok, ...bad })).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: expect.stringMatching(/cannot hold (a NUL character|a lone surrogate)|control characters/),
      });
    }
  });

  it(`keeps at most ${maxReviewComments} comments and ${maxReviewVerdicts} verdicts per review`, async () => {
    const b = await store.shares.create({ ...ledger, "HARNESS.md": "cap base\n" });
    const h = await store.shares.create({ ...ledger, "HARNESS.md": "cap head\n" });
    const pair = { base: b, head: h };
    for (let i = 0; i < maxReviewComments; i++)
      await store.reviews.comment(pair, { file: "HARNESS.md", author: "Bot", body: `c${i}` });
    for (let i = 0; i < maxReviewVerdicts; i++) await store.reviews.verdict(pair, { name: `Bot${i}` }, "approve");
    const ids = { base: b.id, head: h.id };
    await expect(
      caller.review.comment({ ...ids, file: "HARNESS.md", author: "Ada", body: "one more" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(`holds ${maxReviewComments} comments`),
    });
    await expect(caller.review.verdict({ ...ids, author: "Ada", verdict: "approve" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(`holds ${maxReviewVerdicts} verdicts`),
    });
    expect(await store.reviews.size(pair)).toEqual({ comments: maxReviewComments, verdicts: maxReviewVerdicts });
  });
});

// DECISIONS.md 13: with sign-in on, no session is refused, the account (never a typed name) is the author, an
// account's later verdict replaces its earlier one, and PACKSTUDIO_ANONYMOUS_REVIEWS=on keeps typed names.
describe("reviews with sign-in on", () => {
  const ada: SignedInAccount = { id: "acct-ada", name: "Ada Lovelace", image: null };
  const otherAda: SignedInAccount = { id: "acct-ada-2", name: "Ada Lovelace", image: null };
  const as = (account: SignedInAccount | null, anonymousReviews = false) =>
    createCaller({ signIn: { account, anonymousReviews } });
  // A review of its own: the conversation belongs to the pair of share ids.
  let base = "";
  let head = "";
  beforeAll(async () => {
    const { db, tables } = store.accounts;
    for (const a of [ada, otherAda])
      await db.insert(tables.user).values({ id: a.id, name: a.name, email: `${a.id}@example.test` });
    base = (await store.shares.create(ledger)).id;
    head = (await store.shares.create({ ...ledger, "HARNESS.md": "changed\n" })).id;
  });

  it.each([
    ["comment", () => as(null).review.comment({ base, head, file: "HARNESS.md", author: "Ada", body: "hi" })],
    ["verdict", () => as(null).review.verdict({ base, head, author: "Ada", verdict: "approve" })],
  ])("refuses a %s without a session, whatever name is typed", async (_what, call) => {
    await expect(call()).rejects.toMatchObject({ code: "UNAUTHORIZED", message: expect.stringMatching(/^Sign in to/) });
    expect(await store.reviews.size({ base: { id: base, sha256: "" }, head: { id: head, sha256: "" } })).toEqual({
      comments: 0,
      verdicts: 0,
    });
  });

  it("writes the signed-in account as the author, never the typed name", async () => {
    const r = await as(ada).review.comment({ base, head, file: "HARNESS.md", author: "Grace Hopper", body: "hm" });
    expect(r.comments.map((c) => [c.author, c.signedIn])).toEqual([["Ada Lovelace", true]]);
  });

  it("keeps one verdict per account (the latest), and tells two accounts of the same name apart", async () => {
    await as(ada).review.verdict({ base, head, verdict: "approve" });
    await as(otherAda).review.verdict({ base, head, verdict: "approve" });
    const r = await as(ada).review.verdict({ base, head, verdict: "request_changes" });
    expect(r.verdicts.map((v) => [v.author, v.verdict, v.signedIn])).toEqual([
      ["Ada Lovelace", "approve", true],
      ["Ada Lovelace", "request_changes", true],
    ]);
  });

  it("PACKSTUDIO_ANONYMOUS_REVIEWS=on keeps today's typed names, signed in or not", async () => {
    const r = await as(null, true).review.comment({ base, head, file: "HARNESS.md", author: "Bo", body: "open" });
    expect(r.comments.at(-1)).toMatchObject({ author: "Bo", signedIn: false });
    await expect(as(null, true).review.verdict({ base, head, verdict: "approve" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("display name"),
    });
  });
});
