// Table tests for M012 (§2.3.4: no generic pass-through command; manifest: "there is no run and no exec --").
import { type Json, packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { rule } from "./m012-pass-through.js";

const broken = specExample("broken");

/** The ledger with one more command. */
const withVerb = (key: string, decl: Json) => (s: Json) => {
  s.verbs[key] = decl;
};
const oneArg = (name: string, schema: Json) => ({
  type: "object",
  properties: { [name]: { description: "x", examples: ["x"], ...schema } },
  required: [name],
});
const cliOf = (...cli: string[]) => withVerb("x", { description: "X.", cli });
const at = (key: string, message?: string | string[]) => ({
  file: "surface.json",
  pointer: `/verbs/${key}`,
  ...(message && { message }),
});

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  {
    name: "broken pack: run is a shell and a run command",
    files: broken,
    expect: [at("run", ['"sh"', '"-c"', '"run"', '"command"'])],
  },
  // sh -c and kin
  {
    name: "invalid: sh -c with a fixed string",
    files: packWith({ surface: cliOf("ledger", "sh", "-c", "ledger status") }),
    expect: [at("x", ['"sh"', '"-c"'])],
  },
  {
    name: "invalid: bash -lc",
    files: packWith({ surface: cliOf("bash", "-lc", "{{cmd}}") }),
    expect: [at("x", '"-lc"')],
  },
  {
    name: "invalid: env sh -c",
    files: packWith({ surface: cliOf("env", "sh", "-c", "{{cmd}}") }),
    expect: [at("x", '"sh"')],
  },
  {
    name: "invalid: /bin/zsh -c",
    files: packWith({ surface: cliOf("/bin/zsh", "-c", "x") }),
    expect: [at("x", '"/bin/zsh"')],
  },
  {
    name: "invalid: dash with options before -c",
    files: packWith({ surface: cliOf("ledger", "dash", "-e", "-o", "noglob", "-c", "x") }),
    expect: [at("x")],
  },
  { name: "invalid: cmd /c", files: packWith({ surface: cliOf("cmd.exe", "/C", "dir") }), expect: [at("x", '"/C"')] },
  {
    name: "invalid: pwsh -Command",
    files: packWith({ surface: cliOf("pwsh", "-Command", "{{x}}") }),
    expect: [at("x")],
  },
  {
    name: "invalid: wrap.bin is a shell and cli starts with -c",
    files: packWith({
      surface: (s: Json) => {
        s.wrap.bin = "bash";
        s.verbs.list.cli = ["ledger", "-c", "ledger list"];
      },
    }),
    expect: [at("list", '"bash"')],
  },
  {
    name: "invalid: a command without cli runs a shell argv_template",
    files: packWith({
      surface: (s: Json) => {
        s.wrap.argv_template = ["sh", "-c", "{{verb}}"];
        delete s.verbs.status.cli;
      },
    }),
    expect: [at("status", '"sh"')],
  },
  {
    name: "valid: a script's own -c is no shell string",
    files: packWith({ surface: cliOf("ledger", "bash", "./tool.sh", "-c", "x") }),
    expect: [],
  },
  {
    name: "valid: a shell name followed by a word option",
    files: packWith({ surface: cliOf("ledger", "completion", "zsh", "-config", "x") }),
    expect: [],
  },
  { name: "valid: -c without a shell", files: packWith({ surface: cliOf("ledger", "config", "-c", "x") }), expect: [] },
  // array or object spliced
  {
    name: "invalid: an array argument spliced into argv",
    files: packWith({
      surface: withVerb("tag", {
        description: "T.",
        cli: ["ledger", "tag", "{{tags}}"],
        args: oneArg("tags", { type: "array", items: { type: "string" } }),
      }),
    }),
    expect: [at("tag", ['"tags"', "array"])],
  },
  {
    name: "invalid: an object argument in a --flag= token",
    files: packWith({
      surface: withVerb("tag", {
        description: "T.",
        cli: ["ledger", "tag", "--opts={{o}}"],
        args: oneArg("o", { type: "object" }),
      }),
    }),
    expect: [at("tag", '"o"')],
  },
  {
    name: "invalid: a type list that allows an array",
    files: packWith({
      surface: withVerb("tag", {
        description: "T.",
        cli: ["ledger", "tag", "{{t}}"],
        args: oneArg("t", { type: ["string", "array"] }),
      }),
    }),
    expect: [at("tag")],
  },
  {
    name: "valid: an array argument never spliced",
    files: packWith({
      surface: withVerb("tag", { description: "T.", cli: ["ledger", "tag"], args: oneArg("t", { type: "array" }) }),
    }),
    expect: [],
  },
  // -- then a placeholder: the safe form since LINT.md's M012 row says so (one string placeholder is one token)
  {
    name: "valid: -- followed by one free-form string placeholder (the safe form, LINT.md M012)",
    files: packWith({
      surface: withVerb("log", {
        description: "L.",
        cli: ["ledger", "log", "--", "{{path}}"],
        args: oneArg("path", { type: "string" }),
      }),
    }),
    expect: [],
  },
  {
    name: "valid: -- followed by an undeclared placeholder (a required string, one token)",
    files: packWith({ surface: cliOf("ledger", "go", "--", "{{what}}") }),
    expect: [],
  },
  {
    name: "valid: -- before an argument with a pattern",
    files: packWith({
      surface: withVerb("log", {
        description: "L.",
        cli: ["ledger", "log", "--", "{{id}}"],
        args: oneArg("id", { type: "string", pattern: "^n-[0-9]+$" }),
      }),
    }),
    expect: [],
  },
  {
    name: "invalid: -- followed by an array placeholder is still a splice",
    files: packWith({
      surface: withVerb("log", {
        description: "L.",
        cli: ["ledger", "log", "--", "{{paths}}"],
        args: oneArg("paths", { type: "array", items: { type: "string" } }),
      }),
    }),
    expect: [at("log", ['"paths"', "array"])],
  },
  {
    name: "invalid: a run verb whose single free-form argument follows -- is still a pass-through",
    files: packWith({
      surface: withVerb("run", {
        description: "R.",
        cli: ["ledger", "run", "--", "{{what}}"],
        args: oneArg("what", { type: "string" }),
      }),
    }),
    expect: [at("run", ['"run"', '"what"'])],
  },
  // run / exec / shell
  {
    name: "invalid: run whose single free-form argument becomes argv",
    files: packWith({
      surface: withVerb("run", {
        description: "R.",
        cli: ["ledger", "run", "{{what}}"],
        args: oneArg("what", { type: "string" }),
      }),
    }),
    expect: [at("run", ['"run"', '"what"'])],
  },
  {
    name: "invalid: a family's exec (last segment), without args (its placeholder is a string)",
    files: packWith({ surface: withVerb("task.exec", { description: "E.", cli: ["ledger", "task", "{{cmd}}"] }) }),
    expect: [at("task.exec", '"exec"')],
  },
  {
    name: "invalid: Shell (any case) with an untyped argument",
    files: packWith({
      surface: withVerb("Shell", {
        description: "S.",
        cli: ["ledger", "{{line}}"],
        args: { properties: { line: {} } },
      }),
    }),
    expect: [at("Shell", '"shell"')],
  },
  {
    name: "valid: run with an enum argument",
    files: packWith({
      surface: withVerb("run", {
        description: "R.",
        cli: ["ledger", "run", "{{job}}"],
        args: oneArg("job", { type: "string", enum: ["nightly", "weekly"] }),
      }),
    }),
    expect: [],
  },
  {
    name: "valid: run with two arguments",
    files: packWith({
      surface: withVerb("run", {
        description: "R.",
        cli: ["ledger", "run", "{{a}}", "{{b}}"],
        args: { properties: { a: { type: "string" }, b: { type: "string" } } },
      }),
    }),
    expect: [],
  },
  {
    name: "valid: runner is not run",
    files: packWith({ surface: withVerb("runner", { description: "R.", cli: ["ledger", "runner", "{{x}}"] }) }),
    expect: [],
  },
  {
    name: "valid: run whose argument never reaches argv",
    files: packWith({
      surface: withVerb("run", { description: "R.", cli: ["ledger", "run"], args: oneArg("x", { type: "string" }) }),
    }),
    expect: [],
  },
  // wrong types: no crash, no finding
  { name: "edge: cli is a string", files: packWith({ surface: withVerb("run", { cli: "sh -c x" }) }), expect: [] },
  {
    name: "edge: cli with a number",
    files: packWith({ surface: withVerb("run", { cli: ["sh", "-c", 5] }) }),
    expect: [],
  },
  { name: "edge: cli empty", files: packWith({ surface: withVerb("run", { cli: [] }) }), expect: [] },
  {
    name: "edge: args.properties is an array",
    files: packWith({
      surface: withVerb("tag", { cli: ["ledger", "{{t}}"], args: { properties: [{ type: "array" }] } }),
    }),
    expect: [],
  },
  {
    name: "edge: a property schema that is not an object",
    files: packWith({ surface: withVerb("tag", { cli: ["ledger", "{{t}}"], args: { properties: { t: true } } }) }),
    expect: [],
  },
  { name: "edge: declaration is a string", files: packWith({ surface: withVerb("run", "sh -c") }), expect: [] },
  {
    name: "edge: argv_template is not a list",
    files: packWith({
      surface: (s: Json) => {
        s.wrap.argv_template = "sh -c";
        delete s.verbs.status.cli;
      },
    }),
    expect: [],
  },
  {
    name: "edge: surface.json does not parse",
    files: packWith({ surface: '{"verbs": {"run": {"cli": ["sh", "-c"' }),
    expect: [],
  },
]);
