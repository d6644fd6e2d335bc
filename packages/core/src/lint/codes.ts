// The lint code tables: spec/LINT.md's codes and the project's own X codes (docs/lint-project-codes.md). Kept in sync by codes.test.ts.
import { projectLintCodes } from "./project-codes.js";

export type Severity = "error" | "warning" | "info";

export interface LintCodeInfo {
  code: string;
  severity: Severity;
  /** LINT.md's section; "Project" for the X codes the spec does not define. */
  group: "Pack" | "Manifest" | "Skill" | "Policy" | "Project";
  /** The rule as LINT.md (or docs/lint-project-codes.md) words it (Markdown). */
  rule: string;
  /** Where the rule comes from: M = manifest document, § = pack model, D = DECISIONS.md. */
  source: string;
}

/** The codes spec/LINT.md defines, row for row. */
export const specLintCodes = [
  {
    code: "P001",
    severity: "error",
    group: "Pack",
    rule: "a required file (`surface.json`, `policy.json`, `HARNESS.md`) is missing",
    source: "§2.1.2, §2.1.4",
  },
  {
    code: "P002",
    severity: "error",
    group: "Pack",
    rule: "a required file exists only with other letter case (`Surface.json`)",
    source: "§2.1.2",
  },
  {
    code: "P003",
    severity: "error",
    group: "Pack",
    rule: "a relative path (`wrap.bin` with a slash, `openapi.path`) resolves outside the pack root",
    source: "§2.1.5, M wrap.bin",
  },
  {
    code: "P004",
    severity: "error",
    group: "Pack",
    rule: "a relative `wrap.bin` or `openapi.path` names no file in the pack",
    source: "M wrap.bin",
  },
  { code: "P005", severity: "error", group: "Pack", rule: "a JSON file does not parse (position given)", source: "D1" },
  { code: "P006", severity: "error", group: "Pack", rule: "a duplicate key in a JSON object", source: "D1" },
  {
    code: "P007",
    severity: "error",
    group: "Pack",
    rule: "a pack file over the limits, or a path absolute or with `..`",
    source: "D1",
  },
  {
    code: "P008",
    severity: "error",
    group: "Pack",
    rule: "something that looks like a secret: private key block, cloud access key, token (`ghp_`, `xox[bp]-`, `sk-`…), `password`/`secret`/`token` key with a literal value",
    source: "§2.7 P2",
  },
  {
    code: "P009",
    severity: "error",
    group: "Pack",
    rule: "a user allow-list, role, principal or tenant key",
    source: "§2.7 P3",
  },
  {
    code: "P010",
    severity: "warning",
    group: "Pack",
    rule: "runtime concerns embedded: catalog metadata, grants, principal maps, sink config, UI catalogs",
    source: "§2.8",
  },
  {
    code: "M001",
    severity: "error",
    group: "Manifest",
    rule: "`id` missing, empty, longer than 128, or not lower-case",
    source: "§2.2.2",
  },
  {
    code: "M002",
    severity: "error",
    group: "Manifest",
    rule: "`policy.json` `surface_id` differs from `id`",
    source: "§2.2.3",
  },
  { code: "M003", severity: "error", group: "Manifest", rule: "`hcp.pack_id` differs from `id`", source: "§2.2.4" },
  {
    code: "M004",
    severity: "warning",
    group: "Manifest",
    rule: "`id` has characters outside `a-z 0-9 . _ -`",
    source: "D",
  },
  {
    code: "M005",
    severity: "error",
    group: "Manifest",
    rule: "a field has the wrong type or a value outside its enum (kind, plane, transports, binding.mode, binding.hub, workspace.mode, preview.kind)",
    source: "M",
  },
  {
    code: "M006",
    severity: "warning",
    group: "Manifest",
    rule: "an unknown top-level or nested manifest field; say the closest known name",
    source: "M",
  },
  {
    code: "M007",
    severity: "error",
    group: "Manifest",
    rule: "`kind` and its alias `adapter_kind` both present and different",
    source: "M",
  },
  {
    code: "M010",
    severity: "error",
    group: "Manifest",
    rule: "a verb key empty, not lower-case, or containing whitespace or `/`",
    source: "§2.3.2",
  },
  {
    code: "M011",
    severity: "warning",
    group: "Manifest",
    rule: "more than 12 commands: split the pack",
    source: "§2.3.3",
  },
  {
    code: "M012",
    severity: "error",
    group: "Manifest",
    rule: "a generic pass-through command: `sh -c`/`bash -c`, an array argument spliced into argv, or a verb named `run`/`exec`/`shell` whose single free-form argument becomes argv. A single string placeholder after `--` is one argv token, not a pass-through: it is the safe form (see M027)",
    source: "§2.3.4, M",
  },
  {
    code: "M013",
    severity: "error",
    group: "Manifest",
    rule: "a command has no `policy.json` row",
    source: "§2.3.5, §2.7 P7",
  },
  {
    code: "M014",
    severity: "error",
    group: "Manifest",
    rule: "a `policy.json` row names no command",
    source: "M (coverage both ways)",
  },
  { code: "M015", severity: "error", group: "Manifest", rule: "`cli[0]` differs from `cliBin`", source: "M cliBin" },
  {
    code: "M016",
    severity: "error",
    group: "Manifest",
    rule: "a `{{name}}` in `cli`, `title` or `preview` names no argument that `args` declares (only where the command has `args`)",
    source: "M commands",
  },
  {
    code: "M017",
    severity: "warning",
    group: "Manifest",
    rule: "a required argument never appears in `cli` (and the command has a `cli`)",
    source: "M commands",
  },
  {
    code: "M018",
    severity: "warning",
    group: "Manifest",
    rule: "a command has no `description`, or more than one sentence",
    source: "M description",
  },
  {
    code: "M019",
    severity: "warning",
    group: "Manifest",
    rule: "an argument property lacks a `description` or `examples`",
    source: "M args",
  },
  {
    code: "M020",
    severity: "error",
    group: "Manifest",
    rule: "`x-position` values not unique non-negative integers",
    source: "M args",
  },
  { code: "M021", severity: "error", group: "Manifest", rule: "`{{result.…}}` in a `live` title", source: "M title" },
  {
    code: "M022",
    severity: "warning",
    group: "Manifest",
    rule: "manifest `policy` hint disagrees with `policy.json`",
    source: "M policy",
  },
  {
    code: "M023",
    severity: "warning",
    group: "Manifest",
    rule: "`wrap.bin` is a bare name (a CLI on `PATH`) and `workspace.mode` is `none`: it would run in the pack directory",
    source: "M (named there)",
  },
  {
    code: "M024",
    severity: "warning",
    group: "Manifest",
    rule: "a write command that asks for approval has no `preview`",
    source: "D7",
  },
  {
    code: "M025",
    severity: "warning",
    group: "Manifest",
    rule: "`pass_through` is present: non-conforming as a destination",
    source: "M",
  },
  {
    code: "M026",
    severity: "warning",
    group: "Manifest",
    rule: "a command without `args` takes arguments from its placeholders: declare them with descriptions and examples",
    source: "D4",
  },
  {
    code: "M027",
    severity: "warning",
    group: "Manifest",
    rule: "option injection: a `cli` token that is exactly one string placeholder, read where the CLI still parses options (no `--` token before it, and the token before it is not a flag awaiting a value), for an argument whose schema lets the value start with `-` (no `enum`, `const`, `pattern` forbidding a leading `-`, or numeric/boolean type): a value like `--upload-pack=…` would be read as an option. Fix: put `--` before the positional tokens, or a `pattern`",
    source: "D (argument injection)",
  },
  {
    code: "M030",
    severity: "error",
    group: "Manifest",
    rule: "a `stimulusTriggers` ref has no `policy.json` `stimuli` row",
    source: "§2.4.2",
  },
  {
    code: "M031",
    severity: "warning",
    group: "Manifest",
    rule: "a `stimuli` row names no declared trigger",
    source: "D",
  },
  {
    code: "M040",
    severity: "error",
    group: "Manifest",
    rule: "`plane: control` with a Binding mode other than `mothership`",
    source: "§2.5.2",
  },
  {
    code: "M050",
    severity: "error",
    group: "Manifest",
    rule: "`hcp` is not 1 (say which version was found)",
    source: "§2.6.1-2",
  },
  {
    code: "M051",
    severity: "error",
    group: "Manifest",
    rule: "the `hcp` object (given or derived) has an unknown field or disagrees with the manifest",
    source: "§2.6.3, M",
  },
  { code: "M060", severity: "error", group: "Manifest", rule: "`kind: wrap` without `wrap.bin`", source: "M lint" },
  {
    code: "M061",
    severity: "error",
    group: "Manifest",
    rule: "`kind: wrap` without named commands and without `pass_through`",
    source: "M lint",
  },
  {
    code: "M062",
    severity: "error",
    group: "Manifest",
    rule: "`kind: openapi` without `openapi`, or with both or neither of `url` and `path`",
    source: "M lint",
  },
  {
    code: "M063",
    severity: "error",
    group: "Manifest",
    rule: "`kind: sense_only` without at least one trigger",
    source: "M lint",
  },
  { code: "S001", severity: "error", group: "Skill", rule: "`HARNESS.md` is empty", source: "§2.1.2" },
  { code: "S002", severity: "warning", group: "Skill", rule: "`HARNESS.md` never names `cliBin`", source: "M cliBin" },
  {
    code: "S003",
    severity: "info",
    group: "Skill",
    rule: "a command's CLI form does not appear in `HARNESS.md`",
    source: "D1",
  },
  { code: "S004", severity: "warning", group: "Skill", rule: "`HARNESS.md` over 64 KiB", source: "D1" },
  {
    code: "S005",
    severity: "warning",
    group: "Skill",
    rule: "a command line shown in `HARNESS.md` (an inline code span, or a line of a code block, that begins with `cliBin` followed by a verb segment) is refused by the CLI-face reader (DECISIONS 5): agents learn it from the skill and would be refused. Read it as POSIX words; a word `<name>` (or `--flag=<name>`) stands for one value of argument `name` (its first example, else its first enum value, else `x`); `[` `]` around optional words are dropped before reading",
    source: "D5",
  },
  {
    code: "Y001",
    severity: "error",
    group: "Policy",
    rule: "`policy.json` field of the wrong type, unknown, or outside its enum",
    source: "D2",
  },
  { code: "Y002", severity: "warning", group: "Policy", rule: "a write command with `approval: never`", source: "D2" },
] as const satisfies readonly LintCodeInfo[];

/** Every code a finding may carry: the spec's, then the project's. */
export const lintCodes = [...specLintCodes, ...projectLintCodes] as const;

export type LintCode = (typeof lintCodes)[number]["code"];

const byCode = new Map<string, LintCodeInfo>(lintCodes.map((c) => [c.code, c]));

export function lintCodeInfo(code: string): LintCodeInfo | undefined {
  return byCode.get(code);
}
