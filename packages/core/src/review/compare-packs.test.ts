// Table tests for comparePacks (DECISIONS.md 11: a review's risks, findings added and fixed, commands and files).
import { describe, expect, it } from "vitest";
import type { PackFiles } from "../pack/pack-files.js";
import { kanbanWith } from "../testing/openapi-pack.js";
import { type PackChange, packWith } from "../testing/pack-builder.js";
import { comparePacks } from "./compare-packs.js";

const ledger = packWith();

interface Case {
  name: string;
  base?: PackFiles;
  head: PackChange | PackFiles;
  /** The risks in order, as [code, severity, verb?]. */
  risks: [string, string, string?][];
  /** Findings as [code, pointer]. */
  added?: [string, string][];
  fixed?: [string, string][];
  commands?: { added?: string[]; removed?: string[]; changed?: string[] };
  files?: Record<string, string>;
}

const isFiles = (v: PackChange | PackFiles): v is PackFiles => typeof (v as PackFiles)["surface.json"] === "string";
const headOf = (c: Case) => (isFiles(c.head) ? c.head : packWith(c.head));

/** The ledger with its JSON on one line and policy.json's keys reordered: the same pack, other text. */
function reformatted(): PackFiles {
  const files = packWith();
  const p = JSON.parse(files["policy.json"] ?? "");
  files["surface.json"] = JSON.stringify(JSON.parse(files["surface.json"] ?? ""));
  files["policy.json"] = JSON.stringify({ verbs: p.verbs, stimuli: p.stimuli, surface_id: p.surface_id }, null, 4);
  return files;
}

