// exampleArgs: the first example of each argument (DECISIONS.md 5 fills ready-to-run lines the same way).
import { describe, expect, it } from "vitest";
import { readPack } from "../pack/read-pack.js";
import { specExample } from "../testing/spec-example.js";
import { exampleArgs } from "./example-args.js";

describe("exampleArgs", () => {
  const { surface } = readPack(specExample("ledger"));
  const verb = (key: string) => {
    const found = surface?.verbs.find((v) => v.key === key);
    if (!surface || !found) throw new Error(`no ${key}`);
    return { surface, verb: found };
  };
  it.each([
    ["transfer", { amount: "2.80", payee: "demo-transit" }],
    ["status", {}],
    // connect's {{provider}} has no args schema and no example: left out, so a render names it missing.
    ["connect", {}],
  ])("%s", (key, expected) => {
    const { surface: s, verb: v } = verb(key);
    expect(exampleArgs(s, v)).toEqual(expected);
  });
});
