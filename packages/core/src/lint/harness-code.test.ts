// harnessCode: the code spans and fenced-block lines S005 reads (LINT.md S005), with their offsets in the text.
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

  it("offsets point at the code in the text, CRLF or not", () => {
    for (const md of ["x `ab` y\r\n```\r\ncd\r\n```\r\n", "x `ab` y\n```\ncd\n```\n"]) {
      for (const code of harnessCode(md)) expect(md.slice(code.offset, code.offset + code.length)).toBe(code.text);
    }
  });
});
