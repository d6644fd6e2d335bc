// Table tests for M018 (manifest Commands: `description` is "One sentence. Shown in host tool catalogs.").
import { describe, expect, it } from "vitest";
import { type Json, packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule, sentencesOf } from "./m018-description.js";

const describeAs = (key: string, description: unknown) => (s: Json) => {
  s.verbs[key].description = description;
};
/** The ledger with its two two-sentence descriptions cut to one. */
const oneSentenceLedger = (s: Json) => {
  s.verbs["setup.status"].description = "Report whether the local ledger store is set up.";
  s.verbs.transfer.description = "Pay a saved payee once a person confirms the amount and payee.";
};
const at = (key: string, message?: string | string[]) => ({
  file: "surface.json",
  pointer: `/verbs/${key}/description`,
  ...(message && { message }),
});
const ledger = (change: (s: Json) => void) =>
  packWith({
    surface: (s: Json) => {
      oneSentenceLedger(s);
      change(s);
    },
  });

ruleTable(rule, [
  {
    name: "decided: the manifest's own ledger warns twice (a trailing fragment is a sentence)",
    files: packWith(),
    expect: [at("setup.status", ['"Idempotent."', '"Report whether']), at("transfer", '"Refused until')],
  },
  { name: "valid: ledger with one-sentence descriptions", files: ledger(() => {}), expect: [] },
  {
    name: "invalid: two sentences (the broken pack's send)",
    files: ledger(describeAs("list", "Send a message. Then wait for the reply.")),
    expect: [at("list", ["2 sentences", '"Send a message."'])],
  },
  {
    name: "invalid: a question and more",
    files: ledger(describeAs("list", "Is it set up? tell me")),
    expect: [at("list", "2 sentences")],
  },
  {
    name: "invalid: three sentences, one finding",
    files: ledger(describeAs("list", "List. Sort! Print?")),
    expect: [at("list", "3 sentences")],
  },
  {
    name: "invalid: no description, at the key",
    files: ledger((s) => {
      delete s.verbs.list.description;
    }),
    expect: [{ file: "surface.json", pointer: "/verbs/list", message: ['"list"', 'no "description"'] }],
  },
  { name: "invalid: empty", files: ledger(describeAs("list", "  ")), expect: [at("list", "empty")] },
  {
    name: "valid: e.g. and i.e.",
    files: ledger(describeAs("list", "List entries, e.g. Transfers, i.e. Payments.")),
    expect: [],
  },
  { name: "valid: a decimal", files: ledger(describeAs("list", "Pay 2.80 EUR to Transit.")), expect: [] },
  {
    name: "valid: an ellipsis inside parentheses",
    files: ledger(describeAs("list", "List entries (amount, payee... And memo) newest first.")),
    expect: [],
  },
  {
    name: "valid: an ellipsis outside parentheses",
    files: ledger(describeAs("list", "List entries... Newest first")),
    expect: [],
  },
  {
    name: "valid: a code span",
    files: ledger(describeAs("list", "Run `ledger list. Then` newest first.")),
    expect: [],
  },
  {
    name: "valid: a lower-case word after a period",
    files: ledger(describeAs("list", "Lists the ledger. newest first")),
    expect: [],
  },
  { name: "valid: no final period", files: ledger(describeAs("list", "Recent entries")), expect: [] },
  { name: "not M018: a description of the wrong type (M005)", files: ledger(describeAs("list", 42)), expect: [] },
  {
    name: "edge: declaration of the wrong type",
    files: ledger((s) => {
      s.verbs.list = "List.";
    }),
    expect: [],
  },
  { name: "edge: surface.json does not parse", files: packWith({ surface: "{" }), expect: [] },
]);

describe("M018 sentence split", () => {
  it.each([
    ["Send a message. Then wait for the reply.", ["Send a message.", "Then wait for the reply."]],
    ["Report whether the store is set up. Idempotent.", ["Report whether the store is set up.", "Idempotent."]],
    ['Say "hi." Then go.', ['Say "hi."', "Then go."]],
    ["Really? yes", ["Really?", "yes"]],
    ["Wow! Done", ["Wow!", "Done"]],
    ["Costs 2.80 EUR.", ["Costs 2.80 EUR."]],
    ["Use a tool, e.g. Git, to commit.", ["Use a tool, e.g. Git, to commit."]],
    ["Apples vs. Oranges.", ["Apples vs. Oranges."]],
    ["Ask J. Smith first.", ["Ask J. Smith first."]],
    ["Wait (see docs. Then retry) here.", ["Wait (see docs. Then retry) here."]],
    ["Loading… Done", ["Loading… Done"]],
    ["", []],
  ])("%j", (text, sentences) => {
    expect(sentencesOf(text)).toEqual(sentences);
  });
});
