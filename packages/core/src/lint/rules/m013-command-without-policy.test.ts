// Table tests for M013 (§2.3.5: every verb_key MUST have a Policy entry; §2.7 P7: one Policy file covers every command).
import { describe, expect, it } from "vitest";
import { type Json, packWith } from "../../testing/pack-builder.js";
import { applyFix, ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { runRules } from "../run-rules.js";
import { rule } from "./m013-command-without-policy.js";

const broken = specExample("broken");
const dropRow = (key: string) => (p: Json) => {
  delete p.verbs[key];
};

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  {
    name: "broken pack: Status has no row",
    files: broken,
    expect: [{ file: "surface.json", pointer: "/verbs/Status", message: '"Status"' }],
  },
  {
    name: "invalid: a read command without a row, fixed as write (no hint) or as read (issue 11: both offered)",
    files: packWith({ policy: dropRow("status") }),
    expect: [
      {
        file: "surface.json",
        pointer: "/verbs/status",
        message: '"status"',
        fixes: ['"write" (no hint: the safe side', '"read" (it runs without asking)'],
        fixClears: true,
      },
    ],
  },
  {
    name: "invalid: a command with a hint, fixed from the hint, or with the other effect",
    files: packWith({ policy: dropRow("transfer") }),
    expect: [
      {
        file: "surface.json",
        pointer: "/verbs/transfer",
        fixes: ['"write" (from the manifest hint)', '"read"'],
        fixClears: true,
      },
    ],
  },
  {
    name: "invalid: the row differs only in case",
    files: packWith({
      policy: (p: Json) => {
        p.verbs.List = p.verbs.list;
        delete p.verbs.list;
      },
    }),
    expect: [{ file: "surface.json", pointer: "/verbs/list", message: ['"List"', "case"], fixClears: true }],
  },
  {
    name: "invalid: no verbs in policy.json, every command reported",
    files: packWith({
      policy: (p: Json) => {
        delete p.verbs;
      },
    }),
    expect: ["setup.status", "setup.apply", "connect", "status", "list", "transfer"].map((v) => ({
      file: "surface.json",
      pointer: `/verbs/${v}`,
      fixClears: true,
    })),
  },
  {
    name: "invalid: a declaration of the wrong type still needs a row",
    files: packWith({
      surface: (s: Json) => {
        s.verbs.extra = "nope";
      },
    }),
    expect: [{ file: "surface.json", pointer: "/verbs/extra" }],
  },
  {
    name: "valid: a row of the wrong shape still covers (Y001)",
    files: packWith({
      policy: (p: Json) => {
        p.verbs.status = "read";
      },
    }),
    expect: [],
  },
  {
    name: "edge: policy verbs is an array (Y001)",
    files: packWith({
      policy: (p: Json) => {
        p.verbs = [];
      },
    }),
    expect: [],
  },
  { name: "edge: policy.json missing (P001)", files: packWith({ files: { "policy.json": null } }), expect: [] },
  { name: "edge: policy.json does not parse (P005)", files: packWith({ policy: '{"verbs": {' }), expect: [] },
  { name: "edge: policy.json is an array", files: packWith({ policy: "[]" }), expect: [] },
  {
    name: "edge: surface verbs is a string",
    files: packWith({
      surface: (s: Json) => {
        s.verbs = "status";
      },
    }),
    expect: [],
  },
]);

describe("M013 fix", () => {
  const rowAfterFix = (files: Record<string, string>) => {
    const [finding] = runRules([rule], files);
    return { finding, policy: JSON.parse(applyFix(files, finding!)["policy.json"]!) };
  };

  it("takes the effect from the manifest hint", () => {
    const { finding, policy } = rowAfterFix(packWith({ policy: dropRow("transfer") }));
    expect(policy.verbs.transfer).toEqual({ effect: "write" });
    expect(finding?.fix?.title).toContain("hint");
  });

  it("uses write without a hint, and says so", () => {
    const { finding, policy } = rowAfterFix(packWith({ policy: dropRow("status") }));
    expect(policy.verbs.status).toEqual({ effect: "write" });
    expect(finding?.fix?.title).toContain("safe side");
  });

  it("uses a read hint", () => {
    const files = packWith({
      surface: (s: Json) => {
        s.verbs.status.policy = "read";
      },
      policy: dropRow("status"),
    });
    expect(rowAfterFix(files).policy.verbs.status).toEqual({ effect: "read" });
  });

  it("offers the other effect as the alternative (issue 11: read and write)", () => {
    const files = packWith({ policy: dropRow("status") });
    const [finding] = runRules([rule], files);
    const alternative = finding?.alternatives?.[0];
    expect(finding?.alternatives).toHaveLength(1);
    const policy = JSON.parse(applyFix(files, finding!, alternative)["policy.json"]!);
    expect(policy.verbs.status).toEqual({ effect: "read" });
  });
});
