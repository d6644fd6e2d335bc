// Review links `/review/<base>...<head>` (DECISIONS.md 11): two share ids, or a problem that says what is wrong.
import { describe, expect, it } from "vitest";
import { parseReviewRange } from "./review-range";

const a = "AAAAAAAAAAAAAAAA";
const b = "b_b-b0b0b_b-b0b0";

describe("parseReviewRange", () => {
  it("reads two share ids", () => {
    expect(parseReviewRange(`${a}...${b}`)).toEqual({ ok: true, base: a, head: b });
  });

  it.each([
    ["no separator", a, 'no "..."'],
    ["the separator twice", `${a}...${b}...${a}`, '"..." 2 times'],
    ["a short base", `abc...${b}`, 'The base (before) "abc" is not a share id'],
    ["a head with a bad character", `${a}...${"!".repeat(16)}`, "The head (after)"],
    ["two dots only", `${a}..${b}`, 'no "..."'],
  ])("refuses %s", (_, range, problem) => {
    const r = parseReviewRange(range);
    expect(r.ok).toBe(false);
    expect(r.ok === false && r.problem).toContain(problem);
  });

  it("cuts a long id in the message", () => {
    const r = parseReviewRange(`${"x".repeat(500)}...${b}`);
    expect(r.ok === false && r.problem).toContain(`"${"x".repeat(40)}"`);
    expect(r.ok === false && r.problem.length).toBeLessThan(300);
  });
});
