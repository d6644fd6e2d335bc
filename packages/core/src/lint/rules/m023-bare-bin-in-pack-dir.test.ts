// Table tests for M023 (manifest, Where the CLI runs: a CLI on PATH with workspace mode none runs in the pack directory).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./m023-bare-bin-in-pack-dir.js";

const withWrap = (wrap: unknown) =>
  packWith({
    surface: (s) => {
      s.wrap = wrap;
    },
  });

ruleTable(rule, [
  { name: "valid: ledger (a script in ./bin)", files: packWith(), expect: [] },
  {
    name: "valid: bare name in project mode",
    files: withWrap({ bin: "git", workspace: { mode: "project" } }),
    expect: [],
  },
  {
    name: "valid: bare name in workspace mode",
    files: withWrap({ bin: "git", workspace: { mode: "workspace" } }),
    expect: [],
  },
  { name: "valid: a path without a leading dot", files: withWrap({ bin: "bin/ledger.mjs" }), expect: [] },
  {
    name: "invalid: bare name, mode none by default; fixed to project",
    files: withWrap({ bin: "ledger" }),
    expect: [
      { file: "surface.json", pointer: "/wrap/bin", message: ['"ledger"', '"none"', '"project"'], fixClears: true },
    ],
  },
  {
    name: "invalid: bare name, workspace without mode",
    files: withWrap({ bin: "ledger", workspace: {} }),
    expect: [{ file: "surface.json", pointer: "/wrap/bin", fixClears: true }],
  },
  {
    name: "invalid: bare name, mode none explicit",
    files: withWrap({ bin: "ledger", workspace: { mode: "none" } }),
    expect: [{ file: "surface.json", pointer: "/wrap/bin", fixClears: true }],
  },
  {
    name: "not M023: mode outside the enum (M005)",
    files: withWrap({ bin: "ledger", workspace: { mode: "proj" } }),
    expect: [],
  },
  {
    name: "not M023: mode of the wrong type (M005)",
    files: withWrap({ bin: "ledger", workspace: { mode: 1 } }),
    expect: [],
  },
  {
    name: "not M023: workspace of the wrong type (M005)",
    files: withWrap({ bin: "ledger", workspace: "project" }),
    expect: [],
  },
  { name: "not M023: bin of the wrong type (M005)", files: withWrap({ bin: 3 }), expect: [] },
  { name: "not M023: empty bin", files: withWrap({ bin: "" }), expect: [] },
  {
    name: "not M023: no wrap",
    files: packWith({
      surface: (s) => {
        delete s.wrap;
      },
    }),
    expect: [],
  },
]);
