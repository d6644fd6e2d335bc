// sameFiles: the same paths with the same text, whatever the key order.
import { describe, expect, it } from "vitest";
import { sameFiles } from "./same-files";

describe("sameFiles", () => {
  it.each([
    [{ a: "1", b: "2" }, { b: "2", a: "1" }, true],
    [{ a: "1" }, { a: "2" }, false],
    [{ a: "1" }, { a: "1", b: "" }, false],
    [{ a: "1", c: "" }, { a: "1", b: "" }, false],
    [{}, {}, true],
  ])("%j ~ %j: %s", (a, b, same) => {
    expect(sameFiles(a, b)).toBe(same);
  });
});
