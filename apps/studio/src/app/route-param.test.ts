// pageParam: a page's percent-encoded segment back to the text it names, and a stray "%" left as typed.
import { describe, expect, it } from "vitest";
import { pageParam } from "./route-param";

describe("pageParam", () => {
  it.each([
    ["ledger", "ledger"],
    [encodeURIComponent('"><img src=x onerror=window.__xss=1>{{7*7}}'), '"><img src=x onerror=window.__xss=1>{{7*7}}'],
    ["a%2520b", "a%20b"],
    ["100%", "100%"],
    ["%E0%A4%A", "%E0%A4%A"],
  ])("%s reads as %s", (raw, text) => {
    expect(pageParam(raw)).toBe(text);
  });
});
