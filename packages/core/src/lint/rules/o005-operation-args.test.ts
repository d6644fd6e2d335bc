// Table tests for O005 (DECISIONS 14 "Arguments": an argument the operation lacks, a name used twice, a cookie parameter, a body neither JSON nor form).
import { kanbanWith } from "../../testing/openapi-pack.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./o005-operation-args.js";

const surfaceAt = (pointer: string, message?: string | string[]) => ({
  file: "surface.json",
  pointer,
  ...(message && { message }),
});
const docAt = (pointer: string, message?: string | string[]) => ({
  file: "openapi.yaml",
  pointer,
  ...(message && { message }),
});

ruleTable(rule, [
  { name: "valid: kanban-api", files: kanbanWith(), expect: [] },
  {
    name: "valid: an operation no command names is not checked (purgeEverything with a cookie)",
    files: kanbanWith({
      doc: (d) => (d.paths["/admin/purge"].post.parameters = [{ name: "sid", in: "cookie", schema: {} }]),
    }),
    expect: [],
  },
  {
    name: "invalid: args names an argument the operation lacks",
    files: kanbanWith({ surface: (s) => (s.verbs["card.create"].args.properties.colour = { type: "string" }) }),
    expect: [
      surfaceAt("/verbs/card.create/args/properties/colour", '"colour" is not an argument of operation "createCard"'),
    ],
  },
  {
    name: "invalid: required names an argument the operation lacks",
    files: kanbanWith({ surface: (s) => s.verbs["card.create"].args.required.push("column") }),
    expect: [surfaceAt("/verbs/card.create/args/required/2", '"column"')],
  },
  {
    name: "invalid: a cookie parameter of a named operation",
    files: kanbanWith({
      doc: (d) => (d.paths["/boards"].get.parameters[1] = { name: "sid", in: "cookie", schema: { type: "string" } }),
    }),
    expect: [docAt("/paths/~1boards/get/parameters/1", ['"sid"', "cookie", '"boards.list"'])],
  },
  {
    name: "invalid: a parameter and a body property share a name",
    files: kanbanWith({
      doc: (d) =>
        (d.paths["/boards/{boardId}/cards"].post.requestBody.content["application/json"].schema.properties.boardId = {
          type: "string",
        }),
    }),
    expect: [
      docAt(
        "/paths/~1boards~1{boardId}~1cards/post/requestBody/content/application~1json/schema/properties/boardId",
        '"boardId" is both a path parameter and a property of the JSON body',
      ),
    ],
  },
  {
    name: "invalid: a multipart body",
    files: kanbanWith({
      doc: (d) => {
        const body = d.paths["/boards/{boardId}/cards"].post.requestBody;
        body.content = { "multipart/form-data": body.content["application/json"] };
      },
      surface: (s) => (s.verbs["card.create"].args = undefined),
    }),
    expect: [docAt("/paths/~1boards~1{boardId}~1cards/post/requestBody/content", '"multipart/form-data"')],
  },
  {
    name: "invalid: the same problem of an operation two commands send is one finding naming both",
    files: kanbanWith({
      doc: (d) =>
        d.paths["/boards/{boardId}/cards/{cardId}"].parameters.push({ name: "sid", in: "cookie", schema: {} }),
    }),
    expect: [
      docAt("/paths/~1boards~1{boardId}~1cards~1{cardId}/parameters/2", ['"card.get"', '"card.move"', '"card.delete"']),
    ],
  },
]);
