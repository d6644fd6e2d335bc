// Builders of pack variants for table tests: start from the valid ledger pack, change one thing.
import type { PackFiles } from "../pack/pack-files.js";
import { ledgerHarness, ledgerPolicy, ledgerSurface } from "./ledger-fixture.js";

// biome-ignore lint/suspicious/noExplicitAny: tests mutate free-form JSON on purpose
export type Json = any;

export interface PackChange {
  /** Change the manifest in place, or replace it (a string is used as the raw text). */
  surface?: ((s: Json) => void) | Record<string, unknown> | string;
  policy?: ((p: Json) => void) | Record<string, unknown> | string;
  harness?: string;
  /** Extra files, or `null` to delete one. */
  files?: Record<string, string | null>;
}

function apply(base: Json, change: ((v: Json) => void) | Record<string, unknown> | string | undefined): string {
  if (typeof change === "string") return change;
  const value = structuredClone(base);
  if (typeof change === "function") {
    change(value);
    return JSON.stringify(value, null, 2);
  }
  return JSON.stringify(change === undefined ? value : change, null, 2);
}

/** The ledger pack, changed. */
export function packWith(change: PackChange = {}): PackFiles {
  const files: PackFiles = {
    "surface.json": apply(ledgerSurface, change.surface),
    "policy.json": apply(ledgerPolicy, change.policy),
    "HARNESS.md": change.harness ?? ledgerHarness,
    "bin/ledger.mjs": "#!/usr/bin/env node\nprocess.stdout.write('{}');\n",
  };
  for (const [path, text] of Object.entries(change.files ?? {})) {
    if (text === null) delete files[path];
    else files[path] = text;
  }
  return files;
}

/** A minimal valid pack: one read command, strings only. */
export function minimalPack(change: PackChange = {}): PackFiles {
  const surface = {
    id: "mini",
    kind: "wrap",
    cliBin: "mini",
    wrap: { bin: "./bin/mini.sh" },
    verbs: { status: { description: "Show the status.", cli: ["mini", "status"] } },
  };
  const policy = { surface_id: "mini", verbs: { status: { effect: "read" } } };
  const files: PackFiles = {
    "surface.json": apply(surface, change.surface),
    "policy.json": apply(policy, change.policy),
    "HARNESS.md": change.harness ?? "# Mini\n\nRun `mini status`.\n",
    "bin/mini.sh": "#!/bin/sh\necho '{}'\n",
  };
  for (const [path, text] of Object.entries(change.files ?? {})) {
    if (text === null) delete files[path];
    else files[path] = text;
  }
  return files;
}
