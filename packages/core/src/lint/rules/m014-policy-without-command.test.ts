// Table tests for M014 (manifest Commands: "Every command has a Policy row, and lint enforces coverage both ways").
import { describe, expect, it } from "vitest";
import { type Json, packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { runRules } from "../run-rules.js";
import { rule } from "./m014-policy-without-command.js";

const broken = specExample("broken");

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  {
    name: "broken pack: delete has no command",
    files: broken,
    expect: [{ file: "policy.json", pointer: "/verbs/delete", message: '"delete"' }],
  },
  {
    name: "invalid: an extra row, fixed by removing it",
    files: packWith({
      policy: (p: Json) => {
        p.verbs.refund = { effect: "write" };
      },
    }),
    expect: [{ file: "policy.json", pointer: "/verbs/refund", message: ['"refund"', "remove"], fixClears: true }],
  },
  {
    name: "invalid: the only row, removed",
    files: packWith({
      surface: (s: Json) => {
        s.verbs = {};
      },
      policy: (p: Json) => {
        p.verbs = { status: { effect: "read" } };
      },
    }),
    expect: [{ file: "policy.json", pointer: "/verbs/status", fixClears: true }],
  },
  {
    name: "invalid: a row that differs from a command only in case, renamed",
    files: packWith({
      policy: (p: Json) => {
        p.verbs.List = p.verbs.list;
        delete p.verbs.list;
      },
    }),
    expect: [{ file: "policy.json", pointer: "/verbs/List", message: ['"List"', '"list"', "case"], fixClears: true }],
  },
  {
    name: "invalid: the command key is the upper-case one (M010's fix), no fix here",
    files: packWith({
      surface: (s: Json) => {
        s.verbs.List = s.verbs.list;
        delete s.verbs.list;
      },
    }),
    expect: [{ file: "policy.json", pointer: "/verbs/list", message: '"List"' }],
  },
  {
    name: "invalid: a case variant beside the command's own row, removed",
    files: packWith({
      policy: (p: Json) => {
        p.verbs.LIST = { effect: "write" };
      },
    }),
    expect: [{ file: "policy.json", pointer: "/verbs/LIST", message: ['"LIST"', "own row"], fixClears: true }],
  },
  {
    name: "invalid: rows of the wrong shape are still rows",
    files: packWith({
      policy: (p: Json) => {
        p.verbs.ghost = 3;
      },
    }),
    expect: [{ file: "policy.json", pointer: "/verbs/ghost", fixClears: true }],
  },
  {
    name: "invalid: the manifest has no verbs at all",
    files: packWith({
      surface: (s: Json) => {
        delete s.verbs;
      },
      policy: (p: Json) => {
        p.verbs = { a: { effect: "read" }, b: { effect: "read" } };
      },
    }),
    expect: [
      { file: "policy.json", pointer: "/verbs/a" },
      { file: "policy.json", pointer: "/verbs/b" },
    ],
  },
  {
    name: "edge: manifest verbs is an array (M005)",
    files: packWith({
      surface: (s: Json) => {
        s.verbs = [];
      },
    }),
    expect: [],
  },
  {
    name: "edge: policy verbs is a string",
    files: packWith({
      policy: (p: Json) => {
        p.verbs = "all";
      },
    }),
    expect: [],
  },
  { name: "edge: surface.json does not parse", files: packWith({ surface: "{ oops" }), expect: [] },
  { name: "edge: surface.json missing", files: packWith({ files: { "surface.json": null } }), expect: [] },
  { name: "edge: policy.json is null", files: packWith({ policy: "null" }), expect: [] },
]);

describe("M014 fix", () => {
  it("offers no fix when the command key is the one to change", () => {
    const files = packWith({
      surface: (s: Json) => {
        s.verbs.List = s.verbs.list;
        delete s.verbs.list;
      },
    });
    expect(runRules([rule], files)[0]?.fix).toBeUndefined();
  });
});
