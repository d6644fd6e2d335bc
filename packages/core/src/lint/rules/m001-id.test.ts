// Table tests for M001 (§2.2.2: pack_id is 1 to 128 characters, lower-case).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./m001-id.js";

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  {
    name: "valid: 128 characters",
    files: packWith({
      surface: (s) => {
        s.id = "a".repeat(128);
      },
    }),
    expect: [],
  },
  {
    name: "invalid: upper case, fixed by lower-casing",
    files: packWith({
      surface: (s) => {
        s.id = "Ledger-X";
      },
    }),
    expect: [
      { file: "surface.json", pointer: "/id", message: ['"Ledger-X"', '"ledger-x"'], at: [2, 9], fixClears: true },
    ],
  },
  {
    name: "invalid: empty",
    files: packWith({
      surface: (s) => {
        s.id = "";
      },
    }),
    expect: [{ file: "surface.json", pointer: "/id", message: "empty" }],
  },
  {
    name: "invalid: 129 characters",
    files: packWith({
      surface: (s) => {
        s.id = "a".repeat(129);
      },
    }),
    expect: [{ file: "surface.json", pointer: "/id", message: "129" }],
  },
  {
    name: "invalid: missing",
    files: packWith({
      surface: (s) => {
        delete s.id;
      },
    }),
    expect: [{ file: "surface.json", pointer: "/id", message: 'no "id"' }],
  },
  {
    name: "not M001: a number id (M005)",
    files: packWith({
      surface: (s) => {
        s.id = 7;
      },
    }),
    expect: [],
  },
]);
