// Table tests for M062 (manifest Lint checks: kind: openapi needs openapi with exactly one of url and path).
import { type Json, packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./m062-openapi.js";

const openapi = (value: Json) =>
  packWith({
    surface: (s) => {
      s.kind = "openapi";
      if (value === undefined) delete s.openapi;
      else s.openapi = value;
    },
  });

ruleTable(rule, [
  { name: "valid: ledger (wrap)", files: packWith(), expect: [] },
  { name: "valid: url", files: openapi({ url: "https://example.com/openapi.json" }), expect: [] },
  { name: "valid: path", files: openapi({ path: "./openapi.yaml" }), expect: [] },
  {
    name: "valid: openapi on a wrap pack is not this rule's",
    files: packWith({
      surface: (s) => {
        s.openapi = {};
      },
    }),
    expect: [],
  },
  {
    name: "invalid: no openapi",
    files: openapi(undefined),
    expect: [{ file: "surface.json", pointer: "/kind", message: '"openapi"' }],
  },
  {
    name: "invalid: both url and path",
    files: openapi({ url: "https://x", path: "./o.json" }),
    expect: [{ file: "surface.json", pointer: "/openapi", message: "both" }],
  },
  {
    name: "invalid: neither url nor path",
    files: openapi({}),
    expect: [{ file: "surface.json", pointer: "/openapi", message: "neither" }],
  },
  {
    name: "invalid: kind from the alias",
    files: packWith({
      surface: (s) => {
        delete s.kind;
        s.adapter_kind = "openapi";
      },
    }),
    expect: [{ file: "surface.json", pointer: "/adapter_kind" }],
  },
  { name: "not M062: openapi of the wrong type (M005)", files: openapi("https://x"), expect: [] },
  { name: "not M062: url of the wrong type counts as given (M005)", files: openapi({ url: 3 }), expect: [] },
]);
