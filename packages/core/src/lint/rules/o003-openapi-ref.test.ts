// Table tests for O003 (DECISIONS 14: `$ref`s resolve inside the document only; remote or dangling is an error; circular schemas are allowed).
import { kanbanWith } from "../../testing/openapi-pack.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./o003-openapi-ref.js";

const DOC = "openapi.yaml";
const withText = (text: string) => kanbanWith({ files: { [DOC]: text } });
const at = (pointer: string, line: number, column: number, message: string | string[]) => ({
  file: DOC,
  pointer,
  at: [line, column] as [number, number],
  message,
});
const head = "openapi: 3.1.0\ninfo: {title: K, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n";

ruleTable(rule, [
  { name: "valid: kanban-api", files: kanbanWith(), expect: [] },
  {
    name: "valid: a circular schema (a tree of nodes)",
    files: withText(
      `${head}    Node: {type: object, properties: {children: {type: array, items: {$ref: "#/components/schemas/Node"}}}}\n`,
    ),
    expect: [],
  },
  {
    name: "valid: a $ref key in examples, defaults and extensions is data",
    files: withText(
      `${head}    A:\n      type: object\n      example: {$ref: x.yaml}\n      default: {$ref: y}\n      x-note: {$ref: z}\n      properties: {$ref: {type: string}}\n`,
    ),
    expect: [],
  },
  {
    name: "valid: a 3.1 $anchor reference",
    files: withText(`${head}    A: {$anchor: card, type: object}\n    B: {$ref: "#card"}\n`),
    expect: [],
  },
  {
    name: "invalid: a remote reference",
    files: withText(`${head}    A: {$ref: "https://example.com/schemas.yaml#/Card"}\n`),
    expect: [at("/components/schemas/A/$ref", 6, 15, ["points outside the document", "redocly bundle"])],
  },
  {
    name: "invalid: a reference to another file",
    files: withText(`${head}    A: {$ref: "./card.yaml"}\n`),
    expect: [at("/components/schemas/A/$ref", 6, 15, "points outside the document")],
  },
  {
    name: "invalid: a dangling reference, with the close name",
    files: withText(`${head}    Card: {type: object}\n    A: {$ref: "#/components/schemas/Crd"}\n`),
    expect: [at("/components/schemas/A/$ref", 7, 15, ['"components/schemas" has no "Crd"', 'did you mean "Card"'])],
  },
  {
    name: "invalid: a reference into a missing section",
    files: withText(`${head}    A: {$ref: "#/definitions/Card"}\n`),
    expect: [at("/components/schemas/A/$ref", 6, 15, 'the document has no "definitions"')],
  },
  {
    name: "invalid: references that only lead to each other",
    files: withText(`${head}    A: {$ref: "#/components/schemas/B"}\n    B: {$ref: "#/components/schemas/A"}\n`),
    expect: [
      at("/components/schemas/A/$ref", 6, 15, "round in a circle"),
      at("/components/schemas/B/$ref", 7, 15, "round in a circle"),
    ],
  },
  {
    name: "invalid: references inside a path item, in document order (a list, allOf, an Example Object; data skipped)",
    files: withText(
      [
        "openapi: 3.1.0",
        "info: {title: K, version: '1'}",
        "paths:",
        "  /a:",
        "    get:",
        "      parameters:",
        '        - $ref: "#/components/parameters/P1"',
        "      responses:",
        '        "200":',
        "          description: ok",
        "          content:",
        "            application/json:",
        "              schema:",
        "                $anchor: here",
        "                allOf:",
        '                  - $ref: "#/components/schemas/S1"',
        '                  - $ref: "#here"',
        "              examples:",
        "                one: {value: {$ref: data}}",
        '                two: {$ref: "#/components/examples/E1"}',
        "components: {}",
        "",
      ].join("\n"),
    ),
    expect: [
      at("/paths/~1a/get/parameters/0/$ref", 7, 17, 'has no "parameters"'),
      at("/paths/~1a/get/responses/200/content/application~1json/schema/allOf/0/$ref", 16, 27, 'has no "schemas"'),
      at("/paths/~1a/get/responses/200/content/application~1json/examples/two/$ref", 20, 29, 'has no "examples"'),
    ],
  },
  {
    name: "invalid: a parameter reference of an operation, in a JSON document",
    files: kanbanWith({
      doc: (d) => (d.paths["/boards/{boardId}/cards"].parameters[0].$ref = "#/components/parameters/Board"),
    }),
    expect: [
      {
        file: DOC,
        pointer: "/paths/~1boards~1{boardId}~1cards/parameters/0/$ref",
        message: ['"components/parameters" has no "Board"', 'did you mean "BoardId"'],
      },
    ],
  },
]);
