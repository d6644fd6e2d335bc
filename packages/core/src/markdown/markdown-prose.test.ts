// firstProseText: the first top-level paragraph of prose, as plain text, from the preview's parse.
import { describe, expect, it } from "vitest";
import { firstProseText } from "./markdown-prose.js";

describe("firstProseText", () => {
  it.each([
    ["# Title\n\nPays **saved** `ledger list`.", "Pays saved ledger list."],
    ["Title\n=====\n\n- a list\n\n> a quote\n\n| a |\n|---|\n| b |\n\n    code\n\nThe prose.", "The prose."],
    ["```\nnot\n\nprose\n```\n\nAfter the fence.", "After the fence."],
    ["<div>\nraw\n</div>\n\n<!-- c -->\n\nAfter it.", "After it."],
    ["Lines\nwrap  \nhere &amp; &copy;", "Lines wrap here & ©"],
    ["![a logo](x.png) and [docs](https://e.x)", "a logo and docs"],
    ["# Only a heading", ""],
  ])("%j → %j", (markdown, text) => {
    expect(firstProseText(markdown)).toBe(text);
  });
});
