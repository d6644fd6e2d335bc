// Table tests for M020 (manifest Commands: "x-position": n lets a bare word of a command line fill the argument; DECISIONS 5).

import { kanbanWith } from "../../testing/openapi-pack.js";
import { type Json, packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./m020-x-position.js";

const positions = (values: Record<string, unknown>) =>
  packWith({
    surface: (s: Json) => {
      for (const [name, v] of Object.entries(values)) s.verbs.transfer.args.properties[name]["x-position"] = v;
    },
  });
const at = (name: string, message?: string | string[], fixClears?: boolean) => ({
  file: "surface.json",
  pointer: `/verbs/transfer/args/properties/${name}/x-position`,
  ...(message && { message }),
  ...(fixClears && { fixClears }),
});

ruleTable(rule, [
  { name: "valid: ledger (no positions)", files: packWith(), expect: [] },
  { name: "valid: 0 and 1", files: positions({ amount: 0, payee: 1 }), expect: [] },
  { name: "decided: a gap is allowed", files: positions({ amount: 0, payee: 2 }), expect: [] },
  { name: "valid: 2.0 is an integer in JSON", files: positions({ amount: 0, payee: 2.0 }), expect: [] },
  {
    name: "invalid: not unique, the later one reported",
    files: positions({ amount: 0, payee: 0 }),
    expect: [at("payee", ['"amount"', '"payee"', "1 is free"], true)],
  },
  {
    name: "invalid: three at one position",
    files: positions({ amount: 1, payee: 1, memo: 1 }),
    expect: [at("payee", '"amount"'), at("memo", '"amount"')],
  },
  {
    name: "invalid: negative",
    files: positions({ amount: -1 }),
    expect: [at("amount", ["-1", "non-negative integer"], true)],
  },
  {
    name: "invalid: a fraction",
    files: positions({ amount: 0, payee: 0.5 }),
    expect: [at("payee", ["0.5", "1 is free"], true)],
  },
  {
    name: "invalid: a bad value does not hold a position",
    files: positions({ amount: -1, payee: 0 }),
    expect: [at("amount", "1 is free")],
  },
  { name: "not M020: a string (M005)", files: positions({ amount: "0", payee: 0 }), expect: [] },
  { name: "not M020: null (M005)", files: positions({ amount: null }), expect: [] },
  {
    name: "valid: positions of different commands are independent",
    files: packWith({
      surface: (s: Json) => {
        s.verbs.transfer.args.properties.amount["x-position"] = 0;
        s.verbs.connect.args = { properties: { provider: { "x-position": 0 } } };
      },
    }),
    expect: [],
  },
  {
    name: "edge: properties is an array",
    files: packWith({
      surface: (s: Json) => {
        s.verbs.transfer.args.properties = [{ "x-position": -1 }];
      },
    }),
    expect: [],
  },
  { name: "edge: surface.json does not parse", files: packWith({ surface: "{}}" }), expect: [] },
  // An openapi command's narrowing (DECISIONS 14): its x-positions are read as any command's.
  { name: "valid: kanban-api (card.get's boardId 0, cardId 1)", files: kanbanWith(), expect: [] },
  {
    name: "invalid: two arguments of an openapi command at one position",
    files: kanbanWith({ surface: (s) => (s.verbs["card.get"].args.properties.cardId["x-position"] = 0) }),
    expect: [
      {
        file: "surface.json",
        pointer: "/verbs/card.get/args/properties/cardId/x-position",
        message: '"boardId"',
        fixClears: true,
      },
    ],
  },
]);
