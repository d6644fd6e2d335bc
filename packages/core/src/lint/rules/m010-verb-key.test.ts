// Table tests for M010 (§2.3.2: verb_key non-empty, lower-case, `.` as family separator, no whitespace or `/`).
import { describe, expect, it } from "vitest";
import { type Json, packWith } from "../../testing/pack-builder.js";
import { applyFix, ruleTable } from "../../testing/rule-table.js";
import { runRules } from "../run-rules.js";
import { rule } from "./m010-verb-key.js";

/** Rename a verb key in place, keeping its declaration. */
const renameVerb = (from: string, to: string) => (s: Json) => {
  s.verbs[to] = s.verbs[from];
  delete s.verbs[from];
};

ruleTable(rule, [
  { name: "valid: ledger (dotted families)", files: packWith(), expect: [] },
  {
    name: "invalid: upper case, fixed by lower-casing",
    files: packWith({ surface: renameVerb("list", "List") }),
    expect: [
      {
        file: "surface.json",
        pointer: "/verbs/List",
        message: ['"List"', "not lower-case", '"list"'],
        fixClears: true,
      },
    ],
  },
  {
    name: "invalid: upper case with its policy row, both renamed",
    files: packWith({
      surface: renameVerb("list", "LIST"),
      policy: (p: Json) => {
        p.verbs.LIST = p.verbs.list;
        delete p.verbs.list;
      },
    }),
    expect: [{ file: "surface.json", pointer: "/verbs/LIST", fixClears: true }],
  },
  {
    name: "invalid: upper case whose lower-case key is taken",
    files: packWith({
      surface: (s: Json) => {
        s.verbs.Status = { description: "Again.", cli: ["ledger", "status"] };
      },
    }),
    expect: [{ file: "surface.json", pointer: "/verbs/Status", message: '"Status"' }],
  },
  {
    name: "invalid: empty key",
    files: packWith({
      surface: (s: Json) => {
        s.verbs[""] = { description: "Nothing.", cli: ["ledger"] };
      },
    }),
    expect: [{ file: "surface.json", pointer: "/verbs/", message: "empty" }],
  },
  {
    name: "invalid: whitespace",
    files: packWith({ surface: renameVerb("list", "list all") }),
    expect: [{ file: "surface.json", pointer: "/verbs/list all", message: ['"list all"', "whitespace"] }],
  },
  {
    name: "invalid: a tab is whitespace too",
    files: packWith({ surface: renameVerb("list", "list\tall") }),
    expect: [{ file: "surface.json", pointer: "/verbs/list\tall", message: "whitespace" }],
  },
  {
    name: "invalid: slash",
    files: packWith({ surface: renameVerb("setup.status", "setup/status") }),
    expect: [{ file: "surface.json", pointer: "/verbs/setup~1status", message: ['"setup/status"', '"/"'] }],
  },
  {
    name: "invalid: several problems, one finding",
    files: packWith({ surface: renameVerb("list", "List All/x") }),
    expect: [{ file: "surface.json", pointer: "/verbs/List All~1x", message: ["not lower-case", "whitespace", '"/"'] }],
  },
  {
    name: "invalid: the key is checked even when its declaration has the wrong type",
    files: packWith({
      surface: (s: Json) => {
        s.verbs.Bad = 5;
      },
    }),
    expect: [{ file: "surface.json", pointer: "/verbs/Bad" }],
  },
  {
    name: "edge: verbs is an array",
    files: packWith({
      surface: (s: Json) => {
        s.verbs = [{ Status: {} }];
      },
    }),
    expect: [],
  },
  {
    name: "edge: no verbs",
    files: packWith({
      surface: (s: Json) => {
        delete s.verbs;
      },
    }),
    expect: [],
  },
  { name: "edge: surface.json does not parse", files: packWith({ surface: '{ "verbs": { "Bad": {} ' }), expect: [] },
  { name: "edge: surface.json is an array", files: packWith({ surface: "[]" }), expect: [] },
]);

describe("M010 fix", () => {
  const run = (files: Record<string, string>) =>
    runRules([rule], files, {
      onRuleError: (_c, e) => {
        throw e;
      },
    });

  it("renames the policy row with the key", () => {
    const files = packWith({
      surface: renameVerb("list", "LIST"),
      policy: (p: Json) => {
        p.verbs.LIST = p.verbs.list;
        delete p.verbs.list;
      },
    });
    const [finding] = run(files);
    expect(finding?.fix?.edits.map((e) => e.file).sort()).toEqual(["policy.json", "surface.json"]);
    const fixed = applyFix(files, finding!);
    expect(Object.keys(JSON.parse(fixed["policy.json"]!).verbs)).toContain("list");
    expect(Object.keys(JSON.parse(fixed["surface.json"]!).verbs)).toContain("list");
  });

  it("offers no fix when the lower-case key is taken, or on other problems", () => {
    expect(
      run(
        packWith({
          surface: (s: Json) => {
            s.verbs.Status = {};
          },
        }),
      )[0]?.fix,
    ).toBeUndefined();
    expect(run(packWith({ surface: renameVerb("list", "List all") }))[0]?.fix).toBeUndefined();
  });

  it("offers no fix when policy.json has rows under both names, or does not parse", () => {
    const both = packWith({
      surface: renameVerb("list", "List"),
      policy: (p: Json) => {
        p.verbs.List = { effect: "read" };
      },
    });
    expect(run(both)[0]?.fix).toBeUndefined();
    const broken = packWith({ surface: renameVerb("list", "List"), policy: "{ nope" });
    expect(run(broken)[0]?.fix).toBeUndefined();
  });

  it("renames only the surface key when policy.json is missing", () => {
    const files = packWith({ surface: renameVerb("list", "List"), files: { "policy.json": null } });
    expect(run(files)[0]?.fix?.edits.map((e) => e.file)).toEqual(["surface.json"]);
  });
});
