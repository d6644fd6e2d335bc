// Table tests for O001 (DECISIONS 14 "The document": JSON or YAML, 4 MiB, 256 levels, 1,000,000 values, OpenAPI 3.0.x or 3.1.x).
import { kanbanWith } from "../../testing/openapi-pack.js";
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./o001-openapi-document.js";

const DOC = "openapi.yaml";
const withText = (text: string) => kanbanWith({ files: { [DOC]: text } });
const at = (line: number, column: number, message: string | string[]) => ({
  file: DOC,
  pointer: "",
  at: [line, column] as [number, number],
  message,
});
const head = "openapi: 3.1.0\ninfo: {title: Kanban, version: '1'}\npaths: {}\n";
/** A billion laughs: ten aliases of ten aliases, nine times over. */
function laughs(): string {
  let text = `${head}a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n`;
  for (let i = 1; i <= 9; i++)
    text += `a${i}: &a${i} [${Array(10)
      .fill(`*a${i - 1}`)
      .join(", ")}]\n`;
  return text;
}

ruleTable(rule, [
  { name: "valid: kanban-api (YAML)", files: kanbanWith(), expect: [] },
  { name: "valid: kanban-api as JSON", files: kanbanWith({ doc: () => {} }), expect: [] },
  { name: "valid: a wrap pack has no document", files: packWith(), expect: [] },
  { name: "valid: openapi.path names no file (P004's)", files: kanbanWith({ files: { [DOC]: null } }), expect: [] },
  {
    name: "valid: openapi 3.0.3 with anchors, aliases and a merge key",
    files: withText(`openapi: 3.0.3\ninfo: &i {title: K, version: '1'}\nx-a: *i\nx-b: {<<: *i, title: L}\npaths: {}\n`),
    expect: [],
  },
  {
    name: "invalid: a YAML syntax error, at its line and column",
    files: withText(`${head}components:\n  schemas:\n    Card: {type: object\n`),
    expect: [at(7, 1, ["YAML", "flow map", "end with a }"])],
  },
  {
    name: "invalid: JSON that is neither JSON nor YAML: the JSON error",
    files: withText('{\n  "openapi": "3.1.0",\n  "info": {"title": "K",, "version": "1"}\n}\n'),
    expect: [at(3, 25, "JSON: a property name in double quotes expected")],
  },
  {
    name: "invalid: Swagger 2.0, with the way to convert it",
    files: withText('swagger: "2.0"\ninfo: {title: K, version: "1"}\npaths: {}\n'),
    expect: [at(1, 1, ["Swagger", "convert it to OpenAPI 3"])],
  },
  {
    name: "invalid: openapi: 3.1 is a number",
    files: withText("openapi: 3.1\ninfo: {title: K, version: '1'}\npaths: {}\n"),
    expect: [at(1, 10, ['"3.1.0"', "not a string"])],
  },
  {
    name: "invalid: OpenAPI 3.2.0 is not read",
    files: withText("openapi: 3.2.0\ninfo: {title: K, version: '1'}\npaths: {}\n"),
    expect: [at(1, 10, ['"3.2.0" is not read', "3.0.x and 3.1.x"])],
  },
  {
    name: "invalid: no openapi field",
    files: withText("info: {title: K, version: '1'}\npaths: {}\n"),
    expect: [at(1, 1, "no `openapi` field")],
  },
  {
    name: "invalid: a list, not a mapping",
    files: withText("- openapi: 3.1.0\n"),
    expect: [at(1, 1, "not a mapping")],
  },
  { name: "invalid: an empty file", files: withText(""), expect: [at(1, 1, "empty")] },
  {
    name: "invalid: two YAML documents",
    files: withText(`${head}---\n${head}`),
    expect: [at(4, 1, "more than one YAML document")],
  },
  {
    name: "invalid: a key twice (the document is still read)",
    files: withText(`${head}info: {title: K, version: '2'}\n`),
    expect: [at(4, 1, 'key "info" appears twice')],
  },
  {
    name: "invalid: over 4 MiB",
    files: withText(`${head}x-pad: "${"a".repeat(4 * 1024 * 1024)}"\n`),
    expect: [at(1, 1, ["4.00 MiB", "over the 4 MiB"])],
  },
  {
    // Where the parser stops (js-yaml's bound, two levels past ours, so every 256-level text reads).
    name: "invalid: 300 levels of flow sequences",
    files: withText(`${head}x-deep: ${"[".repeat(300)}${"]".repeat(300)}\n`),
    expect: [at(4, 266, "more than 256 levels")],
  },
  {
    name: "invalid: 300 levels of JSON arrays",
    files: withText(`{"openapi": "3.1.0", "x": ${"[".repeat(300)}${"]".repeat(300)}}`),
    expect: [at(1, 282, "JSON: nested more than 256 levels")],
  },
  {
    name: "invalid: aliases expanding past 1,000,000 values",
    files: withText(laughs()),
    expect: [at(9, 45, "expands past 1,000,000 values")],
  },
  {
    name: "invalid: an alias naming no anchor",
    files: withText(`${head}x-a: *nothing\n`),
    expect: [at(4, 6, "*nothing names no anchor")],
  },
  {
    name: "invalid: an alias inside what it names",
    files: withText(`${head}x-a: &self [1, *self]\n`),
    expect: [at(4, 16, "inside the node it names")],
  },
]);
