// Table tests for M021 (manifest Commands, title: "{{argument}} placeholders ({{result.…}} in done)"; DECISIONS 6: result.… in live is an error).
import { type Json, packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { rule } from "./m021-result-in-live-title.js";

const broken = specExample("broken");
const live = (value: unknown) =>
  packWith({
    surface: (s: Json) => {
      s.verbs.transfer.title.live = value;
    },
  });
const at = (suffix: string, message?: string | string[], fixClears?: boolean) => ({
  file: "surface.json",
  pointer: `/verbs/transfer/title/live${suffix}`,
  ...(message && { message }),
  ...(fixClears && { fixClears }),
});

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  {
    name: "broken pack: a string live title",
    files: broken,
    expect: [{ file: "surface.json", pointer: "/verbs/send/title/live", message: '"{{result.id}}"' }],
  },
  {
    name: "invalid: a string live title",
    files: live("Paid {{result.id}}"),
    expect: [at("", ['"Paid {{result.id}}"', '"{{result.id}}"', '"done"'])],
  },
  {
    name: "invalid: a list item, removed (the next one still works)",
    files: live(["Paid {{result.id}}", "Paying"]),
    expect: [at("/0", '"{{result.id}}"', true)],
  },
  {
    name: "invalid: {{result}} alone",
    files: live(["Paying", "{{ result }}"]),
    expect: [at("/1", '"{{result}}"', true)],
  },
  {
    name: "invalid: two list items, two findings",
    files: live(["A {{result.a}}", "B {{result.b}} {{result.b}}"]),
    expect: [at("/0", '"{{result.a}}"'), at("/1", '"{{result.b}}"')],
  },
  {
    name: "valid: in done",
    files: packWith({
      surface: (s: Json) => {
        s.verbs.transfer.title.done = "Paid {{result.id}}";
      },
    }),
    expect: [],
  },
  { name: "valid: an argument named like results", files: live("Paying {{results}}"), expect: [] },
  { name: "edge: live is a number", files: live(5), expect: [] },
  { name: "edge: list items of other types", files: live([null, { t: "{{result.id}}" }]), expect: [] },
  {
    name: "edge: title is an array",
    files: packWith({
      surface: (s: Json) => {
        s.verbs.transfer.title = ["{{result.id}}"];
      },
    }),
    expect: [],
  },
  { name: "edge: surface.json does not parse", files: packWith({ surface: "{," }), expect: [] },
]);
