// Table tests for O002 (DECISIONS 14: the document checked against the official OpenAPI schema of its version, each problem at its place).
import { kanbanWith } from "../../testing/openapi-pack.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./o002-openapi-schema.js";

const DOC = "openapi.yaml";
const withText = (text: string) => kanbanWith({ files: { [DOC]: text } });
const at = (pointer: string, line: number, column: number, message: string | string[]) => ({
  file: DOC,
  pointer,
  at: [line, column] as [number, number],
  message,
});
const v30 = "openapi: 3.0.3\ninfo: {title: K, version: '1'}\n";
const v31 = "openapi: 3.1.0\ninfo: {title: K, version: '1'}\n";

ruleTable(rule, [
  { name: "valid: kanban-api (3.1)", files: kanbanWith(), expect: [] },
  {
    name: "valid: kanban-api as 3.0 (example, not examples)",
    files: kanbanWith({
      doc: (d) => {
        d.openapi = "3.0.3";
        for (const s of [d.components.schemas.Board, d.components.schemas.Card])
          for (const p of Object.values(s.properties) as { examples?: unknown[]; example?: unknown }[])
            if (p.examples) {
              p.example = p.examples[0];
              delete p.examples;
            }
      },
    }),
    expect: [],
  },
  { name: "valid: 3.1 with webhooks only", files: withText(`${v31}webhooks: {}\n`), expect: [] },
  {
    name: "valid: a 3.0 schema with a format (the keyword, not a field the checker drops)",
    files: withText(
      `${v30}paths: {}\ncomponents:\n  schemas:\n    Id: {type: integer, format: int64}\n    Pet: {properties: {born: {type: string, format: date}}}\n`,
    ),
    expect: [],
  },
  { name: "not O002: a document of no known version (O001's)", files: withText("openapi: 3.2.0\n"), expect: [] },
  {
    name: "invalid: a field the object does not have, at its key",
    files: withText(`${v31}paths:\n  /a:\n    get:\n      summry: A.\n      responses: {'200': {description: ok}}\n`),
    expect: [at("/paths/~1a/get/summry", 6, 7, ['"summry" is not a field here', '"x-"'])],
  },
  {
    name: "invalid: a required field missing, at the key of the object",
    files: withText(`${v30}paths:\n  /a:\n    get:\n      responses:\n        '200': {content: {}}\n`),
    expect: [at("/paths/~1a/get/responses/200", 7, 9, '"200" lacks the required field "description"')],
  },
  {
    name: "invalid: a value of the wrong type, at the value",
    files: withText(
      `${v31}paths:\n  /a:\n    get:\n      deprecated: "yes"\n      responses: {'200': {description: ok}}\n`,
    ),
    expect: [at("/paths/~1a/get/deprecated", 6, 19, '"deprecated" is a string; it must be true or false')],
  },
  {
    name: "invalid: a parameter's `in` outside its forms (3.0: every form's value listed)",
    files: withText(
      `${v30}paths:\n  /a:\n    get:\n      parameters: [{name: q, in: body, schema: {type: string}}]\n      responses: {'200': {description: ok}}\n`,
    ),
    expect: [at("/paths/~1a/get/parameters/0/in", 6, 34, ['"in" is "body"', '"path", "query", "header" or "cookie"'])],
  },
  {
    name: "invalid: the same in 3.1",
    files: withText(
      `${v31}paths:\n  /a:\n    get:\n      parameters: [{name: q, in: body, schema: {type: string}}]\n      responses: {'200': {description: ok}}\n`,
    ),
    expect: [at("/paths/~1a/get/parameters/0/in", 6, 34, ['"in" is "body"', '"query", "header", "path" or "cookie"'])],
  },
  {
    name: "invalid: 3.1 schema objects are objects or booleans ($dynamicRef read as the schema's own anchor)",
    files: withText(`${v31}components:\n  schemas:\n    Card: 5\n`),
    expect: [at("/components/schemas/Card", 5, 11, '"Card" is a number; it must be a mapping or true or false')],
  },
  {
    name: "invalid: none of paths, components and webhooks",
    files: withText(v31),
    expect: [at("", 1, 1, 'needs at least one of the fields "paths", "components" or "webhooks"')],
  },
  {
    name: "invalid: a component name with a space (3.1), at its key",
    files: withText(`${v31}components:\n  schemas:\n    "Bad name": {type: object}\n`),
    expect: [at("/components/schemas/Bad name", 5, 5, ['"Bad name" is not an allowed name', "^[a-zA-Z0-9._-]+$"])],
  },
  {
    name: "invalid: the same tag twice (3.0 uniqueItems)",
    files: withText(`${v30}paths: {}\ntags: [{name: a}, {name: a}]\n`),
    expect: [at("/tags", 4, 7, '"tags" holds the same item twice (items 0 and 1)')],
  },
  {
    name: "invalid: problems in a JSON document are placed too",
    files: withText('{\n  "openapi": "3.1.0",\n  "info": {"title": "K"},\n  "paths": {}\n}\n'),
    expect: [at("/info", 3, 3, '"info" lacks the required field "version"')],
  },
  {
    name: "invalid: several problems, each at its own place",
    files: withText(`${v31}paths:\n  /a:\n    get:\n      responses: {'200': {}}\n    put: 3\n`),
    expect: [
      at("/paths/~1a/get/responses/200", 6, 19, '"200" lacks the required field "description"'),
      at("/paths/~1a/put", 7, 10, '"put" is a number; it must be a mapping'),
    ],
  },
]);
