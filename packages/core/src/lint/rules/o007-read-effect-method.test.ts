// Table tests for O007 (DECISIONS 14 "Effect": GET, HEAD, OPTIONS read, every other method writes; policy.json stays authoritative).
import { kanbanWith } from "../../testing/openapi-pack.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./o007-read-effect-method.js";

ruleTable(rule, [
  { name: "valid: kanban-api", files: kanbanWith(), expect: [] },
  {
    name: "valid: write for a GET is the policy's choice (it asks more, never less)",
    files: kanbanWith({ policy: (p) => (p.verbs["card.get"] = { effect: "write", approval: "always" }) }),
    expect: [],
  },
  {
    name: "invalid: read for a DELETE, fixed to write",
    files: kanbanWith({ policy: (p) => (p.verbs["card.delete"] = { effect: "read" }) }),
    expect: [
      {
        file: "policy.json",
        pointer: "/verbs/card.delete/effect",
        message: ['"card.delete" sends DELETE', '"read"'],
        fixClears: true,
      },
    ],
  },
  {
    name: "invalid: read for a PATCH named by METHOD /path",
    files: kanbanWith({ policy: (p) => (p.verbs["card.move"] = { effect: "read" }) }),
    expect: [
      { file: "policy.json", pointer: "/verbs/card.move/effect", message: "PATCH /boards/{boardId}/cards/{cardId}" },
    ],
  },
]);
