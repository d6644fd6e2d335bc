// Table tests for O004 (DECISIONS 14 "Commands": each verb names one operation by operationId or "METHOD /path"; `operation` outside an openapi pack, `wrap` inside one).

import { kanbanWith } from "../../testing/openapi-pack.js";
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./o004-operation.js";

const at = (pointer: string, message?: string | string[]) => ({
  file: "surface.json",
  pointer,
  ...(message && { message }),
});

ruleTable(rule, [
  { name: "valid: kanban-api (operationIds and a METHOD /path)", files: kanbanWith(), expect: [] },
  { name: "valid: a wrap pack without operation", files: packWith(), expect: [] },
  {
    name: "invalid: no operation",
    files: kanbanWith({ surface: (s) => delete s.verbs["boards.list"].operation }),
    expect: [at("/verbs/boards.list", "names no operation")],
  },
  {
    name: "invalid: an operationId the document lacks, with the close one",
    files: kanbanWith({ surface: (s) => (s.verbs["card.get"].operation = "getcard") }),
    expect: [at("/verbs/card.get/operation", ['"getcard" names no operation', 'did you mean "getCard"'])],
  },
  {
    name: "invalid: METHOD /path with a method the path lacks",
    files: kanbanWith({ surface: (s) => (s.verbs["card.move"].operation = "PUT /boards/{boardId}/cards/{cardId}") }),
    expect: [at("/verbs/card.move/operation", "has GET, DELETE, PATCH")],
  },
  {
    name: "invalid: an operationId two operations share",
    files: kanbanWith({ doc: (d) => (d.paths["/search"].get.operationId = "listBoards") }),
    expect: [
      at("/verbs/boards.list/operation", ["names 2 operations", "GET /boards (listBoards), GET /search (listBoards)"]),
      at("/verbs/cards.search/operation", '"searchCards" names no operation'),
    ],
  },
  {
    name: "invalid: operation outside an openapi pack",
    files: packWith({ surface: (s) => (s.verbs.status.operation = "getStatus") }),
    expect: [at("/verbs/status/operation", 'only an openapi pack ("kind": "openapi")')],
  },
  {
    name: "invalid: wrap inside an openapi pack",
    files: kanbanWith({ surface: (s) => (s.wrap = { bin: "kanban" }) }),
    expect: [at("/wrap", 'remove "wrap"')],
  },
]);
