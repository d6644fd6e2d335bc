// harnessCode: the code spans and code-block lines S005 reads (LINT.md S005), from the parse the preview renders,
// with their offsets in the text.
import { describe, expect, it } from "vitest";
import { harnessCode } from "./harness-code.js";

const texts = (md: string) => harnessCode(md).map((c) => c.text);

describe("harnessCode (LINT.md S005: inline code spans and lines of code blocks)", () => {
  it.each([
    ["`a b` and ``c ` d``", ["a b", "c ` d"]],
    ["` padded `", ["padded"]],
    ["`wrapped\nover lines`", ["wrapped over lines"]],
    ["`open\n\nnever closed` here", []],
    ["lone ` backtick, then `x`", ["backtick, then"]], // the first run pairs with the next of its length
    ["```sh\nledger status\n  ledger list\n```\n`after`", ["ledger status", "  ledger list", "after"]],
    ["  ~~~\n  ledger a\n   ledger b\n  ~~~", ["ledger a", " ledger b"]],
    ["```\nnot `a span`\n````\nstill in", ["not `a span`"]], // a longer fence closes it
    ["```\nunclosed\nto the end", ["unclosed", "to the end"]],
    ["```js`x\nnot a fence", []], // an info string with a backtick: no fence, and no span closes
  ])("%j", (md, expected) => {
    expect(texts(md)).toEqual(expected);
  });
});

describe("harnessCode reads what the preview shows as code (CommonMark)", () => {
  it.each([
    ["an indented code block", "Run:\n\n    ledger a\n\n    ledger b\n", ["ledger a", "", "ledger b"]],
    ["four spaces before ``` make code, not a fence", "    ```\n    ledger x\n    ```", ["```", "ledger x", "```"]],
    ["a fence in a quote", "> ```\n> ledger x\n> ```\n", ["ledger x"]],
    ["a fence in a list item", "- a\n\n  ```\n  ledger x\n  ```\n", ["ledger x"]],
    ["a quote ends a fence in it", "> ```\n> ledger x\n\nledger y\n", ["ledger x"]],
    ["a span in a heading", "# Use `ledger q` #", ["ledger q"]],
    ["spans in a link and an image", "[`ledger l`](x) ![`ledger i`](y)", ["ledger l", "ledger i"]],
    ["no span in a link's address", "[x](`ledger`)", []],
    ["a space ends an address: the rest is text and a span", "[x](`ledger a`)", ["ledger a"]],
    ["a backslash escapes a backtick", "\\`ledger a` b`", [" b"]],
    ["table cells", "| `ledger a` | `b \\| c` |\n|---|---|\n| x | `ledger y` |", ["ledger a", "b | c", "ledger y"]],
  ])("%s", (_, md, expected) => {
    expect(texts(md)).toEqual(expected);
  });
});

describe("harnessCode's offsets point at the code in the text", () => {
  it.each([
    "x `ab` y\r\n```\r\ncd\r\n```\r\n",
    "x `ab` y\n```\ncd\n```\n",
    "> quoted `ledger a` and\n> `ledger b`\n",
    "- item `ledger a`\n  - nested `ledger b`\n\n    ```\n    ledger c\n    ```\n",
    "# Use `ledger q` #\n\nSetext `ledger s`\n---\n",
    "| `ledger a` | b |\n|---|---|\n| `ledger c` | `ledger d` |\n",
    "> | `ledger a` | b |\n> |---|---|\n> | x | `ledger c` |\n",
    "![see `ledger i`](x) [and `ledger l`](y)\n",
    "Trailing spaces `ledger a`   \nnext line `ledger b`  \n",
    "```\n\tledger tab\n```\n",
  ])("%j", (md) => {
    const codes = harnessCode(md);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(md.slice(code.offset, code.offset + code.length)).toBe(code.text);
  });

  it("a span over lines in a quote starts at its code and ends at its last character", () => {
    const md = "> Use `ledger a\n> --amount 1` here.\n";
    const [code] = harnessCode(md);
    expect(code?.text).toBe("ledger a --amount 1");
    expect(md.slice(code?.offset, (code?.offset ?? 0) + (code?.length ?? 0))).toBe("ledger a\n> --amount 1");
  });

  it("a MiB of lone backticks: every pair a span, each at its place (read in linear time)", () => {
    const md = "a ` ".repeat(256 * 1024);
    const codes = harnessCode(md);
    expect(codes).toHaveLength(128 * 1024);
    expect(codes.every((c) => md.slice(c.offset, c.offset + c.length) === c.text)).toBe(true);
  });
});
