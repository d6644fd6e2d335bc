// Table tests for P009 (§2.7 P3: no user allow-lists, roles or tenant identifiers; key list and places in DECISIONS.md 2).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { rule } from "./p009-allow-list-key.js";

const S = "surface.json";
const P = "policy.json";

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  { name: "valid: notes-project", files: specExample("notes-project"), expect: [] },
  {
    name: "broken pack: roles in policy.json",
    files: specExample("broken"),
    expect: [{ file: P, pointer: "/roles", message: '"roles"' }],
  },
  {
    name: "invalid: roles at the top of policy.json (the broken pack), removed",
    files: packWith({
      policy: (p) => {
        p.roles = ["admin"];
      },
    }),
    expect: [{ file: P, pointer: "/roles", message: ['"roles"', "remove it"], at: [34, 3], fixClears: true }],
  },
  {
    name: "invalid: manifest top level, binding, wrap and a command",
    files: packWith({
      surface: (s) => {
        s.binding.tenant_id = "acme";
        s.wrap.principals = [];
        s.verbs.status.role = "admin";
        s.allowed_users = ["ann"];
      },
    }),
    expect: [
      { file: S, pointer: "/binding/tenant_id", message: ['"tenant_id"', '"binding"'], fixClears: true },
      { file: S, pointer: "/wrap/principals", fixClears: true },
      { file: S, pointer: "/verbs/status/role", message: '"verbs.status"', fixClears: true },
      { file: S, pointer: "/allowed_users", message: "surface.json", fixClears: true },
    ],
  },
  {
    name: "invalid: a policy row and a stimuli row, any spelling",
    files: packWith({
      policy: (p) => {
        p.verbs.transfer.allowedUsers = ["ann"];
        p.stimuli["binding.degraded"]["Org-Id"] = "o";
      },
    }),
    expect: [
      { file: P, pointer: "/verbs/transfer/allowedUsers", message: '"allowedUsers"', fixClears: true },
      { file: P, pointer: "/stimuli/binding.degraded/Org-Id", fixClears: true },
    ],
  },
  {
    name: "not P009: an argument called role, preview fields, a verb called users, the hcp object",
    files: packWith({
      surface: (s) => {
        s.verbs.transfer.args.properties.role = { type: "string", description: "Role", examples: ["a"] };
        s.verbs.transfer.preview.fields.tenant = "{{payee}}";
        s.verbs.users = { description: "List users.", cli: ["ledger", "users"] };
        s.hcp = { hcp: 1, pack_id: "ledger", roles: [] };
      },
      policy: (p) => {
        p.verbs.users = { effect: "read" };
      },
    }),
    expect: [],
  },
  {
    name: "not P009: runtime-concern keys (P010)",
    files: packWith({
      policy: (p) => {
        p.grants = [];
      },
    }),
    expect: [],
  },
  {
    name: "edge: wrong types do not crash",
    files: packWith({
      surface: (s) => {
        s.binding = 5;
        s.wrap = [];
        s.verbs = "x";
      },
      policy: (p) => {
        p.verbs = [1];
        p.stimuli = null;
      },
    }),
    expect: [],
  },
  {
    name: "silent: unparsable or missing files",
    files: packWith({ surface: "{", files: { "policy.json": null } }),
    expect: [],
  },
]);
