// Table tests for M019 (manifest Commands: args is a JSON Schema with "properties with a description and examples").
import { type Json, packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./m019-arg-docs.js";

/** Change the transfer command's argument schemas; memo gets its missing examples first. */
const props = (change: (p: Json) => void) =>
  packWith({
    surface: (s: Json) => {
      const p = s.verbs.transfer.args.properties;
      p.memo.examples = ["Lunch"];
      change(p);
    },
  });
const at = (name: string, message?: string | string[], fixClears?: boolean) => ({
  file: "surface.json",
  pointer: `/verbs/transfer/args/properties/${name}`,
  ...(message && { message }),
  ...(fixClears && { fixClears }),
});

ruleTable(rule, [
  {
    name: "decided: the manifest's ledger warns on memo, which has no examples",
    files: packWith(),
    expect: [at("memo", ['"memo"', '"examples"'])],
  },
  { name: "valid: ledger with an example for memo", files: props(() => {}), expect: [] },
  {
    name: "invalid: no description",
    files: props((p) => {
      delete p.payee.description;
    }),
    expect: [at("payee", '"description"')],
  },
  {
    name: "invalid: empty description",
    files: props((p) => {
      p.payee.description = " ";
    }),
    expect: [at("payee", '"description"')],
  },
  {
    name: "invalid: no examples",
    files: props((p) => {
      delete p.amount.examples;
    }),
    expect: [at("amount", '"examples"')],
  },
  {
    name: "invalid: empty examples",
    files: props((p) => {
      p.amount.examples = [];
    }),
    expect: [at("amount", '"examples"')],
  },
  {
    name: "invalid: neither, one finding",
    files: props((p) => {
      p.amount = { type: "string" };
    }),
    expect: [at("amount", ['"description" or "examples"'])],
  },
  {
    name: "invalid: no examples but a default, fixed from it",
    files: props((p) => {
      delete p.amount.examples;
      p.amount.default = "1.00";
    }),
    expect: [at("amount", '"examples"', true)],
  },
  {
    name: "invalid: a pattern does not replace examples",
    files: props((p) => {
      delete p.payee.examples;
      p.payee.pattern = "^[a-z-]+$";
    }),
    expect: [at("payee")],
  },
  {
    name: "invalid: an enum still needs a description",
    files: props((p) => {
      p.payee = { type: "string", enum: ["a", "b"] };
    }),
    expect: [at("payee", '"description"')],
  },
  {
    name: "decided: an enum needs no examples",
    files: props((p) => {
      p.payee = { type: "string", enum: ["a", "b"], description: "Who" };
    }),
    expect: [],
  },
  {
    name: "decided: a boolean needs no examples",
    files: props((p) => {
      p.confirm = { type: "boolean", description: "Skip the prompt" };
    }),
    expect: [],
  },
  {
    name: "decided: a const needs no examples",
    files: props((p) => {
      p.mode = { const: "fast", description: "Mode" };
    }),
    expect: [],
  },
  {
    name: "invalid: an empty enum is no list of values",
    files: props((p) => {
      p.payee = { enum: [], description: "Who" };
    }),
    expect: [at("payee", '"examples"')],
  },
  {
    name: "not M019: fields of the wrong type (M005)",
    files: props((p) => {
      p.payee.description = 5;
      p.payee.examples = "demo";
    }),
    expect: [],
  },
  {
    name: "edge: a property schema that is not an object",
    files: props((p) => {
      p.payee = true;
    }),
    expect: [],
  },
  {
    name: "edge: properties is an array",
    files: packWith({
      surface: (s: Json) => {
        s.verbs.transfer.args.properties = [{}];
      },
    }),
    expect: [],
  },
  {
    name: "edge: no args at all (M026's)",
    files: packWith({
      surface: (s: Json) => {
        delete s.verbs.transfer.args;
      },
    }),
    expect: [],
  },
  { name: "edge: surface.json does not parse", files: packWith({ surface: "[" }), expect: [] },
]);
