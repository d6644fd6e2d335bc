// The --http bearer token: what a given token must be, and which Authorization headers carry it.
import { describe, expect, it } from "vitest";
import { bearerCheck, newToken, tokenProblem } from "./mcp-http-auth.js";

describe("newToken", () => {
  it("is 32 random bytes as base64url, new each time", () => {
    const a = newToken();
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(newToken()).not.toBe(a);
    expect(tokenProblem(a)).toBeUndefined();
  });
});

describe("tokenProblem", () => {
  it.each([
    ["0123456789abcdef", undefined],
    ["short", "is 5 characters long; give at least 16"],
    ["with a space 0123456789", "only visible ASCII characters (no spaces)"],
    ["ünïcødé-0123456789", "only visible ASCII characters"],
    ["line\nbreak-0123456789", "only visible ASCII characters"],
  ])("%j: %s", (token, problem) => {
    if (problem === undefined) expect(tokenProblem(token)).toBeUndefined();
    else expect(tokenProblem(token)).toContain(problem);
  });
});

describe("bearerCheck", () => {
  const token = "0123456789abcdef-token";
  const check = bearerCheck(token);
  it.each<[string, string | string[] | undefined, boolean]>([
    ["the token", `Bearer ${token}`, true],
    ["the scheme in any case, spaces around", `bearer  ${token} `, true],
    ["no header", undefined, false],
    ["an empty header", "", false],
    ["the token alone", token, false],
    ["another scheme", `Basic ${token}`, false],
    ["a prefix of the token", `Bearer ${token.slice(0, -1)}`, false],
    ["the token and more", `Bearer ${token}x`, false],
    ["two tokens", `Bearer ${token} ${token}`, false],
    ["repeated headers", [`Bearer ${token}`], false],
  ])("%s: %j", (_, header, ok) => {
    expect(check(header)).toBe(ok);
  });
});
