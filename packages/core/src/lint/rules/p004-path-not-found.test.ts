// Table tests for P004 (manifest wrap.bin: a path with a slash is relative to the pack directory and names a file of the pack).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./p004-path-not-found.js";

const bin = (value: unknown, files: Record<string, string | null> = {}) =>
  packWith({
    surface: (s) => {
      s.wrap.bin = value;
    },
    files,
  });
const openapi = (path: unknown, files: Record<string, string | null> = {}) =>
  packWith({
    surface: (s) => {
      s.openapi = { path };
    },
    files,
  });

ruleTable(rule, [
  { name: "valid: ledger (./bin/ledger.mjs is the key bin/ledger.mjs)", files: packWith(), expect: [] },
  { name: "valid: without ./", files: bin("bin/ledger.mjs"), expect: [] },
  { name: "valid: with a . and .. inside", files: bin("./bin/./x/../ledger.mjs"), expect: [] },
  { name: "valid: a bare name is not a pack path", files: bin("ledger"), expect: [] },
  {
    name: "valid: openapi.path present",
    files: openapi("openapi.yaml", { "openapi.yaml": "openapi: 3.1.0" }),
    expect: [],
  },
  { name: "valid: outside the root is P003's", files: bin("../x.mjs"), expect: [] },
  {
    name: "invalid: wrap.bin names no file",
    files: bin("./bin/ledgr.mjs"),
    expect: [{ file: "surface.json", pointer: "/wrap/bin", message: ['"./bin/ledgr.mjs"', '"bin/ledgr.mjs"'] }],
  },
  {
    name: "invalid: the file was deleted",
    files: packWith({ files: { "bin/ledger.mjs": null } }),
    expect: [{ file: "surface.json", pointer: "/wrap/bin", message: '"./bin/ledger.mjs"' }],
  },
  {
    name: "invalid: differs only by case, fixed to the real name",
    files: bin("./bin/Ledger.mjs"),
    expect: [
      {
        file: "surface.json",
        pointer: "/wrap/bin",
        message: ['"./bin/Ledger.mjs"', '"bin/ledger.mjs"', "letter case"],
        fixClears: true,
      },
    ],
  },
  {
    name: "invalid: openapi.path differs only by case, fixed",
    files: openapi("OpenAPI.yaml", { "openapi.yaml": "x" }),
    expect: [{ file: "surface.json", pointer: "/openapi/path", message: "letter case", fixClears: true }],
  },
  {
    name: "invalid: names a folder",
    files: bin("./bin"),
    expect: [{ file: "surface.json", pointer: "/wrap/bin", message: "folder" }],
  },
  {
    name: "invalid: names the root itself",
    files: openapi("./"),
    expect: [{ file: "surface.json", pointer: "/openapi/path", message: "folder" }],
  },
  {
    name: "invalid: openapi.path missing file",
    files: openapi("api.yaml"),
    expect: [{ file: "surface.json", pointer: "/openapi/path", message: '"api.yaml"' }],
  },
  {
    name: "invalid: a backslash is part of the name on POSIX, not a separator",
    files: bin("./bin\\ledger.mjs"),
    expect: [{ file: "surface.json", pointer: "/wrap/bin", message: '"bin\\ledger.mjs"' }],
  },
  { name: "edge: wrap.bin not a string (M005)", files: bin(7), expect: [] },
  { name: "edge: surface.json is an array", files: packWith({ surface: "[]" }), expect: [] },
]);
