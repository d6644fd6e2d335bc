// Table tests for M022 (manifest Commands: policy is a "Legacy hint: read or write. policy.json is authoritative"; DECISIONS 3).
import { type Json, packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./m022-policy-hint.js";

const hint = (key: string, value: unknown) => (s: Json) => {
  s.verbs[key].policy = value;
};
const at = (key: string, message?: string | string[], fixClears?: boolean) => ({
  file: "surface.json",
  pointer: `/verbs/${key}/policy`,
  ...(message && { message }),
  ...(fixClears && { fixClears }),
});

ruleTable(rule, [
  { name: "valid: ledger (hints agree)", files: packWith(), expect: [] },
  { name: "valid: a matching read hint", files: packWith({ surface: hint("status", "read") }), expect: [] },
  {
    name: "invalid: read hint, write policy",
    files: packWith({ surface: hint("transfer", "read") }),
    expect: [at("transfer", ['"read"', '"write"'], true)],
  },
  {
    name: "invalid: write hint, read policy",
    files: packWith({ surface: hint("list", "write") }),
    expect: [at("list", ['"write"', '"read"'], true)],
  },
  {
    name: "invalid: the policy changed under the hint",
    files: packWith({
      policy: (p: Json) => {
        p.verbs.connect = { effect: "read" };
      },
    }),
    expect: [at("connect", '"read"', true)],
  },
  { name: "not M022: hint outside the enum (M005)", files: packWith({ surface: hint("list", "danger") }), expect: [] },
  {
    name: "not M022: no policy row (M013)",
    files: packWith({
      surface: hint("list", "write"),
      policy: (p: Json) => {
        delete p.verbs.list;
      },
    }),
    expect: [],
  },
  {
    name: "not M022: effect outside the enum (Y001)",
    files: packWith({
      surface: hint("list", "write"),
      policy: (p: Json) => {
        p.verbs.list.effect = "delete";
      },
    }),
    expect: [],
  },
  {
    name: "edge: policy row is a string",
    files: packWith({
      surface: hint("list", "write"),
      policy: (p: Json) => {
        p.verbs.list = "read";
      },
    }),
    expect: [],
  },
  {
    name: "edge: policy.json does not parse",
    files: packWith({ surface: hint("list", "write"), policy: "{" }),
    expect: [],
  },
  {
    name: "edge: policy.json missing",
    files: packWith({ surface: hint("list", "write"), files: { "policy.json": null } }),
    expect: [],
  },
  { name: "edge: surface.json does not parse", files: packWith({ surface: "nope" }), expect: [] },
]);