const cases: Case[] = [
  { name: "the same pack: nothing to review", head: {}, risks: [], commands: { changed: [] } },
  {
    name: "list becomes a write command without a card: both risks on top",
    head: {
      policy: (p) => {
        p.verbs.list = { effect: "write" };
      },
    },
    risks: [
      ["read_to_write", "high", "list"],
      ["write_without_card", "high", "list"],
    ],
    added: [["M024", "/verbs/list"]],
    commands: { changed: ["list"] },
    files: { "policy.json": "changed", "surface.json": "same", "HARNESS.md": "same" },
  },
  {
    name: "read to write with a preview: no card risk",
    head: {
      surface: (s) => {
        s.verbs.list.preview = { kind: "record", title: "List entries" };
      },
      policy: (p) => {
        p.verbs.list = { effect: "write" };
      },
    },
    risks: [["read_to_write", "high", "list"]],
    commands: { changed: ["list"] },
  },
  {
    name: "transfer loses its preview",
    head: { surface: (s) => void delete s.verbs.transfer.preview },
    risks: [["write_without_card", "high", "transfer"]],
    added: [["M024", "/verbs/transfer"]],
    commands: { changed: ["transfer"] },
  },
  {
    name: "approval always to first_use on a write command",
    head: {
      policy: (p) => {
        p.verbs.transfer.approval = "first_use";
      },
    },
    risks: [["approval_loosened", "high", "transfer"]],
  },
  {
    name: "write command losing approval (never): loosened, not also 'without approval'",
    head: {
      policy: (p) => {
        p.verbs.transfer.approval = "never";
      },
    },
    risks: [["approval_loosened", "high", "transfer"]],
    added: [["Y002", "/verbs/transfer/approval"]],
  },
  {
    name: "read command asked always, now never: loosened, medium",
    base: packWith({
      policy: (p) => {
        p.verbs.status.approval = "always";
      },
    }),
    head: {},
    risks: [["approval_loosened", "medium", "status"]],
  },
  {
    name: "read to write with approval never",
    head: {
      policy: (p) => {
        p.verbs.list = { effect: "write", approval: "never" };
      },
    },
    risks: [
      ["read_to_write", "high", "list"],
      ["write_without_approval", "high", "list"],
    ],
  },
  {
    name: "approval tightened: no risk",
    head: {
      policy: (p) => {
        p.verbs["setup.apply"].approval = "always";
      },
    },
    risks: [],
    commands: { changed: ["setup.apply"] },
  },
  {
    name: "binding mode changed",
    head: {
      surface: (s) => {
        s.binding.mode = "public";
      },
    },
    risks: [["binding_mode_changed", "high"]],
  },
  {
    name: "plane changed (and the head now fails lint)",
    head: {
      surface: (s) => {
        s.plane = "control";
      },
    },
    risks: [
      ["plane_changed", "high"],
      ["fails_lint", "medium"],
    ],
  },
  {
    name: "wrap.bin changed",
    head: {
      surface: (s) => {
        s.wrap.bin = "./bin/other.mjs";
      },
      files: { "bin/other.mjs": "#!/usr/bin/env node\n", "bin/ledger.mjs": null },
    },
    risks: [["wrap_bin_changed", "high"]],
    files: { "bin/other.mjs": "added", "bin/ledger.mjs": "removed" },
  },
  {
    name: "the program wrap.bin names changed",
    head: { files: { "bin/ledger.mjs": "#!/usr/bin/env node\nprocess.exit(3);\n" } },
    risks: [["wrap_program_changed", "high"]],
    files: { "bin/ledger.mjs": "changed" },
  },
  {
    name: "a trigger added, ranked under a high risk",
    head: {
      surface: (s) => void s.stimulusTriggers.push({ ref: "ledger.low_balance" }),
      policy: (p) => {
        p.verbs.list = { effect: "write", approval: "first_use" };
        p.stimuli["ledger.low_balance"] = { deliver: "wake" };
      },
    },
    risks: [
      ["read_to_write", "high", "list"],
      ["write_without_card", "high", "list"],
      ["trigger_added", "medium"],
    ],
  },
  {
    name: "a write command added, with its card",
    head: {
      surface: (s) => {
        s.verbs.refund = {
          description: "Refund an entry.",
          cli: ["ledger", "refund", "{{entry}}"],
          preview: { kind: "payment", title: "Refund {{entry}}", fields: { entry: "{{entry}}" } },
        };
      },
      policy: (p) => {
        p.verbs.refund = { effect: "write", approval: "always", reason: "Moves money back" };
      },
    },
    risks: [["write_command_added", "medium", "refund"]],
    commands: { added: ["refund"], removed: [], changed: [] },
  },
  {
    name: "a command removed: listed, no risk",
    head: {
      surface: (s) => void delete s.verbs.list,
      policy: (p) => void delete p.verbs.list,
    },
    risks: [],
    commands: { added: [], removed: ["list"], changed: [] },
  },
  {
    name: "a preview added to connect: its M024 is fixed",
    head: {
      surface: (s) => {
        s.verbs.connect.preview = { kind: "fields", title: "Link {{provider}}", fields: { p: "{{provider}}" } };
      },
    },
    risks: [],
    fixed: [["M024", "/verbs/connect"]],
    commands: { changed: ["connect"] },
  },
  {
    name: "reformatted JSON: findings match by code and pointer, commands unchanged",
    head: reformatted(),
    risks: [],
    added: [],
    fixed: [],
    commands: { changed: [] },
    files: { "surface.json": "changed", "policy.json": "changed" },
  },
  {
    name: "transfer's command line changed",
    head: {
      surface: (s) => {
        s.verbs.transfer.cli[3] = "--payee";
      },
    },
    risks: [["argv_changed", "low", "transfer"]],
    commands: { changed: ["transfer"] },
  },
  {
    name: "a head whose surface.json does not parse: every command removed, fails lint",
    head: { surface: "{" },
    risks: [["fails_lint", "medium"]],
    added: [["P005", ""]],
    commands: { added: [], removed: ["setup.status", "setup.apply", "connect", "status", "list", "transfer"] },
  },
];

