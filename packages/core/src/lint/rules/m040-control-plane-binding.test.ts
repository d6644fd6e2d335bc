// Table tests for M040 (§2.5.2: a control pack MUST use Binding mode mothership; manifest: control packs default to it).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { rule } from "./m040-control-plane-binding.js";

const broken = specExample("broken");
const control = (binding?: unknown) =>
  packWith({
    surface: (s) => {
      s.plane = "control";
      if (binding === undefined) delete s.binding;
      else s.binding = binding;
    },
  });

ruleTable(rule, [
  { name: "valid: ledger (runtime, local)", files: packWith(), expect: [] },
  { name: "valid: control with mothership", files: control({ mode: "mothership", hub: "keyring" }), expect: [] },
  { name: "valid: control without binding (defaults to mothership)", files: control(), expect: [] },
  {
    name: "valid: control with a binding without mode (defaults to mothership)",
    files: control({ hub: "keyring" }),
    expect: [],
  },
  {
    name: "invalid: control with local",
    files: control({ mode: "local" }),
    expect: [{ file: "surface.json", pointer: "/plane", message: ['"local"', '"mothership"'], at: [6, 12] }],
  },
  {
    name: "invalid: broken example (user)",
    files: broken,
    expect: [{ file: "surface.json", pointer: "/plane", message: '"user"' }],
  },
  {
    name: "invalid: a mode outside the enum is still not mothership",
    files: control({ mode: "mother" }),
    expect: [{ file: "surface.json", pointer: "/plane", message: '"mother"' }],
  },
  { name: "not M040: binding of the wrong type (M005)", files: control("mothership"), expect: [] },
  {
    name: "not M040: plane outside the enum (M005)",
    files: packWith({
      surface: (s) => {
        s.plane = "Control";
        s.binding.mode = "user";
      },
    }),
    expect: [],
  },
]);
