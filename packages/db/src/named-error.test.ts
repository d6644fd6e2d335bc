// Storage errors are recognised across copies of their module (Next bundles instrumentation and routes apart).
import { describe, expect, it } from "vitest";
import { TooManyDeviceLogins } from "./accounts/device-codes.js";
import { CursorError } from "./catalog/catalog-cursor.js";
import { ReviewShareGone } from "./reviews/reviews.js";

/** The same class as another bundle's copy of the module defines it: equal in all but identity. */
function copyOf(name: string) {
  return class extends Error {
    override name = name;
  };
}

describe("storage errors across module copies", () => {
  it.each([
    ["CursorError", CursorError],
    ["ReviewShareGone", ReviewShareGone],
    ["TooManyDeviceLogins", TooManyDeviceLogins],
  ] as const)("%s: instanceof holds for another copy's error, and only for that name", (name, Class) => {
    const Copy = copyOf(name);
    expect(new Copy("x") instanceof Class).toBe(true);
    expect(new (copyOf("OtherError"))("x") instanceof Class).toBe(false);
    expect(new Error("x") instanceof Class).toBe(false);
  });

  it("keeps instanceof true for its own instances", () => {
    expect(new CursorError("bad cursor")).toBeInstanceOf(CursorError);
    expect(new ReviewShareGone()).toBeInstanceOf(ReviewShareGone);
  });
});