describe("comparePacks (DECISIONS.md 11)", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const r = comparePacks(c.base ?? ledger, headOf(c));
    expect(r.risks.map((k) => [k.code, k.severity, ...(k.verb ? [k.verb] : [])])).toEqual(c.risks);
    for (const k of r.risks) expect(k.message.length).toBeGreaterThan(10);
    if (c.added) expect(r.findings.added.map((f) => [f.code, f.pointer])).toEqual(c.added);
    if (c.fixed) expect(r.findings.fixed.map((f) => [f.code, f.pointer])).toEqual(c.fixed);
    if (c.commands?.added) expect(r.commands.added).toEqual(c.commands.added);
    if (c.commands?.removed) expect(r.commands.removed).toEqual(c.commands.removed);
    if (c.commands?.changed) expect(r.commands.changed.map((x) => x.verb)).toEqual(c.commands.changed);
    for (const [path, status] of Object.entries(c.files ?? {})) {
      expect(r.files.find((f) => f.path === path)?.status, path).toBe(status);
    }
  });
});

describe("comparePacks: a changed command's before and after", () => {
  it("shows list's effect, approval and card before and after", () => {
    const head = packWith({
      policy: (p) => {
        p.verbs.list = { effect: "write" };
      },
    });
    const [list] = comparePacks(ledger, head).commands.changed;
    expect(list).toMatchObject({
      verb: "list",
      effectBefore: "read",
      effectAfter: "write",
      approvalBefore: "never",
      approvalAfter: "always",
      cardBefore: null,
      cardAfter: { kind: "fields", declared: false, command: { text: "list" } },
    });
    expect(list?.argvAfter).toEqual(list?.argvBefore);
  });

  it("renders argv from the first example of each required argument", () => {
    const head = packWith({
      surface: (s) => {
        s.verbs.transfer.cli[3] = "--payee";
      },
    });
    const [transfer] = comparePacks(ledger, head).commands.changed;
    expect(transfer?.argvBefore.slice(0, 6)).toEqual([
      "ledger",
      "transfer",
      "2.80",
      "--to",
      "demo-transit",
      "--confirm",
    ]);
    expect(transfer?.argvAfter.slice(0, 6)).toEqual([
      "ledger",
      "transfer",
      "2.80",
      "--payee",
      "demo-transit",
      "--confirm",
    ]);
    expect(transfer?.cardAfter?.kind).toBe("payment");
  });

  it("still shows argv and card when the arguments do not check (a number without examples)", () => {
    const head = packWith({
      surface: (s) => {
        s.verbs.transfer.args.properties.amount = { type: "number", description: "Amount" };
      },
    });
    const [transfer] = comparePacks(ledger, head).commands.changed;
    expect(transfer?.argvAfter).toContain("<amount>");
    expect(transfer?.cardAfter?.kind).toBe("payment");
  });
});

describe("comparePacks of an openapi pack (DECISIONS 14): the request in place of argv", () => {
  it("a document edit that moves an operation changes its command's request", () => {
    const base = kanbanWith();
    const head = kanbanWith({
      doc: (d) => {
        d.paths["/v2/boards/{boardId}/cards"] = d.paths["/boards/{boardId}/cards"];
        delete d.paths["/boards/{boardId}/cards"];
      },
    });
    const changed = comparePacks(base, head).commands.changed;
    expect(changed.map((c) => c.verb)).toEqual(["card.create"]);
    const [create] = changed;
    const body = '{"title":"Rotate the staging keys"}';
    expect(create?.argvBefore).toEqual(["POST", "https://api.kanban.example/v1/boards/b-17/cards", body]);
    expect(create?.argvAfter).toEqual(["POST", "https://api.kanban.example/v1/v2/boards/b-17/cards", body]);
    expect(create?.cardAfter).toMatchObject({
      lineKind: "request",
      argvLine: { text: "POST https://api.kanban.example/v1/v2/boards/b-17/cards" },
    });
  });
});
