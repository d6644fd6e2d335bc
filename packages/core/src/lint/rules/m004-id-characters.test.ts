// Table tests for M004 (DECISIONS/LINT.md: id characters a-z 0-9 . _ -; upper case is M001's).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./m004-id-characters.js";

const withId = (id: unknown) =>
  packWith({
    surface: (s) => {
      s.id = id;
    },
  });

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  { name: "valid: every allowed character", files: withId("a.b_c-9"), expect: [] },
  {
    name: "invalid: a space and a slash",
    files: withId("my pack/x"),
    expect: [{ file: "surface.json", pointer: "/id", message: ['"my pack/x"', '" "', '"/"'], at: [2, 9] }],
  },
  {
    name: "invalid: each character named once",
    files: withId("a@b@c"),
    expect: [{ file: "surface.json", pointer: "/id", message: '"@"' }],
  },
  {
    name: "invalid: non-ASCII letter",
    files: withId("café"),
    expect: [{ file: "surface.json", pointer: "/id", message: '"é"' }],
  },
  {
    name: "invalid: upper case not named, other characters are",
    files: withId("Broken Pack"),
    expect: [{ file: "surface.json", pointer: "/id", message: '" "' }],
  },
  { name: "not M004: upper case only (M001)", files: withId("Broken-Pack"), expect: [] },
  { name: "not M004: empty (M001)", files: withId(""), expect: [] },
  { name: "not M004: a number (M005)", files: withId(7), expect: [] },
  {
    name: "not M004: id missing",
    files: packWith({
      surface: (s) => {
        delete s.id;
      },
    }),
    expect: [],
  },
]);
