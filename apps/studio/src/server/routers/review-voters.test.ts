// Issue 29: an open-mode verdict belongs to the browser that cast it (its voter cookie), through review.verdict
// and review.conversation on PGlite and, when PACKSTUDIO_TEST_DATABASE_URL is set, PostgreSQL.
import { specExample } from "@packstudio/core/testing";
import type { Store } from "@packstudio/db";
import { drivers } from "@packstudio/db/testing/databases";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readVoter, requestVoter, voterCookie, voterHash } from "../auth/review-voter";
import { createCaller } from "../root";
import { setStudioStore } from "../store-instance";

const ledger = specExample("ledger");
vi.setConfig({ testTimeout: 30_000 });

/** A browser: its own voter id, as the tRPC route hands it to procedures. */
function browser(n: number) {
  const voter = `${String(n).repeat(43)}`.slice(0, 43);
  return createCaller({ reviewVoter: () => voter });
}

describe.each(drivers)("open-mode verdicts and their voters on %s", (_name, open) => {
  let store: Store;
  let pair = { base: "", head: "" };
  let sides = { base: { id: "", sha256: "" }, head: { id: "", sha256: "" } };
  beforeAll(async () => {
    store = (await open()).store;
    setStudioStore(store);
    const base = await store.shares.create({ ...ledger, "HARNESS.md": `voters base ${Date.now()}\n` });
    const head = await store.shares.create({ ...ledger, "HARNESS.md": `voters head ${Date.now()}\n` });
    pair = { base: base.id, head: head.id };
    sides = { base, head };
  }, 300_000);
  afterAll(() => store.close());

  it("a browser replaces its own verdict; another browser typing the same name is refused and changes nothing", async () => {
    const [a, b] = [browser(1), browser(2)];
    await a.review.verdict({ ...pair, author: "Ada", verdict: "approve" });
    const mine = await a.review.verdict({ ...pair, author: "Ada", verdict: "request_changes" });
    expect(mine.verdicts.map((v) => [v.author, v.verdict])).toEqual([["Ada", "request_changes"]]);
    for (const name of ["Ada", " ada ", "ＡＤＡ"]) {
      await expect(b.review.verdict({ ...pair, author: name, verdict: "approve" })).rejects.toMatchObject({
        code: "CONFLICT",
        message: expect.stringContaining("only that browser can change it"),
      });
    }
    const seen = await b.review.conversation(pair);
    expect(seen.verdicts.map((v) => [v.author, v.verdict, v.signedIn])).toEqual([["Ada", "request_changes", false]]);
    // Under a name of its own, the second browser's verdict stands beside the first.
    const both = await b.review.verdict({ ...pair, author: "Bo", verdict: "approve" });
    expect(both.verdicts.map((v) => [v.author, v.verdict])).toEqual([
      ["Ada", "request_changes"],
      ["Bo", "approve"],
    ]);
  });

  it("a browser that renames itself replaces its verdict under the new name", async () => {
    const c = browser(3);
    await c.review.verdict({ ...pair, author: "Cy", verdict: "approve" });
    const renamed = await c.review.verdict({ ...pair, author: "Cyrus", verdict: "approve" });
    expect(renamed.verdicts.map((v) => v.author)).toEqual(["Ada", "Bo", "Cyrus"]);
  });

  it("stores the voter's SHA-256 with the verdict, never the voter id, and no answer carries either", async () => {
    const d = browser(4);
    const answer = await d.review.verdict({ ...pair, author: "Dee", verdict: "approve" });
    const rows = (await store.reviews.conversation(sides)).verdicts;
    const voter = "4".repeat(43);
    expect(rows.find((r) => r.author === "Dee")?.voter).toBe(voterHash(voter));
    expect(rows.every((r) => r.voter !== voter)).toBe(true);
    expect(JSON.stringify(answer)).not.toContain(voterHash(voter));
    expect(JSON.stringify(answer)).not.toContain("voter");
  });

  it("a verdict cast without a voter (before migration 0016) is refused to every browser typing its name", async () => {
    await store.reviews.verdict(sides, { name: "Eve" }, "approve");
    await expect(
      browser(5).review.verdict({ ...pair, author: "Eve", verdict: "request_changes" }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect((await createCaller({}).review.conversation(pair)).verdicts.find((v) => v.author === "Eve")?.verdict).toBe(
      "approve",
    );
  });

  it("review.conversation bounds its ids and says when a share is unknown", async () => {
    await expect(
      createCaller({}).review.conversation({ base: "x".repeat(101), head: pair.head }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(
      createCaller({}).review.conversation({ base: "AAAAAAAAAAAAAAAA", head: pair.head }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: expect.stringContaining('No share "AAAAAAAAAAAAAAAA"') });
  });
});

describe("the voter cookie", () => {
  it("is issued once, httpOnly, with the first verdict, and read back from a Cookie header", () => {
    const answer = new Headers();
    const voter = requestVoter(new Headers(), answer, false);
    expect(answer.get("set-cookie")).toBeNull(); // nothing is set until a verdict asks for the voter
    const id = voter();
    expect(voter()).toBe(id);
    const cookie = answer.get("set-cookie") ?? "";
    expect(cookie).toMatch(
      new RegExp(`^${voterCookie}=[A-Za-z0-9_-]{43}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`),
    );
    expect(readVoter(`other=1; ${voterCookie}=${id}`)).toBe(id);
    const again = new Headers();
    expect(requestVoter(new Headers({ cookie: `${voterCookie}=${id}` }), again, true)()).toBe(id);
    expect(again.get("set-cookie")).toBeNull();
    const secure = new Headers();
    requestVoter(new Headers(), secure, true)();
    expect(secure.get("set-cookie")).toContain("; Secure");
  });

  it.each([
    ["no cookie", null],
    ["another cookie", "session=abc"],
    ["a short value", `${voterCookie}=abc`],
    ["markup", `${voterCookie}=<script>alert(1)</script>aaaaaaaaaaaaaaaaaaaaaaaa`],
    ["an oversized header", `${voterCookie}=${"a".repeat(43)}; x=${"y".repeat(20_000)}`],
  ])("reads %s as no voter", (_what, header) => {
    expect(readVoter(header)).toBeUndefined();
  });
});
