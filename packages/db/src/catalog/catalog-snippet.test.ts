// Issue 29: a result whose card would show nothing marked carries the snippet that matched, and a search read as a
// typo says what it searched for instead. The snippet cut alone, then search on PGlite and, when set, PostgreSQL.
import { catalogPack } from "@packstudio/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedPack } from "../../bench/generated-catalog.js";
import type { Store } from "../store.js";
import { drivers } from "../testing/test-databases.js";
import { matchSnippet } from "./catalog-snippet.js";

const marked = (s: { text: string; ranges: [number, number][] } | null | undefined) =>
  s ? s.ranges.map(([a, b]) => s.text.slice(a, b)) : null;

describe("matchSnippet", () => {
  it("cuts a line around the first match, at words, with its words marked and blanks made single spaces", () => {
    const text = `${"intro words ".repeat(20)}\n\n## Paying\n\n- \`ledger payees add demo-rent --name "Harbour Flats"\`: saves a payee${" and more".repeat(30)}`;
    const got = matchSnippet(text, "harbour");
    expect(got?.text.startsWith("… ")).toBe(true);
    expect(got?.text.endsWith(" …")).toBe(true);
    expect(got?.text).toContain('--name "Harbour Flats"');
    expect(got?.text).not.toMatch(/\s{2}|\n/);
    expect(got?.text.length).toBeLessThan(200);
    expect(marked(got)).toEqual(["Harbour"]);
  });

  it("marks a typo as search reads one, and is null where the words match nowhere", () => {
    expect(marked(matchSnippet("Keeps receipts of payments.", "paymnts"))).toEqual(["payments"]);
    expect(matchSnippet("Nothing here.", "harbour")).toBeNull();
    expect(matchSnippet("Anything.", "  ")).toBeNull();
  });
});

describe.each(drivers)("search results on %s", (_name, open) => {
  let store: Store;
  beforeAll(async () => {
    store = (await open()).store;
    await store.catalog.publish(catalogPack("ledger"));
    await store.catalog.publish(catalogPack("weather"));
    for (let n = 10; n < 40; n++) await store.catalog.publish(generatedPack(n));
  }, 300_000);
  afterAll(() => store.close());

  it("a match only in HARNESS.md past the card's summary comes with its snippet", async () => {
    const got = await store.catalog.search({ q: "harbour" });
    const ledger = got.items.find((i) => i.id === "ledger");
    expect(ledger?.highlights.summary).toEqual([]);
    expect(ledger?.snippet?.source).toBe("HARNESS.md");
    expect(marked(ledger?.snippet)).toEqual(["Harbour"]);
  });

  it("a match in the card's own text or name has no snippet", async () => {
    const got = await store.catalog.search({ q: "ledger" });
    expect(got.items.find((i) => i.id === "ledger")?.snippet).toBeNull();
    expect((await store.catalog.search({})).items.every((i) => i.snippet === null)).toBe(true);
  });

  it("a search read as a typo names the words it searched for; words matched as typed name none", async () => {
    const typo = await store.catalog.search({ q: "ledgr" });
    expect(typo.items[0]?.id).toBe("ledger");
    expect(typo.corrected).toEqual({ q: "ledger", alsoAsTyped: false });
    expect((await store.catalog.search({ q: "ledger" })).corrected).toBeNull();
    expect((await store.catalog.search({ q: "weath" })).corrected).toBeNull();
  });
});
