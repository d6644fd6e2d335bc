// Table tests for O006 (DECISIONS 14 "Arguments": a constraint that contradicts the operation's is widening; leaving one out is not).
import { kanbanWith } from "../../testing/openapi-pack.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./o006-widened-args.js";

const at = (pointer: string, message?: string | string[]) => ({
  file: "surface.json",
  pointer,
  ...(message && { message }),
});
const create = (change: (props: Record<string, Record<string, unknown>>) => void) =>
  kanbanWith({ surface: (s) => change(s.verbs["card.create"].args.properties) });

ruleTable(rule, [
  { name: "valid: kanban-api (labels maxItems 3 under the operation's 10)", files: kanbanWith(), expect: [] },
  { name: "valid: leaving a bound out is not widening", files: create((p) => delete p.labels?.maxItems), expect: [] },
  {
    name: "invalid: more items than the operation allows",
    files: create((p) => ((p.labels as Record<string, unknown>).maxItems = 20)),
    expect: [
      at("/verbs/card.create/args/properties/labels", "item counts at most 20 where the operation allows at most 10"),
    ],
  },
  {
    name: "invalid: another type",
    files: create((p) => ((p.title as Record<string, unknown>).type = "integer")),
    expect: [at("/verbs/card.create/args/properties/title", 'type "integer"')],
  },
  {
    name: "invalid: a value outside the operation's enum",
    files: kanbanWith({
      surface: (s) =>
        (s.verbs["card.move"].args = { type: "object", properties: { column: { enum: ["done", "archived"] } } }),
    }),
    expect: [
      at("/verbs/card.move/args/properties", 'leaves out "boardId", "cardId"'),
      at("/verbs/card.move/args/properties/column", '"archived", not among the operation\'s values'),
    ],
  },
  {
    name: "invalid: a longer title than the operation allows",
    files: create((p) => ((p.title as Record<string, unknown>).maxLength = 500)),
    expect: [
      at("/verbs/card.create/args/properties/title", "lengths at most 500 where the operation allows at most 200"),
    ],
  },
]);
