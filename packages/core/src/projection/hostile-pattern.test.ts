// A pack's pattern can neither stall renderCommand (ReDoS) nor be run by a backtracking engine.
import { describe, expect, it } from "vitest";
import { type Json, packWith } from "../testing/pack-builder.js";
import { renderCommand } from "./render-command.js";

const withMemoPattern = (pattern: string) =>
  packWith({
    surface: (s: Json) => {
      s.verbs.transfer.args.properties.memo.pattern = pattern;
    },
  });
const args = (memo: string) => ({ amount: "2.80", payee: "demo-transit", memo });

describe("renderCommand with a hostile pattern", () => {
  // A backtracking engine takes about 2^n steps: 34 letters and a "!" is minutes (the server froze 8.8 s at 27).
  it("^(a+)+$ against 34 letters and a '!' is refused at once, naming the argument", () => {
    const result = renderCommand(withMemoPattern("^(a+)+$"), "transfer", args(`${"a".repeat(34)}!`));
    expect(result).toMatchObject({ ok: false, error: { code: "invalid_argument", names: ["memo"] } });
    expect(renderCommand(withMemoPattern("^(a+)+$"), "transfer", args("a".repeat(34))).ok).toBe(true);
  });

  it("a pattern only a backtracking engine runs makes the pack fail lint (X001): nothing is matched", () => {
    const result = renderCommand(withMemoPattern("^(a+)+\\1$"), "transfer", args(`${"a".repeat(34)}!`));
    expect(result).toMatchObject({ ok: false, error: { code: "pack_invalid", names: ["X001"] } });
  });
});
