// Fuzz pack.lint, command.render, command.parse and sandbox.status through createCaller: hostile packs, verbs,
// arguments and command lines get an answer or a clear refusal, never INTERNAL_SERVER_ERROR, within the bound.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "../root";
import { anyInput, deepValue, freshStore, hostileJson, hostileKey, hostileString, runs, settle } from "./fuzz-support";
import { hostileFiles, ledger } from "./pack-inputs";

const caller = createCaller({ clientAddress: "192.0.2.200" });
// biome-ignore lint/suspicious/noExplicitAny: the fuzz sends what the types forbid
const raw = caller as any;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ close } = await freshStore());
});
afterAll(() => close());

const verbs = fc.oneof(
  fc.constantFrom("transfer", "list", "status", "setup.apply", "", "x".repeat(257)),
  hostileString(40),
);
const args = fc.oneof(
  fc.record({ amount: hostileString(), payee: hostileString(), memo: hostileJson }, { requiredKeys: [] }),
  fc.dictionary(hostileKey, hostileJson, { maxKeys: 6 }),
  fc.constantFrom(
    { amount: "2.80", payee: "demo-transit", memo: deepValue(40, "array") },
    { amount: deepValue(10_000, "object") },
    Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`a${i}`, i])),
  ),
  anyInput,
);

describe("pack routes under hostile input", () => {
  it("pack.lint", async () => {
    await fc.assert(
      fc.asyncProperty(hostileFiles, async (files) => {
        const out = await settle(() => raw.pack.lint({ files }));
        if (out.ok) expect(Array.isArray((out.value as { findings: unknown[] }).findings)).toBe(true);
      }),
      { numRuns: runs(120) },
    );
  });

  it("command.render", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileFiles, fc.constant(ledger)), verbs, args, async (files, verb, a) => {
        await settle(() => raw.command.render({ files, verb, args: a }));
      }),
      { numRuns: runs(150) },
    );
  });

  it("command.parse", async () => {
    const line = fc.oneof(
      hostileString(300),
      fc.constantFrom(
        "ledger transfer 2.80 --to demo",
        'ledger transfer "unclosed',
        "ledger transfer --amount",
        "ledger -- -- --",
        `ledger ${"'a' ".repeat(5000)}`,
        `ledger ${"a ".repeat(30_000)}`, // took 51 s when the verb match tried every prefix of the words
        `ledger transfer ${"--x ".repeat(15_000)}`,
        "x".repeat(64 * 1024 + 1),
        "\\".repeat(10_000),
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileFiles, fc.constant(ledger)), line, async (files, l) => {
        await settle(() => raw.command.parse({ files, line: l }));
      }),
      { numRuns: runs(150) },
    );
  });

  it("whole inputs of any shape, on every pure route", async () => {
    await fc.assert(
      fc.asyncProperty(anyInput, async (input) => {
        await settle(() => raw.pack.lint(input));
        await settle(() => raw.command.render(input));
        await settle(() => raw.command.parse(input));
        await settle(() => raw.sandbox.status(input));
      }),
      { numRuns: runs(80) },
    );
  });

  it("leaves the server usable", async () => {
    expect((await caller.pack.lint({ files: ledger })).passes).toBe(true);
    const r = await caller.command.render({ files: ledger, verb: "transfer", args: { amount: "2.80", payee: "x" } });
    expect(r.ok).toBe(true);
  });
});
