// Hostile packs for the fuzz suites: the ledger with one file replaced by junk, packs of random files, packs at
// and just past the size limits, and values that are no pack at all.
import { packLimits } from "@packstudio/core";
import { specExample } from "@packstudio/core/testing";
import fc from "fast-check";
import { anyInput, deepJsonText, hostileJson, hostileString } from "./fuzz-support";

export const ledger = specExample("ledger");

const paths = [
  ...Object.keys(ledger),
  "Surface.json",
  "extra.json",
  "bin/../../etc/passwd",
  "/etc/passwd",
  "../x",
  "a\u0000b",
  "a\\b",
  "\u202eevil.json",
  "__proto__",
  "constructor",
  "x".repeat(512),
  "x".repeat(513),
  "",
];

export const hostilePath = fc.oneof(fc.constantFrom(...paths), hostileString(40));

export const fileText = fc.oneof(
  hostileString(200),
  hostileJson.map((v) => JSON.stringify(v)),
  fc.constantFrom(
    deepJsonText(3000, "array"),
    deepJsonText(3000, "object"),
    "[".repeat(50_000),
    '{"id": "ledger", "id": "ledger"}',
    "\ufeff{}",
    "",
  ),
);

// Sizes at and just past the limits, made once.
const mib = 1024 * 1024;
const atFileLimit = "a".repeat(packLimits.maxFileBytes);
const pastFileLimit = `${atFileLimit}a`;
const bigPacks = [
  { ...ledger, "HARNESS.md": atFileLimit },
  { ...ledger, "HARNESS.md": pastFileLimit },
  Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`f${i}.txt`, atFileLimit])), // 6 MiB in all
  Object.fromEntries(Array.from({ length: packLimits.maxFiles + 1 }, (_, i) => [`f${i}`, "x"])),
  Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`f${i}`, ""])),
  { ...ledger, "HARNESS.md": "é".repeat(mib / 2) }, // 1 MiB in UTF-8 bytes exactly
];

/** Pack files as a client might send them: mostly almost a pack, sometimes not one at all. */
export const hostileFiles: fc.Arbitrary<unknown> = fc.oneof(
  {
    arbitrary: fc.record({ path: hostilePath, text: fileText }).map(({ path, text }) => ({ ...ledger, [path]: text })),
    weight: 5,
  },
  { arbitrary: fc.dictionary(hostilePath, fileText, { maxKeys: 6 }), weight: 3 },
  { arbitrary: fc.constantFrom(...bigPacks), weight: 1 },
  { arbitrary: fc.dictionary(hostilePath, anyInput, { maxKeys: 3 }), weight: 1 },
  { arbitrary: anyInput, weight: 1 },
);
