// Table tests for M003 (§2.2.4: explicit protocol metadata's pack_id MUST equal id).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { rule } from "./m003-hcp-pack-id.js";

const broken = specExample("broken");
const hcp = { hcp: 1, pack_id: "ledger" };

ruleTable(rule, [
  { name: "valid: ledger (derived metadata)", files: packWith(), expect: [] },
  {
    name: "valid: explicit hcp with the id",
    files: packWith({
      surface: (s) => {
        s.hcp = hcp;
      },
    }),
    expect: [],
  },
  {
    name: "invalid: pack_id differs, fixed to the id",
    files: packWith({
      surface: (s) => {
        s.hcp = { ...hcp, pack_id: "ledger2" };
      },
    }),
    expect: [{ file: "surface.json", pointer: "/hcp/pack_id", message: ['"ledger2"', '"ledger"'], fixClears: true }],
  },
  {
    name: "invalid: broken example",
    files: broken,
    expect: [
      { file: "surface.json", pointer: "/hcp/pack_id", message: ['"broken"', '"Broken-Pack"'], fixClears: true },
    ],
  },
  {
    name: "invalid: pack_id a number",
    files: packWith({
      surface: (s) => {
        s.hcp = { ...hcp, pack_id: 5 };
      },
    }),
    expect: [{ file: "surface.json", pointer: "/hcp/pack_id", message: '"5"', fixClears: true }],
  },
  {
    name: "invalid: pack_id missing, fixed by adding it",
    files: packWith({
      surface: (s) => {
        s.hcp = { hcp: 1 };
      },
    }),
    expect: [{ file: "surface.json", pointer: "/hcp", message: 'no "pack_id"', fixClears: true }],
  },
  {
    name: "not M003: hcp not an object (M051)",
    files: packWith({
      surface: (s) => {
        s.hcp = 1;
      },
    }),
    expect: [],
  },
  {
    name: "not M003: id missing (M001)",
    files: packWith({
      surface: (s) => {
        delete s.id;
        s.hcp = hcp;
      },
    }),
    expect: [],
  },
  { name: "not M003: surface does not parse", files: packWith({ surface: '{"id": "x", "hcp": {' }), expect: [] },
]);
