// Text that cannot be stored: NUL characters and lone surrogates, found with their place.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { lineColumn, storableText, unstorableCharacter } from "./text-input";

describe("unstorableCharacter", () => {
  it.each([
    ["plain text", undefined],
    ["emoji 💸 and é", undefined],
    ["bidi \u202e and zero-width \u200b are storable (shown escaped elsewhere)", undefined],
    ["a\u0000b", { index: 1, what: "a NUL character (U+0000)" }],
    ["lone high \ud800 here", { index: 10, what: "a lone surrogate (U+D800, not valid Unicode)" }],
    ["lone low \udc00", { index: 9, what: "a lone surrogate (U+DC00, not valid Unicode)" }],
    ["\ud83d", { index: 0, what: "a lone surrogate (U+D83D, not valid Unicode)" }],
    ["reversed pair \udcb8\ud83d", { index: 14, what: "a lone surrogate (U+DCB8, not valid Unicode)" }],
  ])("%j", (text, want) => {
    expect(unstorableCharacter(text)).toEqual(want);
  });
});

describe("lineColumn", () => {
  it.each([
    ["abc", 0, "line 1, column 1"],
    ["abc", 2, "line 1, column 3"],
    ["a\nbc", 2, "line 2, column 1"],
    ["a\nb\ncd", 5, "line 3, column 2"],
  ])("%j at %i is %s", (text, index, want) => {
    expect(lineColumn(text, index)).toBe(want);
  });
});

describe("storableText", () => {
  it("refuses with what and where", () => {
    const name = storableText(z.string().max(10), "a display name");
    expect(name.parse("Ada")).toBe("Ada");
    const r = name.safeParse("A\u0000da");
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("a display name cannot hold a NUL character (U+0000) (at character 2)");
  });
});
