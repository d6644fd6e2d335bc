// The --session name rule that `run` and `exec` share.
import { describe, expect, it } from "vitest";
import { UsageError } from "./io.js";
import { sessionName } from "./session-name.js";

describe("sessionName", () => {
  it.each([
    ["the fallback when none is given", undefined, "cli"],
    ["letters, digits, _ and -", "ci_run-2", "ci_run-2"],
    ["64 characters", "a".repeat(64), "a".repeat(64)],
  ])("takes %s", (_n, given, name) => {
    expect(sessionName(given, "cli")).toBe(name);
  });

  it.each([
    ["an empty name", ""],
    ["65 characters", "a".repeat(65)],
    ["a path", "../home"],
    ["a space", "a b"],
    ["a dot", "a.b"],
  ])("refuses %s with the rule", (_n, given) => {
    expect(() => sessionName(given, "cli")).toThrow(UsageError);
    expect(() => sessionName(given, "cli")).toThrow("--session takes letters, digits, _ and - (up to 64).");
  });
});
