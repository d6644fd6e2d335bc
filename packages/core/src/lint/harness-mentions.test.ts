// shownForms answers what one `mentions` regular expression per form answers, over generated texts and forms.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shownForms } from "./harness-mentions.js";
import { mentions } from "./rules/s003-harness-command-form.js";

describe("shownForms", () => {
  it.each([
    ["`gen status`", [["gen", "status"]], [true]],
    ["gen\n  status", [["gen", "status"]], [true]],
    ["regen status", [["gen", "status"]], [false]],
    ["gen statuses", [["gen", "status"]], [false]],
    ["gen status-x", [["gen", "status"]], [false]],
    ["gen status.", [["gen", "status"]], [true]],
    ["a./bin/x b", [["./bin/x"]], [false]],
    ["a ./bin/x b", [["./bin/x"]], [true]],
    ["run ./x.", [["./x."]], [true]],
    ["run ./x.y", [["./x."]], [false]],
    [
      "gen group cmd1 and gen group cmd12",
      [
        ["gen", "group", "cmd12"],
        ["gen", "group", "cmd2"],
      ],
      [true, false],
    ],
    ["x", [[], [""], ["a b"]], [false, false, false]],
    ["gen\u00a0status gen\u200bstatus", [["gen", "status"]], [true]],
    // Repeated forms, next to each other or apart, and forms whose words join alike.
    [
      "a b and c",
      [["c"], ["a", "b"], ["a", "b"], ["c"], ["c"], ["a b"], ["x"], ["x"]],
      [true, true, true, true, true, false, false, false],
    ],
  ])("%j", (text, forms, expected) => {
    expect(shownForms(text, forms)).toEqual(expected);
  });

  it("agrees with mentions() on generated texts and forms", () => {
    const unit = fc.constantFrom("a", "b", "ab", "-", ".", "/", "`", " ", "\n", "\u00a0", "_", "é", "→");
    // Forms hold ASCII and other characters alike (atoms of single characters are kept apart by range).
    const word = fc.string({
      unit: fc.constantFrom("a", "b", "-", ".", "/", "`", "_", "é", "→"),
      minLength: 1,
      maxLength: 3,
    });
    const form = fc.array(word, { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), fc.array(form, { maxLength: 6 }), (text, forms) => {
        expect(shownForms(text, forms)).toEqual(forms.map((f) => mentions(text, f)));
      }),
      { numRuns: 3000 },
    );
  });

  it("agrees with mentions() when every form starts with a word (the text is skipped between matches)", () => {
    const unit = fc.constantFrom("g", "gen", "en", "s", "-", ".", "`", " ", "\n", "\u00a0", "_", "é", "x");
    const first = fc.constantFrom("gen", "g", "en", "gen-x", "x.y");
    const word = fc.string({ unit: fc.constantFrom("s", "gen", "-", ".", "`", "_"), minLength: 1, maxLength: 3 });
    const form = fc.tuple(first, fc.array(word, { maxLength: 2 })).map(([f, rest]) => [f, ...rest]);
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 60 }), fc.array(form, { maxLength: 5 }), (text, forms) => {
        expect(shownForms(text, forms)).toEqual(forms.map((f) => mentions(text, f)));
      }),
      { numRuns: 5000 },
    );
  });
});
