// Table tests for M030 (§2.4.2: every declared trigger ref MUST have a policy stimuli entry).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { rule } from "./m030-trigger-without-stimulus.js";

const broken = specExample("broken");

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  {
    name: "valid: no triggers",
    files: packWith({
      surface: (s) => {
        delete s.stimulusTriggers;
      },
    }),
    expect: [],
  },
  {
    name: "valid: a row that is no object still covers the ref (Y001)",
    files: packWith({
      policy: (p) => {
        p.stimuli["binding.degraded"] = "notify";
      },
    }),
    expect: [],
  },
  {
    name: "invalid: the row is missing; fixed by adding one",
    files: packWith({
      policy: (p) => {
        p.stimuli = {};
      },
    }),
    expect: [
      { file: "surface.json", pointer: "/stimulusTriggers/0/ref", message: '"binding.degraded"', fixClears: true },
    ],
  },
  {
    name: "invalid: no stimuli at all; the fix creates it",
    files: packWith({
      policy: (p) => {
        delete p.stimuli;
      },
    }),
    expect: [{ file: "surface.json", pointer: "/stimulusTriggers/0/ref", fixClears: true }],
  },
  {
    name: "invalid: second trigger uncovered, reported at its own index",
    files: packWith({
      surface: (s) => {
        s.stimulusTriggers.push({ ref: "inbox.new" });
      },
    }),
    expect: [{ file: "surface.json", pointer: "/stimulusTriggers/1/ref", message: '"inbox.new"', fixClears: true }],
  },
  {
    name: "invalid: broken example",
    files: broken,
    expect: [{ file: "surface.json", pointer: "/stimulusTriggers/0/ref", fixClears: true }],
  },
  {
    name: "not M030: stimuli of the wrong type (Y001)",
    files: packWith({
      policy: (p) => {
        p.stimuli = ["binding.degraded"];
      },
    }),
    expect: [],
  },
  {
    name: "not M030: trigger without a string ref (M005)",
    files: packWith({
      surface: (s) => {
        s.stimulusTriggers = [{ ref: 1 }, "x"];
      },
      policy: (p) => {
        delete p.stimuli;
      },
    }),
    expect: [],
  },
  { name: "not M030: policy.json missing (P001)", files: packWith({ files: { "policy.json": null } }), expect: [] },
]);
