// A top-level "$schema" in surface.json and policy.json (DECISIONS.md 1): allowed, a string, top level only.
import { describe, expect, it } from "vitest";
import { packWith } from "../testing/pack-builder.js";
import { lintPack } from "./lint-pack.js";

const url = (name: string) => `http://localhost:3000/schema/${name}.json`;
const codes = (files: Record<string, string>) => lintPack(files).map((f) => `${f.code} ${f.file} ${f.pointer}`);
const baseline = codes(packWith());

describe("DECISIONS.md 1: a top-level $schema string carries no protocol meaning", () => {
  it.each([
    ["surface.json", packWith({ surface: (s) => Object.assign(s, { $schema: url("surface") }) })],
    ["policy.json", packWith({ policy: (p) => Object.assign(p, { $schema: url("policy") }) })],
    [
      "both files, $schema first as editors write it",
      packWith({
        surface: (s) => {
          const fields = { ...s };
          for (const k of Object.keys(s)) delete s[k];
          Object.assign(s, { $schema: url("surface") }, fields);
        },
        policy: (p) => Object.assign(p, { $schema: url("policy") }),
      }),
    ],
  ])("allowed in %s: the same findings as without it", (_, files) => {
    expect(codes(files)).toEqual(baseline);
  });

  it.each([
    [
      "nested in wrap (surface.json)",
      packWith({ surface: (s) => Object.assign(s.wrap, { $schema: "x" }) }),
      "M006 surface.json /wrap/$schema",
    ],
    [
      "nested in a policy row",
      packWith({ policy: (p) => Object.assign(p.verbs.status, { $schema: "x" }) }),
      "Y001 policy.json /verbs/status/$schema",
    ],
    [
      "not a string (surface.json)",
      packWith({ surface: (s) => Object.assign(s, { $schema: 7 }) }),
      "M005 surface.json /$schema",
    ],
    [
      "not a string (policy.json)",
      packWith({ policy: (p) => Object.assign(p, { $schema: true }) }),
      "Y001 policy.json /$schema",
    ],
  ])("refused %s", (_, files, finding) => {
    expect(codes(files)).toContain(finding);
  });
});
