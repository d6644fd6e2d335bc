// Share ids, expiries and verdicts (DECISIONS.md 11): the values every layer imports from here.
import { describe, expect, it } from "vitest";
import { expiryList, expiryMs, isExpiry, notAShareId, shareExpiries, shareIdPattern } from "./share-facts.js";

describe("share facts", () => {
  it.each([
    ["AAAAAAAAAAAAAAAA", true],
    ["b_b-b0b0b_b-b0b0", true],
    ["AAAAAAAAAAAAAAA", false],
    ["AAAAAAAAAAAAAAAAA", false],
    ["AAAAAAAA+AAAAAAA", false],
  ])("%s is a share id: %s", (id, ok) => {
    expect(shareIdPattern.test(id)).toBe(ok);
  });

  it("words the refusal of a malformed id", () => {
    expect(notAShareId('"x"')).toBe(
      '"x" is not a share id: a share id is 16 characters of A-Z, a-z, 0-9, "_" and "-".',
    );
  });

  it("lists the expiries, never last, and times each other one", () => {
    expect(shareExpiries).toEqual(["1d", "1w", "1m", "never"]);
    expect(expiryList).toBe("1d, 1w, 1m or never");
    expect(expiryMs).toEqual({ "1d": 86_400_000, "1w": 604_800_000, "1m": 2_592_000_000 });
    expect(isExpiry("1w")).toBe(true);
    expect(isExpiry("2w")).toBe(false);
  });
});
