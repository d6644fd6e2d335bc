// Fuzz command.dryRun (real runs in bubblewrap) and sandbox.status through createCaller: hostile packs, verbs,
// arguments and sessions get a result or a clear refusal, never INTERNAL_SERVER_ERROR, within the bound.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "../root";
import { anyInput, freshStore, hostileJson, hostileKey, hostileString, runs, settle } from "./fuzz-support";
import { hostileFiles, ledger } from "./pack-inputs";

const caller = createCaller({ clientAddress: "192.0.2.203" });
// biome-ignore lint/suspicious/noExplicitAny: the fuzz sends what the types forbid
const raw = caller as any;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ close } = await freshStore());
});
afterAll(() => close());

const session = fc.oneof(
  { arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), weight: 4 },
  fc.constantFrom("short", "x".repeat(65), "../../../etc", "a/b/c/d/e/f/g/h"),
  hostileString(70),
  anyInput,
);
const verb = fc.oneof(
  { arbitrary: fc.constantFrom("status", "list", "transfer", "setup.apply"), weight: 4 },
  hostileString(40),
  anyInput,
);
// Values a command gets in argv: control characters, NUL, option-looking words, huge and nested values.
const argValue = fc.oneof(
  hostileString(60),
  hostileJson,
  fc.constantFrom("\u0000", "--help", "-rf", "$(reboot)", "x".repeat(100_000), "2.80"),
);
const args = fc.oneof(
  {
    arbitrary: fc.record({
      amount: fc.oneof({ arbitrary: fc.constant("2.80"), weight: 3 }, argValue),
      payee: argValue,
      memo: argValue,
    }),
    weight: 3,
  },
  fc.record({ amount: argValue, payee: argValue, memo: argValue }, { requiredKeys: [] }),
  fc.dictionary(hostileKey, argValue, { maxKeys: 4 }),
  anyInput,
);

/** A dry-run answer that is not the sandbox failing: "sandbox_error" is an exception the sandbox caught. */
async function dryRun(input: unknown) {
  const out = await settle(() => raw.command.dryRun(input));
  if (out.ok) {
    const result = out.value as { ok: boolean; error?: { code: string; message: string } };
    if (!result.ok && result.error?.code === "sandbox_error") throw new Error(result.error.message);
  }
}

describe("sandbox routes under hostile input", () => {
  it("command.dryRun on the ledger", async () => {
    await fc.assert(
      fc.asyncProperty(
        verb,
        args,
        fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, fc.boolean(), anyInput),
        session,
        async (v, a, approved, s) => {
          await dryRun({ files: ledger, verb: v, args: a, approved, session: s });
        },
      ),
      { numRuns: runs(30) },
    );
  });

  it("command.dryRun on hostile packs", async () => {
    await fc.assert(
      fc.asyncProperty(hostileFiles, verb, session, async (files, v, s) => {
        await dryRun({ files, verb: v, args: {}, approved: true, session: s });
      }),
      { numRuns: runs(25) },
    );
  });

  it("whole inputs of any shape", async () => {
    await fc.assert(
      fc.asyncProperty(anyInput, async (input) => {
        await dryRun(input);
        await settle(() => raw.sandbox.status(input));
      }),
      { numRuns: runs(40) },
    );
  });

  it("leaves the sandbox usable", async () => {
    const r = await caller.command.dryRun({ files: ledger, verb: "status", args: {}, session: "fuzz-after-session" });
    expect(r.ok).toBe(true);
  });
});
