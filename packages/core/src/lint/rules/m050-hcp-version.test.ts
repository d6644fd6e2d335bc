// Table tests for M050 (§2.6.1-2: hcp MUST be 1 for HCP/1.x; reject and report an unsupported version).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { rule } from "./m050-hcp-version.js";

const broken = specExample("broken");
const withHcp = (hcp: unknown) =>
  packWith({
    surface: (s) => {
      s.hcp = hcp;
    },
  });

ruleTable(rule, [
  { name: "valid: ledger (derived metadata, hcp 1)", files: packWith(), expect: [] },
  { name: "valid: explicit hcp 1", files: withHcp({ hcp: 1, pack_id: "ledger" }), expect: [] },
  {
    name: "invalid: version 2, fixed to 1",
    files: withHcp({ hcp: 2, pack_id: "ledger" }),
    expect: [{ file: "surface.json", pointer: "/hcp/hcp", message: ['"2"', "1"], fixClears: true }],
  },
  {
    name: "invalid: broken example",
    files: broken,
    expect: [{ file: "surface.json", pointer: "/hcp/hcp", message: '"2"', fixClears: true }],
  },
  {
    name: 'invalid: the string "1"',
    files: withHcp({ hcp: "1", pack_id: "ledger" }),
    expect: [{ file: "surface.json", pointer: "/hcp/hcp", message: 'the string "1"', fixClears: true }],
  },
  {
    name: "invalid: 1.1",
    files: withHcp({ hcp: 1.1, pack_id: "ledger" }),
    expect: [{ file: "surface.json", pointer: "/hcp/hcp", message: '"1.1"', fixClears: true }],
  },
  {
    name: "invalid: null",
    files: withHcp({ hcp: null, pack_id: "ledger" }),
    expect: [{ file: "surface.json", pointer: "/hcp/hcp", message: '"null"', fixClears: true }],
  },
  {
    name: "invalid: missing in an explicit object",
    files: withHcp({ pack_id: "ledger" }),
    expect: [{ file: "surface.json", pointer: "/hcp", message: '"hcp": 1', fixClears: true }],
  },
  {
    name: "invalid: missing in an empty object",
    files: withHcp({}),
    expect: [{ file: "surface.json", pointer: "/hcp", fixClears: true }],
  },
  { name: "not M050: hcp not an object (M051)", files: withHcp(1), expect: [] },
  { name: "not M050: surface is not an object", files: packWith({ surface: "2" }), expect: [] },
]);
