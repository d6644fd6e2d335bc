// validIdFrom: the id M001's fix proposes is one M001 and M004 accept (LINT.md M001, M004; §2.2.2).
import { describe, expect, it } from "vitest";
import { isValidId, validIdFrom } from "./valid-id.js";

describe("validIdFrom", () => {
  it.each([
    ["Bad Id", "bad-id"],
    ["Ledger-X", "ledger-x"],
    ["  My   Pack!! ", "my-pack"],
    ["Café Ünïcode", "cafe-unicode"],
    ["notes.v2_beta", "notes.v2_beta"],
    ["a".repeat(127) + " B", "a".repeat(127)],
    ["日本", undefined],
    ["", undefined],
  ])("%j is %j", (text, id) => {
    expect(validIdFrom(text)).toBe(id);
    if (id !== undefined) expect(isValidId(id)).toBe(true);
  });
});
