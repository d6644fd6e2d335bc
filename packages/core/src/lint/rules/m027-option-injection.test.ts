// Table tests for M027 (LINT.md M027, D argument injection: a placeholder token the CLI may read as an option).
import { type Json, minimalPack, packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { rule } from "./m027-option-injection.js";

/** The minimal pack with one more command `x`. */
const withX = (decl: Json, wrap: Json = {}) =>
  minimalPack({
    surface: (s: Json) => {
      s.verbs.x = { description: "X.", ...decl };
      Object.assign(s.wrap, wrap);
    },
  });
const idArg = (schema: Json) => ({
  type: "object",
  properties: { id: { description: "Id", examples: ["n-1"], ...schema } },
  required: ["id"],
});
const at = (key: string, index: number, extra: Json = {}) => ({
  file: "surface.json",
  pointer: `/verbs/${key}/cli/${index}`,
  ...extra,
});
const noJsonFlag = { json_flag: [] };

ruleTable(rule, [
  {
    name: "invalid: the ledger's connect (no args: a string) and transfer's amount; payee and memo follow flags",
    files: packWith(),
    expect: [
      at("connect", 2, { message: ['"{{provider}}"', '"connect"', '"provider"', '"--"', '"pattern"'] }),
      at("transfer", 2, { message: ['"{{amount}}"', '"amount"'], fixes: ['"amount"'], fixClears: true }),
    ],
  },
  {
    name: "invalid: notes-project's show, add, remove and search (list's --tag={{tag}} and --limit {{limit}} are safe)",
    files: specExample("notes-project"),
    expect: [at("show", 2), at("add", 2), at("remove", 2), at("search", 2)],
  },
  // what keeps a placeholder from being read as an option
  { name: "valid: after --", files: withX({ cli: ["mini", "get", "--", "{{id}}"] }), expect: [] },
  {
    name: "valid: the value of a flag awaiting one (--to {{id}}, -o {{id}})",
    files: withX({ cli: ["mini", "get", "--to", "{{id}}", "-o", "{{b}}"] }),
    expect: [],
  },
  {
    name: "valid: part of a token, not the whole of it (--id={{id}}, n-{{id}})",
    files: withX({ cli: ["mini", "get", "--id={{id}}", "n-{{id}}"] }),
    expect: [],
  },
  {
    name: "valid: an integer",
    files: withX({ cli: ["mini", "{{id}}"], args: idArg({ type: "integer" }) }),
    expect: [],
  },
  { name: "valid: a number", files: withX({ cli: ["mini", "{{id}}"], args: idArg({ type: "number" }) }), expect: [] },
  { name: "valid: a boolean", files: withX({ cli: ["mini", "{{id}}"], args: idArg({ type: "boolean" }) }), expect: [] },
  {
    name: "valid: an enum",
    files: withX({ cli: ["mini", "{{id}}"], args: idArg({ type: "string", enum: ["a", "-b"] }) }),
    expect: [],
  },
  { name: "valid: a const", files: withX({ cli: ["mini", "{{id}}"], args: idArg({ const: "a" }) }), expect: [] },
  {
    name: "valid: a pattern forbidding a leading - (^n-[0-9]+$)",
    files: withX({ cli: ["mini", "{{id}}"], args: idArg({ type: "string", pattern: "^n-[0-9]+$" }) }),
    expect: [],
  },
  {
    name: "valid: the pattern the fix adds",
    files: withX({ cli: ["mini", "{{id}}"], args: idArg({ type: "string", pattern: "^[^-]|^$" }) }),
    expect: [],
  },
  // what does not
  {
    name: "invalid: a pattern that lets a leading - through (^[a-z-]+$); no pattern fix over it",
    files: withX({ cli: ["mini", "{{id}}"], args: idArg({ type: "string", pattern: "^[a-z-]+$" }) }),
    expect: [at("x", 1, { fixes: [] })],
  },
  {
    name: "invalid: an unanchored pattern (a match may start after the -)",
    files: withX({ cli: ["mini", "{{id}}"], args: idArg({ type: "string", pattern: "[a-z]+" }) }),
    expect: [at("x", 1)],
  },
  {
    name: "invalid: a type list with string",
    files: withX({ cli: ["mini", "{{id}}"], args: idArg({ type: ["integer", "string"] }) }),
    expect: [at("x", 1)],
  },
  {
    name: "invalid: no type at all",
    files: withX({ cli: ["mini", "{{id}}"], args: { properties: { id: {} } } }),
    expect: [at("x", 1)],
  },
  {
    name: "invalid: after a flag that carries its value (--mode=fast), and after -",
    files: withX({ cli: ["mini", "--mode=fast", "{{a}}", "-", "{{b}}"] }),
    expect: [at("x", 2, { message: '"a"' }), at("x", 4, { message: '"b"' })],
  },
  {
    name: "invalid: every exposed token before --, none after",
    files: withX({ cli: ["mini", "cp", "{{src}}", "{{dst}}", "--", "{{more}}"] }),
    expect: [at("x", 2), at("x", 3)],
  },
  // fixes
  {
    name: "fix: -- before the positional tokens, when no JSON flag follows them (json_flag [])",
    files: withX({ cli: ["mini", "clone", "{{url}}", "{{dir}}"] }, noJsonFlag),
    expect: [
      at("x", 2, { fixes: ['"--" before {{url}}'], fixClears: true }),
      at("x", 3, { fixes: ['"--" before {{url}}'], fixClears: true }),
    ],
  },
  {
    name: "fix: -- on its own line in a one-item-a-line array (the ledger's connect)",
    files: packWith({
      surface: (s: Json) => {
        s.wrap.json_flag = [];
        s.verbs.transfer.cli = ["ledger", "transfer", "--amount", "{{amount}}"];
      },
    }),
    expect: [at("connect", 2, { fixes: ['"--"'], fixClears: true })],
  },
  {
    name: "fix: both, -- first and the pattern as the alternative",
    files: withX({ cli: ["mini", "show", "{{id}}"], args: idArg({ type: "string" }) }, noJsonFlag),
    expect: [at("x", 2, { fixes: ['"--"', '"id" a pattern'], fixClears: true })],
  },
  {
    name: "fix: a command whose JSON flag is already in its cli gets -- too",
    files: withX({ cli: ["mini", "--json", "show", "{{id}}"] }),
    expect: [at("x", 3, { fixes: ['"--"'], fixClears: true })],
  },
  {
    name: "no -- fix: the JSON flag (D4.6) would be appended after it, and no args to put a pattern in",
    files: withX({ cli: ["mini", "show", "{{id}}"] }),
    expect: [at("x", 2, { fixes: [] })],
  },
  {
    name: "no -- fix: a flag or a fixed word follows the token (it would become an operand)",
    files: withX(
      { cli: ["mini", "{{a}}", "--yes"], args: { properties: { a: { type: "string" }, b: true } } },
      noJsonFlag,
    ),
    expect: [at("x", 1, { fixes: ['"a" a pattern'], fixClears: true })],
  },
  // not M027
  {
    name: "not M027: an undeclared placeholder where args exist (M016)",
    files: withX({ cli: ["mini", "{{nope}}"], args: idArg({ type: "string" }) }),
    expect: [],
  },
  { name: "edge: cli of the wrong type (M005)", files: withX({ cli: "mini {{id}}" }), expect: [] },
  { name: "edge: the bin itself is a placeholder", files: withX({ cli: ["{{bin}}"] }), expect: [] },
]);
