// Table tests for O008 (DECISIONS 14: a document at `openapi.url` is never fetched by a server; it is checked once added as `openapi.path`).
import { kanbanWith } from "../../testing/openapi-pack.js";
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./o008-openapi-url.js";

ruleTable(rule, [
  { name: "valid: kanban-api names its document by path", files: kanbanWith(), expect: [] },
  { name: "valid: a wrap pack", files: packWith(), expect: [] },
  {
    name: "not O008: both url and path (M062's)",
    files: kanbanWith({ surface: (s) => (s.openapi.url = "https://example.com/openapi.yaml") }),
    expect: [],
  },
  {
    name: "info: the document by url",
    files: kanbanWith({ surface: (s) => (s.openapi = { url: "https://example.com/openapi.yaml" }) }),
    expect: [{ file: "surface.json", pointer: "/openapi/url", message: ['"openapi.path"', "does not check it"] }],
  },
]);
