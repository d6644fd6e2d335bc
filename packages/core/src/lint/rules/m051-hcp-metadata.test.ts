// Table tests for M051 (§2.6.3 and DECISIONS.md 8: the hcp object, given or derived, is strictly validated and agrees with the manifest).
import { type Json, packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { rule } from "./m051-hcp-metadata.js";

const broken = specExample("broken");
// The manifest document's own example of the hcp object, for the ledger.
const example = {
  hcp: 1,
  pack_id: "ledger",
  adapter_kind: "wrap",
  binding: { mode: "local", hub: "local-credential" },
  wrap: { bin: "./bin/ledger.mjs" },
  plane: "runtime",
  transports: ["cli", "json_exec"],
};
const withHcp = (change: (h: Json) => void, surface: (s: Json) => void = () => {}) =>
  packWith({
    surface: (s) => {
      const h = structuredClone(example);
      change(h);
      s.hcp = h;
      surface(s);
    },
  });
const at = (pointer: string, message?: string | string[], fixClears = true) => ({
  file: "surface.json",
  pointer,
  ...(message && { message }),
  fixClears,
});

ruleTable(rule, [
  { name: "valid: ledger (derived metadata)", files: packWith(), expect: [] },
  { name: "valid: the manifest document's example", files: withHcp(() => {}), expect: [] },
  {
    name: "valid: only the required fields",
    files: packWith({
      surface: (s) => {
        s.hcp = { hcp: 1, pack_id: "ledger" };
      },
    }),
    expect: [],
  },
  {
    name: "valid: transports in another order",
    files: withHcp((h) => {
      h.transports = ["json_exec", "cli"];
    }),
    expect: [],
  },
  {
    name: "valid: defaults match (no plane, no kind in the manifest)",
    files: withHcp(
      (h) => {
        h.adapter_kind = "composite";
      },
      (s) => {
        delete s.kind;
        delete s.plane;
      },
    ),
    expect: [],
  },
  {
    name: "invalid: broken example (color; version and pack_id are M050's and M003's)",
    files: broken,
    expect: [at("/hcp/color", '"color"')],
  },
  {
    name: "invalid: unknown nested field",
    files: withHcp((h) => {
      h.binding.family = "ledger";
    }),
    expect: [at("/hcp/binding/family", '"family"')],
  },
  {
    name: "invalid: adapter_kind disagrees with kind",
    files: withHcp((h) => {
      h.adapter_kind = "composite";
    }),
    expect: [at("/hcp/adapter_kind", ['"composite"', '"kind"', '"wrap"'])],
  },
  {
    name: "invalid: adapter_kind disagrees with the alias",
    files: withHcp(
      (h) => {
        h.adapter_kind = "composite";
      },
      (s) => {
        delete s.kind;
        s.adapter_kind = "wrap";
      },
    ),
    expect: [at("/hcp/adapter_kind", '"adapter_kind" is "wrap"')],
  },
  {
    name: "invalid: wrap.bin differs",
    files: withHcp((h) => {
      h.wrap.bin = "ledger";
    }),
    expect: [at("/hcp/wrap/bin", ['"ledger"', '"./bin/ledger.mjs"'])],
  },
  {
    name: "invalid: binding mode and hub differ, each reported",
    files: withHcp((h) => {
      h.binding = { mode: "user", hub: "keyring" };
    }),
    expect: [at("/hcp/binding/mode", '"user"'), at("/hcp/binding/hub", '"keyring"')],
  },
  {
    name: "invalid: plane differs from the default",
    files: withHcp(
      (h) => {
        h.plane = "control";
      },
      (s) => {
        delete s.plane;
      },
    ),
    expect: [at("/hcp/plane", ['"control"', '"runtime"'])],
  },
  {
    name: "invalid: transports differ",
    files: withHcp((h) => {
      h.transports = ["cli"];
    }),
    expect: [at("/hcp/transports")],
  },
  {
    name: "invalid: transports the manifest lacks",
    files: withHcp(
      () => {},
      (s) => {
        delete s.transports;
      },
    ),
    expect: [at("/hcp/transports", 'no "transports"')],
  },
  {
    name: "invalid: wrap.bin the manifest lacks",
    files: withHcp(
      () => {},
      (s) => {
        delete s.wrap;
      },
    ),
    expect: [at("/hcp/wrap/bin", 'no "wrap.bin"')],
  },
  {
    name: "invalid: a value outside the enum, reported once",
    files: withHcp((h) => {
      h.plane = "side";
    }),
    expect: [at("/hcp/plane", '"side"', false)],
  },
  {
    name: "invalid: a wrong transport, reported at its item only",
    files: withHcp((h) => {
      h.transports = ["cli", "grpc"];
    }),
    expect: [at("/hcp/transports/1", '"grpc"', false)],
  },
  {
    name: "invalid: binding of the wrong type",
    files: withHcp((h) => {
      h.binding = "local";
    }),
    expect: [at("/hcp/binding", "not an object", false)],
  },
  {
    name: "invalid: wrap without bin",
    files: withHcp((h) => {
      h.wrap = {};
    }),
    expect: [at("/hcp/wrap/bin", "missing", false)],
  },
  {
    name: "invalid: hcp is no object; fixed by removing it",
    files: packWith({
      surface: (s) => {
        s.hcp = 1;
      },
    }),
    expect: [at("/hcp", ['"1"', "not an object"])],
  },
  {
    name: "not M051: version and pack_id (M050, M003)",
    files: withHcp((h) => {
      h.hcp = "1";
      h.pack_id = 3;
    }),
    expect: [],
  },
  {
    name: "not M051: missing version and pack_id (M050, M003)",
    files: packWith({
      surface: (s) => {
        s.hcp = {};
      },
    }),
    expect: [],
  },
  {
    name: "not M051: a wrong manifest value the hcp object does not copy (M005)",
    files: withHcp(
      () => {},
      (s) => {
        s.plane = "side";
      },
    ),
    expect: [],
  },
  {
    name: "not M051: derived from wrong manifest values (M005, M001)",
    files: packWith({
      surface: (s) => {
        s.plane = 5;
        s.transports = "cli";
        s.kind = "cli";
        s.binding.mode = 1;
        s.wrap.bin = [];
        delete s.id;
      },
    }),
    expect: [],
  },
  { name: "not M051: surface does not parse", files: packWith({ surface: '{"hcp": {"color": 1' }), expect: [] },
]);
