// Large generated packs' findings, pinned in a snapshot recorded before lint's hot paths were reworked for speed
// (issue 10): a faster lint must report exactly the same findings, ranges, messages and fixes.
import { describe, expect, it } from "vitest";
import { HARNESS, packLimits, SURFACE } from "../pack/pack-files.js";
import { lintBombPack } from "../testing/lint-bomb.js";
import { lintPack } from "./lint-pack.js";
import type { Finding } from "./types.js";

/** 32-bit FNV-1a of a string: a short stand-in for a long message or fix in the snapshot. */
function digest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, "0");
}

const at = (f: Finding) => `${f.range.start.line}:${f.range.start.column}-${f.range.end.line}:${f.range.end.column}`;

/** One line a finding: where, what, and digests of its message and fixes. */
function summary(findings: readonly Finding[]): string {
  return findings
    .map((f) => {
      const fixes = JSON.stringify([f.fix ?? null, f.alternatives ?? null]);
      return `${f.code} ${f.severity} ${f.file} ${f.pointer} ${at(f)} m${digest(f.message)} f${digest(fixes)}`;
    })
    .join("\n");
}

/** The bomb with its surface edited: mistakes that make most per-command rules report something. */
function troubledBomb(): Record<string, string> {
  const files = lintBombPack({ commands: 400, unshownEvery: 7, fill: false });
  const surface = JSON.parse(files[SURFACE] ?? "{}");
  surface.name = "Troubled"; // its padding would take the edited file past 1 MiB
  const keys = Object.keys(surface.verbs);
  keys.forEach((key, i) => {
    const verb = surface.verbs[key];
    if (i % 11 === 0) verb.cli = [...verb.cli, "{{unknown}}"]; // M016
    if (i % 13 === 0) verb.args.properties.target.pattern = "(unclosed"; // X001
    if (i % 17 === 0) verb.description = `Key AKIA${"ABCDEFGHIJKLMNOP"} in here.`; // P008
    if (i % 19 === 0) verb.args.properties.extra = { type: "string", "x-position": 0 }; // M019, M020
    if (i % 23 === 0) verb.cli = ["sh", "-c", "{{target}}"]; // M012, M015
    if (i % 29 === 0) verb.title = { live: "Done {{result.id}}" }; // M021
    if (i % 31 === 0) verb.unknownField = true; // M006
  });
  surface.verbs["group1.run"] = { description: "Run anything.", cli: ["gen", "group1", "run", "{{line}}"] };
  const shown = [
    "```sh",
    "gen group1 cmd1 t-1 --bogus",
    "gen group2 cmd2 'unterminated",
    "gen group3 cmd3 \\",
    "  t-3 # a comment",
    "gen group4 cmd4 [--count <count>] <target>",
    "```",
    "- `gen group5 nothing <target>`",
    "- `gen group6 cmd6 <target> <target>`",
  ];
  return {
    ...files,
    [SURFACE]: JSON.stringify(surface, null, 1),
    [HARNESS]: `${files[HARNESS]}\n${shown.join("\n")}\n`,
  };
}

const packs: [string, () => Record<string, string>][] = [
  ["the largest pack the limits allow", () => lintBombPack({ commands: packLimits.maxCommands })],
  ["3,000 commands", () => lintBombPack({ commands: 3000 })],
  ["every command shown, no extra files", () => lintBombPack({ commands: 700, unshownEvery: 0, fill: false })],
  ["a bomb full of mistakes", troubledBomb],
];

describe("findings of large generated packs stay the same", () => {
  for (const [name, make] of packs) {
    it(name, async () => {
      const findings = lintPack(make(), { onRuleError: (code, error) => expect.fail(`${code} threw: ${error}`) });
      await expect(summary(findings)).toMatchFileSnapshot(`./__snapshots__/bomb-findings/${digest(name)}.txt`);
    });
  }
});
