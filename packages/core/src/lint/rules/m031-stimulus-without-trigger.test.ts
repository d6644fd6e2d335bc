// Table tests for M031 (DECISIONS.md 2 / LINT.md: a stimuli row naming no declared trigger; coverage both ways).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./m031-stimulus-without-trigger.js";

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  {
    name: "valid: neither triggers nor stimuli",
    files: packWith({
      surface: (s) => {
        delete s.stimulusTriggers;
      },
      policy: (p) => {
        delete p.stimuli;
      },
    }),
    expect: [],
  },
  {
    name: "invalid: a row for no trigger; fixed by removing the row",
    files: packWith({
      policy: (p) => {
        p.stimuli["inbox.new"] = { deliver: "wake" };
      },
    }),
    expect: [
      { file: "policy.json", pointer: "/stimuli/inbox.new", message: '"inbox.new"', at: [33, 5], fixClears: true },
    ],
  },
  {
    name: "invalid: no triggers declared at all",
    files: packWith({
      surface: (s) => {
        delete s.stimulusTriggers;
      },
    }),
    expect: [{ file: "policy.json", pointer: "/stimuli/binding.degraded", fixClears: true }],
  },
  {
    name: "not M031: stimuli of the wrong type (Y001)",
    files: packWith({
      policy: (p) => {
        p.stimuli = ["x"];
      },
    }),
    expect: [],
  },
  {
    name: "not M031: a malformed trigger entry (M005)",
    files: packWith({
      surface: (s) => {
        s.stimulusTriggers.push({ ref: 2 });
      },
      policy: (p) => {
        p.stimuli.x = {};
      },
    }),
    expect: [],
  },
  {
    name: "not M031: stimulusTriggers of the wrong type (M005)",
    files: packWith({
      surface: (s) => {
        s.stimulusTriggers = "binding.degraded";
      },
    }),
    expect: [],
  },
  { name: "not M031: surface does not parse", files: packWith({ surface: "{" }), expect: [] },
]);
