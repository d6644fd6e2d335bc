// Table tests for P007 (DECISIONS.md 1: 200 files, 5 MiB in all, 1 MiB a file, relative paths with no `..`).
// Decision: the totals (file count, bytes in all) belong to the pack, not to one file, so that finding is
// reported on the manifest, "surface.json" with pointer "" (even when surface.json is itself missing).
import { kanbanWith } from "../../testing/openapi-pack.js";
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./p007-file-limits.js";

const MiB = 1024 * 1024;
const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`data/f${i}.txt`, "x"]));
/** The ledger pack with `n` commands (each with its policy row). */
const commands = (n: number) =>
  packWith({
    surface: (s) => {
      for (let i = 0; s.verbs && Object.keys(s.verbs).length < n; i++)
        s.verbs[`extra.c${i}`] = { cli: ["ledger", "c"] };
    },
    policy: (p) => {
      for (let i = 0; Object.keys(p.verbs).length < n; i++) p.verbs[`extra.c${i}`] = { effect: "read" };
    },
  });
const bad = (path: string, message?: string) => ({
  name: `invalid: path ${JSON.stringify(path)}`,
  files: packWith({ files: { [path]: "x" } }),
  expect: [{ file: path, pointer: "", ...(message && { message }) }],
});

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  { name: "valid: exactly 200 files", files: packWith({ files: many(196) }), expect: [] },
  { name: "valid: a file of exactly 1 MiB", files: packWith({ files: { "big.txt": "a".repeat(MiB) } }), expect: [] },
  {
    name: "valid: dotted names are not . segments",
    files: packWith({ files: { ".github/x.yml": "", "a/.env.example": "", "a..b/c": "", "a b/ c .md": "" } }),
    expect: [],
  },
  {
    name: "invalid: 201 files, one totals finding on surface.json",
    files: packWith({ files: many(197) }),
    expect: [{ file: "surface.json", pointer: "", message: ["201 files", "200"] }],
  },
  {
    name: "invalid: a file over 1 MiB (UTF-8 bytes, not characters)",
    files: packWith({ files: { "docs/big.md": "é".repeat(MiB / 2 + 1) } }),
    expect: [{ file: "docs/big.md", pointer: "", message: ['"docs/big.md"', "1.00 MiB"] }],
  },
  {
    name: "valid: an openapi pack's document of 4 MiB (DECISIONS 14)",
    files: kanbanWith({ files: { "openapi.yaml": "a".repeat(4 * MiB) } }),
    expect: [],
  },
  {
    name: "invalid: an openapi pack's document over 4 MiB",
    files: kanbanWith({ files: { "openapi.yaml": "a".repeat(4 * MiB + 1) } }),
    expect: [{ file: "openapi.yaml", pointer: "", message: ["4.00 MiB", "an openapi pack's document allows"] }],
  },
  {
    name: "invalid: another file of an openapi pack over 1 MiB",
    files: kanbanWith({ files: { "notes.md": "a".repeat(2 * MiB) } }),
    expect: [{ file: "notes.md", pointer: "", message: ["2 MiB", "over the 1 MiB a file allows"] }],
  },
  {
    name: "invalid: over 5 MiB in all, no file over 1 MiB",
    files: packWith({
      files: Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`d/${i}.txt`, "a".repeat(MiB)])),
    }),
    expect: [{ file: "surface.json", pointer: "", message: "in all" }],
  },
  {
    name: "invalid: too many files and too big, one totals finding naming both",
    files: packWith({
      files: {
        ...many(197),
        "d/a.txt": "a".repeat(MiB),
        "d/b.txt": "a".repeat(MiB),
        "d/c.txt": "a".repeat(MiB),
        "d/d.txt": "a".repeat(MiB),
        "d/e.txt": "a".repeat(MiB),
      },
    }),
    expect: [{ file: "surface.json", pointer: "", message: ["206 files", "MiB in all"] }],
  },
  bad("/etc/passwd", "absolute"),
  bad("C:\\pack\\x.txt", "absolute"),
  bad("\\\\server\\share\\x", "absolute"),
  bad("../x.txt", '".."'),
  bad("bin/../../x", '".."'),
  bad("bin\\x.mjs", '"\\"'),
  bad("bin//x.mjs", "empty segment"),
  bad("bin/", "empty segment"),
  bad("./bin/x.mjs", '"."'),
  bad("bin/x\u0000.mjs", "NUL"),
  bad(" ", "only spaces"),
  bad("docs/ /x.md", "only spaces"),
  bad("docs/\t", "only spaces"),
  bad(`docs/${"x".repeat(510)}`, "over 512 characters"),
  {
    name: "invalid: several problems of one file, one finding",
    files: packWith({ files: { "../a\\b": "a".repeat(MiB + 1) } }),
    expect: [{ file: "../a\\b", pointer: "", message: ['".."', '"\\"', "MiB"] }],
  },
  {
    name: "invalid: a protocol file over 1 MiB",
    files: packWith({ harness: "a".repeat(MiB + 1) }),
    expect: [{ file: "HARNESS.md", pointer: "", message: '"HARNESS.md"' }],
  },
  {
    name: "invalid: an empty path",
    files: { ...packWith(), "": "x" },
    expect: [{ file: "", pointer: "", message: "empty" }],
  },
  {
    name: "valid: exactly 1,000 commands (packLimits.maxCommands)",
    files: commands(1000),
    expect: [],
  },
  {
    name: "invalid: 1,001 commands, reported on verbs with the count and the cap",
    files: commands(1001),
    expect: [{ file: "surface.json", pointer: "/verbs", message: ["declares 1001 commands", "over the 1000"] }],
  },
  { name: "edge: an empty pack", files: {}, expect: [] },
  {
    name: "edge: a non-string file value counts 0 bytes",
    files: { ...packWith(), "x.bin": 5 as unknown as string },
    expect: [],
  },
]);
