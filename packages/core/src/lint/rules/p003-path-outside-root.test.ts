// Table tests for P003 (§2.1.5 and manifest wrap.bin: a relative path is resolved against the pack root and must stay inside it).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { specExample } from "../../testing/spec-example.js";
import { rule } from "./p003-path-outside-root.js";

const broken = specExample("broken");
const bin = (value: unknown) =>
  packWith({
    surface: (s) => {
      s.wrap.bin = value;
    },
  });
const openapi = (path: unknown) =>
  packWith({
    surface: (s) => {
      s.openapi = { path };
    },
  });

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  { name: "valid: a bare name is a CLI on PATH", files: bin("ledger"), expect: [] },
  { name: "valid: .. that stays inside", files: bin("./bin/../bin/ledger.mjs"), expect: [] },
  { name: "valid: openapi.path inside", files: openapi("api/openapi.yaml"), expect: [] },
  { name: "valid: a missing file is P004's", files: bin("./bin/nope.mjs"), expect: [] },
  {
    name: "invalid: the broken example",
    files: broken,
    expect: [{ file: "surface.json", pointer: "/wrap/bin", message: '"../outside/brk.mjs"' }],
  },
  {
    name: "invalid: .. above the root",
    files: bin("./bin/../../x.mjs"),
    expect: [{ file: "surface.json", pointer: "/wrap/bin", message: "outside the pack root" }],
  },
  {
    name: "invalid: absolute wrap.bin",
    files: bin("/usr/bin/ledger"),
    expect: [{ file: "surface.json", pointer: "/wrap/bin", message: ['"/usr/bin/ledger"', "absolute"] }],
  },
  {
    name: "invalid: Windows absolute wrap.bin",
    files: bin("C:\\tools\\ledger.exe"),
    expect: [{ file: "surface.json", pointer: "/wrap/bin", message: "absolute" }],
  },
  {
    name: "invalid: backslash .. segment",
    files: bin("./..\\x.mjs"),
    expect: [{ file: "surface.json", pointer: "/wrap/bin" }],
  },
  {
    name: "invalid: openapi.path above the root",
    files: openapi("../api.yaml"),
    expect: [{ file: "surface.json", pointer: "/openapi/path", message: '"../api.yaml"' }],
  },
  {
    name: "invalid: absolute openapi.path",
    files: openapi("/etc/api.yaml"),
    expect: [{ file: "surface.json", pointer: "/openapi/path" }],
  },
  {
    name: "invalid: both paths, in file order",
    files: packWith({
      surface: (s) => {
        s.wrap.bin = "../a";
        s.openapi = { path: "../b" };
      },
    }),
    expect: [
      { file: "surface.json", pointer: "/wrap/bin" },
      { file: "surface.json", pointer: "/openapi/path" },
    ],
  },
  { name: "edge: wrap.bin not a string (M005)", files: bin(["../x"]), expect: [] },
  {
    name: "edge: openapi not an object",
    files: packWith({
      surface: (s) => {
        s.openapi = "../x";
      },
    }),
    expect: [],
  },
  {
    name: "edge: wrap not an object",
    files: packWith({
      surface: (s) => {
        s.wrap = "../x";
      },
    }),
    expect: [],
  },
  { name: "edge: surface.json does not parse", files: packWith({ surface: '{"wrap": {"bin": "../x"' }), expect: [] },
]);
