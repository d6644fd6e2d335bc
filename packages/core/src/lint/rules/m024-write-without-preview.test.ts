// Table tests for M024 (DECISIONS.md 7: a write command without preview gets a fields card, and a lint warning).
import { type Json, packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./m024-write-without-preview.js";

// The ledger's setup.apply (first_use) and connect (always) are write commands without a preview.
const withPreviews = (s: Json) => {
  s.verbs["setup.apply"].preview = { kind: "record", title: "Create the ledger store" };
  s.verbs.connect.preview = { kind: "fields", title: "Link {{provider}}", fields: { provider: "{{provider}}" } };
};
const finding = (verb: string, message?: string | string[]) => ({
  file: "surface.json",
  pointer: `/verbs/${verb}`,
  ...(message && { message }),
});

ruleTable(rule, [
  {
    name: "ledger: its two write commands without preview",
    files: packWith(),
    expect: [
      finding("setup.apply", ['"setup.apply"', '"first_use"', '"fields"']),
      finding("connect", ['"connect"', '"always"']),
    ],
  },
  { name: "valid: ledger with previews", files: packWith({ surface: withPreviews }), expect: [] },
  {
    name: "valid: write with approval never (Y002's concern)",
    files: packWith({
      surface: withPreviews,
      policy: (p) => {
        p.verbs.transfer.approval = "never";
        delete p.verbs.transfer.reason;
      },
    }),
    expect: [],
  },
  {
    name: "invalid: approval defaults to always for write",
    files: packWith({
      surface: withPreviews,
      policy: (p) => {
        p.verbs.list = { effect: "write" };
      },
    }),
    expect: [finding("list", '"always"')],
  },
  {
    name: "valid: read command without preview, even with approval always",
    files: packWith({
      surface: withPreviews,
      policy: (p) => {
        p.verbs.list.approval = "always";
      },
    }),
    expect: [],
  },
  {
    name: "invalid: pinned at the verb key",
    files: packWith({
      surface: (s) => {
        withPreviews(s);
        delete s.verbs.transfer.preview;
      },
    }),
    expect: [{ file: "surface.json", pointer: "/verbs/transfer", at: [75, 5] }],
  },
  {
    name: "not M024: preview of the wrong type (M005)",
    files: packWith({
      surface: (s) => {
        withPreviews(s);
        s.verbs.connect.preview = "card";
      },
    }),
    expect: [],
  },
  {
    name: "not M024: command without a policy row (M013)",
    files: packWith({
      surface: withPreviews,
      policy: (p) => {
        delete p.verbs.transfer;
      },
    }),
    expect: [],
  },
  {
    name: "not M024: unknown effect (Y001)",
    files: packWith({
      surface: withPreviews,
      policy: (p) => {
        p.verbs.list.effect = "delete";
      },
    }),
    expect: [],
  },
  { name: "not M024: policy.json does not parse", files: packWith({ policy: "{" }), expect: [] },
]);
