// Table tests for M016 (manifest Commands: `{{name}}` placeholders map to args; DECISIONS 6: a title placeholder names a declared argument or `result.…` in done).

import { kanbanWith } from "../../testing/openapi-pack.js";
import { type Json, packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { rule } from "./m016-unknown-placeholder.js";

const broken = specExample("broken");
const transfer = (change: (t: Json) => void) => packWith({ surface: (s: Json) => change(s.verbs.transfer) });
const at = (pointer: string, message?: string | string[], fixClears?: boolean) => ({
  file: "surface.json",
  pointer: `/verbs/transfer/${pointer}`,
  ...(message && { message }),
  ...(fixClears && { fixClears }),
});

ruleTable(rule, [
  { name: "valid: ledger (connect has no args: its placeholder is its argument)", files: packWith(), expect: [] },
  {
    name: "broken pack: {{body}} is not declared",
    files: broken,
    expect: [{ file: "surface.json", pointer: "/verbs/send/cli/3", message: '"{{body}}"' }],
  },
  // cli
  {
    name: "invalid: a typo in cli, fixed to the close name",
    files: transfer((t) => {
      t.cli[2] = "{{amout}}";
    }),
    expect: [at("cli/2", ['"{{amout}}"', '"{{amount}}"'], true)],
  },
  {
    name: "invalid: inside a --flag= token",
    files: transfer((t) => {
      t.cli[6] = "--memo={{mem}}";
    }),
    expect: [at("cli/6", ['"{{mem}}"', '"{{memo}}"'], true)],
  },
  {
    name: "invalid: other case, suggested",
    files: transfer((t) => {
      t.cli[4] = "{{Payee}}";
    }),
    expect: [at("cli/4", '"{{payee}}"', true)],
  },
  {
    name: "invalid: {{verb}} is not special in cli",
    files: transfer((t) => {
      t.cli[1] = "{{verb}}";
    }),
    expect: [at("cli/1", '"{{verb}}"')],
  },
  {
    name: "invalid: nothing close, no suggestion",
    files: transfer((t) => {
      t.cli.push("{{currency}}");
    }),
    expect: [at("cli/8", ["declare it", '"{{currency}}"'])],
  },
  {
    name: "invalid: two unknowns in one token, one finding",
    files: transfer((t) => {
      t.cli[2] = "{{x}}-{{y}}";
    }),
    expect: [at("cli/2", ['"{{x}}"', '"{{y}}"'])],
  },
  // titles
  {
    name: "invalid: a live title string",
    files: transfer((t) => {
      t.title.live = "Paying {{amt}}";
    }),
    expect: [at("title/live", '"{{amt}}"')],
  },
  {
    name: "invalid: a done title list item",
    files: transfer((t) => {
      t.title.done[0] = "Paid {{amount}} to {{payees}}";
    }),
    expect: [at("title/done/0", '"{{payees}}"', true)],
  },
  {
    name: "valid: {{result.…}} in done",
    files: transfer((t) => {
      t.title.done = "Paid {{result.id}} {{result}}";
    }),
    expect: [],
  },
  {
    name: "not M016: {{result.…}} in live (M021)",
    files: transfer((t) => {
      t.title.live = ["Paying {{result.id}}"];
    }),
    expect: [],
  },
  // preview
  {
    name: "invalid: preview title",
    files: transfer((t) => {
      t.preview.title = "Pay {{to}}";
    }),
    expect: [at("preview/title", '"{{to}}"')],
  },
  {
    name: "invalid: a preview field",
    files: transfer((t) => {
      t.preview.fields.memo = "{{note}}";
    }),
    expect: [at("preview/fields/memo", ['"{{note}}"', "preview.fields.memo"])],
  },
  {
    name: "invalid: {{result.…}} in a preview reads no argument",
    files: transfer((t) => {
      t.preview.fields.id = "{{result.id}}";
    }),
    expect: [at("preview/fields/id", '"{{result.id}}"')],
  },
  {
    name: "invalid: args without properties declares nothing",
    files: packWith({
      surface: (s: Json) => {
        s.verbs.connect.args = { type: "object" };
      },
    }),
    expect: [{ file: "surface.json", pointer: "/verbs/connect/cli/2", message: '"{{provider}}"' }],
  },
  // wrong types: no crash, no finding
  {
    name: "edge: args is an array (not args)",
    files: transfer((t) => {
      t.args = [];
    }),
    expect: [],
  },
  {
    name: "edge: properties is an array",
    files: packWith({
      surface: (s: Json) => {
        s.verbs.list.args = { properties: ["x"] };
      },
    }),
    expect: [],
  },
  {
    name: "edge: cli items of other types",
    files: transfer((t) => {
      t.cli = ["ledger", 3, null];
    }),
    expect: [],
  },
  {
    name: "edge: cli is a string",
    files: transfer((t) => {
      t.cli = "ledger {{nope}}";
    }),
    expect: [],
  },
  {
    name: "edge: title is a string",
    files: transfer((t) => {
      t.title = "{{nope}}";
    }),
    expect: [],
  },
  {
    name: "edge: title list with non-strings",
    files: transfer((t) => {
      t.title.live = [1, { a: "{{nope}}" }];
    }),
    expect: [],
  },
  {
    name: "edge: preview fields is an array",
    files: transfer((t) => {
      t.preview.fields = ["{{nope}}"];
    }),
    expect: [],
  },
  { name: "edge: surface.json does not parse", files: packWith({ surface: '{"verbs": ' }), expect: [] },
  // An openapi pack (DECISIONS 14): placeholders name the command's arguments, its operation's included.
  {
    name: "valid: kanban-api (card.move's preview names arguments from its operation)",
    files: kanbanWith(),
    expect: [],
  },
  {
    name: "invalid: an openapi command's preview names no argument of its operation",
    files: kanbanWith({ surface: (s) => (s.verbs["card.move"].preview.title = "Move {{cardId}} to {{colum}}") }),
    expect: [
      { file: "surface.json", pointer: "/verbs/card.move/preview/title", message: '"{{column}}"', fixClears: true },
    ],
  },
  {
    name: "invalid: an openapi command's cli names an argument its narrowing left out",
    files: kanbanWith({ surface: (s) => s.verbs["card.get"].cli.push("{{If-Match}}") }),
    expect: [{ file: "surface.json", pointer: "/verbs/card.get/cli/5", message: '"{{If-Match}}"' }],
  },
]);
