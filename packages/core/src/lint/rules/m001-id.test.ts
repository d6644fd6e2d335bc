// Table tests for M001 (§2.2.2: pack_id is 1 to 128 characters, lower-case); its fix proposes a valid id (issue 11).
import { describe, expect, it } from "vitest";
import { packWith } from "../../testing/pack-builder.js";
import { applyFix, ruleTable } from "../../testing/rule-table.js";
import { lintPack } from "../lint-pack.js";
import { rule } from "./m001-id.js";

const withId = (id: unknown, change: { policyId?: unknown; hcp?: boolean; name?: string } = {}) =>
  packWith({
    surface: (s) => {
      if (id === undefined) delete s.id;
      else s.id = id;
      if (change.hcp) s.hcp = { hcp: 1, pack_id: id };
      if (change.name !== undefined) s.name = change.name;
    },
    policy: (p) => {
      if (change.policyId !== undefined) p.surface_id = change.policyId;
    },
  });

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
    name: "invalid: upper case and a space: the fix is a valid id (bad-id, not bad id)",
    files: withId("Bad Id", { policyId: "Bad Id" }),
    expect: [{ file: "surface.json", pointer: "/id", message: '"bad-id"', fixes: ['"bad-id"'], fixClears: true }],
  },
  {
    name: "invalid: empty, the fix takes policy.json's valid surface_id",
    files: withId("", { policyId: "ledger" }),
    expect: [{ file: "surface.json", pointer: "/id", fixes: ['"ledger"'], fixClears: true }],
  },
  {
    name: "invalid: missing, the fix makes one from the name",
    files: withId(undefined, { policyId: "Not Valid", name: "My Ledger" }),
    expect: [{ file: "surface.json", pointer: "/id", fixes: ['"my-ledger"'], fixClears: true }],
  },
  {
    name: "invalid: too long, the fix cuts it to 128",
    files: withId(`${"a".repeat(130)}`),
    expect: [{ file: "surface.json", pointer: "/id", fixes: [`"${"a".repeat(128)}"`], fixClears: true }],
  },
  {
    name: "invalid: nothing usable to make an id from (Greek capitals): no fix",
    files: withId("ΑΒ", { policyId: "ΑΒ" }),
    expect: [{ file: "surface.json", pointer: "/id", message: '"αβ"', fixes: [] }],
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

describe("M001's fix leaves the pack consistent (issue 11: lint again, the findings are gone)", () => {
  it.each([
    ["Bad Id", { policyId: "Bad Id", hcp: true }],
    ["Ledger-X", { policyId: "Ledger-X" }],
  ] as const)("%s", (id, change) => {
    const files = withId(id, change);
    const before = lintPack(files).filter((f) => ["M001", "M002", "M003", "M004"].includes(f.code));
    const m001 = before.find((f) => f.code === "M001");
    expect(m001?.fix).toBeDefined();
    const after = lintPack(applyFix(files, m001 as NonNullable<typeof m001>));
    expect(after.filter((f) => ["M001", "M002", "M003", "M004"].includes(f.code))).toEqual([]);
  });
});
