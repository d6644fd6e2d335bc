// Shared parts of the route fuzz suites: a fresh PGlite store in a temp folder, hostile inputs, and the check
// every call must pass (an answer or a clear refusal, never INTERNAL_SERVER_ERROR, never past its time bound).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStore, type Store } from "@packstudio/db";
import { TRPCError } from "@trpc/server";
import fc from "fast-check";
import { setStudioStore } from "../store-instance";

/** A fresh PGlite store under a temp folder, set as the studio's; `close` removes both. */
export async function freshStore(): Promise<{ store: Store; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), "packstudio-fuzz-"));
  const store = await openStore({ dataDir: join(dir, "pglite") });
  setStudioStore(store);
  return {
    store,
    close: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs of a property: `n`, times FUZZ_SCALE when set (e.g. FUZZ_SCALE=20 for a longer hunt than CI's). */
export function runs(n: number): number {
  return Math.max(1, Math.round(n * Number(process.env.FUZZ_SCALE ?? 1)));
}

/** How long one call may take before the property fails: generous, since two cores are shared by many runs. */
export const callBoundMs = 20_000;

export type Outcome = { ok: true; value: unknown } | { ok: false; error: TRPCError };

/**
 * Run one call: it must settle within `callBoundMs` (a timer for calls that wait, the clock for calls that
 * compute), and a failure must be a TRPCError other than INTERNAL_SERVER_ERROR. Else the property fails.
 */
export async function settle(call: () => Promise<unknown>, boundMs = callBoundMs): Promise<Outcome> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${boundMs} ms`)), boundMs);
  });
  let outcome: Outcome;
  try {
    outcome = { ok: true, value: await Promise.race([call(), timeout]) };
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    if (error.code === "INTERNAL_SERVER_ERROR")
      throw new Error(`INTERNAL_SERVER_ERROR: ${error.message}`, { cause: error.cause ?? error });
    if (!error.message) throw new Error(`a ${error.code} refusal without a message`);
    outcome = { ok: false, error };
  } finally {
    clearTimeout(timer);
  }
  // A call that computes without yielding cannot be stopped by the timer: the clock says whether it overran.
  const took = performance.now() - started;
  if (took > boundMs) throw new Error(`the call took ${Math.round(took)} ms; the bound is ${boundMs} ms`);
  return outcome;
}

// Text a hostile client sends: control characters, bidi and zero-width marks, lone surrogates, markup, quotes.
const nasty = [
  "\u0000",
  "\u0007",
  "\u001b[31m",
  "\r\n",
  "\u2028",
  "\u202e",
  "\u2066",
  "\u200b",
  "\ufeff",
  "\ud800",
  "\udfff",
  "💸",
  "é",
  "<script>alert(1)</script>",
  "'); DROP TABLE shares; --",
  "{{amount}}",
  "$(id)",
  "../",
  "/",
  "%00",
  "__proto__",
  "constructor",
  " ",
];

export const hostileString = (maxLength = 80) =>
  fc.oneof(
    fc.string({ unit: "binary", maxLength }),
    fc.string({ unit: fc.constantFrom(...nasty), maxLength: Math.max(1, Math.floor(maxLength / 4)) }),
    fc.constantFrom(...nasty),
  );

/** Keys that change objects when assigned carelessly, and other odd names. */
export const hostileKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "", " ", "0", "-1"),
  hostileString(20),
);

/** Any JSON value, with hostile keys and strings. */
export const hostileJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, -0, 1e308, -1, 2 ** 53 + 1, 0.5),
    hostileString(),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** `{"a":{"a":…}}` or `[[…]]` nested `depth` levels, built without recursion. */
export function deepValue(depth: number, kind: "array" | "object"): unknown {
  let v: unknown = "x";
  for (let i = 0; i < depth; i++) v = kind === "array" ? [v] : { a: v };
  return v;
}

/** JSON text nested `depth` levels (JSON.stringify itself recurses per level). */
export function deepJsonText(depth: number, kind: "array" | "object"): string {
  return kind === "array"
    ? `${"[".repeat(depth)}1${"]".repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

/** Any value in the place of a whole input: wrong types, hostile JSON, deep values. */
export const anyInput = fc.oneof(
  fc.anything(),
  hostileJson,
  fc.constantFrom(deepValue(5000, "array"), deepValue(5000, "object"), Object.create(null), [], "", 0),
);
