// Table tests for X002 (docs/lint-project-codes.md; DECISIONS.md 7: every text on the card, the pack's own too, is
// shown escaped and flags the card, so lint warns where the pack writes a hidden character).
import { type Json, packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./x002-hidden-characters.js";

const surface = (pointer: string, message: string[], at?: [number, number]) => ({
  file: "surface.json",
  pointer,
  message,
  ...(at && { at }),
});
const policy = (pointer: string, message: string[]) => ({ file: "policy.json", pointer, message });

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  {
    name: "valid: accents, emoji and right-to-left letters are text, not hidden characters",
    files: packWith({
      surface: (s: Json) => {
        s.verbs.transfer.description = "Payé 💸 to שלום";
      },
    }),
    expect: [],
  },
  {
    name: "valid: the literal text <U+202E> and a JSON escape written as text",
    files: packWith({
      surface: (s: Json) => {
        s.verbs.transfer.description = "say <U+202E> or \\n";
      },
    }),
    expect: [],
  },
  {
    name: "valid: an argument's pattern refusing control characters (the checker reads it, not a person)",
    files: packWith({
      surface: (s: Json) => {
        s.verbs.transfer.args.properties.memo.pattern = "^[^\u0000-\u001f\u202e]*$";
        s.verbs.transfer.args.properties.memo.anyOf = [{ pattern: "^\u200b?x$" }];
      },
    }),
    expect: [],
  },
  {
    name: "valid: an argument's patternProperties key",
    files: packWith({
      surface: (s: Json) => {
        s.verbs.transfer.args.properties.memo = { type: "object", patternProperties: { "^[^\u0000]+$": {} } };
      },
    }),
    expect: [],
  },
  {
    name: "invalid: ANSI colour in a policy reason",
    files: packWith({
      policy: (p: Json) => {
        p.verbs.transfer.reason = "Moves \u001b[31mmoney\u001b[0m";
      },
    }),
    expect: [policy("/verbs/transfer/reason", ['"Moves <U+001B>[31mmoney<U+001B>[0m"', "<U+001B> (escape)"])],
  },
  {
    name: "invalid: a right-to-left override in a preview title, located at the string",
    files: packWith({
      surface: (s: Json) => {
        s.verbs.transfer.preview.title = "Pay \u202Etxt.exe";
      },
    }),
    expect: [surface("/verbs/transfer/preview/title", ["<U+202E> (bidi override)", "flag the card"], [116, 18])],
  },
  {
    name: "invalid: a zero-width space in a preview field's name, anchored on the name",
    files: packWith({
      surface: (s: Json) => {
        s.verbs.transfer.preview.fields["pay\u200Bee"] = "{{payee}}";
      },
    }),
    expect: [surface("/verbs/transfer/preview/fields/pay\u200Bee", ['"pay<U+200B>ee"', "zero-width space", "rename"])],
  },
  {
    name: "invalid: an isolate in a field template",
    files: packWith({
      surface: (s: Json) => {
        s.verbs.transfer.preview.fields.currency = "\u2066EUR\u2069";
      },
    }),
    expect: [
      surface("/verbs/transfer/preview/fields/currency", ["<U+2066> (bidi isolate), <U+2069> (bidi isolate end)"]),
    ],
  },
  {
    name: "invalid: a newline and a carriage return in a description",
    files: packWith({
      surface: (s: Json) => {
        s.verbs.connect.description = "Link\r\nDone";
      },
    }),
    expect: [surface("/verbs/connect/description", ["<U+000D> (carriage return), <U+000A> (line feed)"])],
  },
  {
    name: "invalid: NUL in an argument's description (people read it in forms and tool lists)",
    files: packWith({
      surface: (s: Json) => {
        s.verbs.transfer.args.properties.memo.description = "a\u0000b";
      },
    }),
    expect: [surface("/verbs/transfer/args/properties/memo/description", ["<U+0000> (null)"])],
  },
  {
    name: "invalid: a command's name, in the manifest and in the policy",
    files: packWith({
      surface: (s: Json) => {
        s.verbs["list\u200B"] = s.verbs.list;
      },
      policy: (p: Json) => {
        p.verbs["list\u200B"] = { effect: "read" };
      },
    }),
    expect: [surface("/verbs/list\u200B", ['"list<U+200B>"']), policy("/verbs/list\u200B", ['"list<U+200B>"'])],
  },
  {
    name: "invalid: a pack name, and a long text's message shows its start",
    files: packWith({
      surface: (s: Json) => {
        s.name = `Ledger\u202E${"x".repeat(100)}`;
      },
    }),
    expect: [surface("/name", [`"Ledger<U+202E>${"x".repeat(53)}…"`])],
  },
]);
