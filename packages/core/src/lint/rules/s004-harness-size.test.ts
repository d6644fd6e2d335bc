// Table tests for S004 (DECISIONS.md 1: HARNESS.md over 64 KiB is a warning).
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./s004-harness-size.js";

const KiB = 1024;

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  { name: "valid: exactly 64 KiB", files: packWith({ harness: "a".repeat(64 * KiB) }), expect: [] },
  {
    name: "invalid: one byte over",
    files: packWith({ harness: "a".repeat(64 * KiB + 1) }),
    expect: [{ file: "HARNESS.md", pointer: "", message: ['"HARNESS.md"', "65537 bytes"] }],
  },
  {
    name: "invalid: bytes, not characters (40 Ki two-byte characters)",
    files: packWith({ harness: "é".repeat(40 * KiB) }),
    expect: [{ file: "HARNESS.md", pointer: "", message: "81920 bytes" }],
  },
  {
    name: "not S004: over 1 MiB is P007's error",
    files: packWith({ harness: "a".repeat(1024 * KiB + 1) }),
    expect: [],
  },
  { name: "not S004: missing", files: packWith({ files: { "HARNESS.md": null } }), expect: [] },
]);
