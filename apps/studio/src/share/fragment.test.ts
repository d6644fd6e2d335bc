// The "#z:" link form: round trips, the size limit, damaged links, and links made by Node's zlib (the CLI).
import { deflateRawSync } from "node:zlib";
import { shareFragmentPrefix as fragmentPrefix } from "@packstudio/core";
import { specExample } from "@packstudio/core/testing";
import { describe, expect, it } from "vitest";
import { decodeFragment, encodeFragment, maxFragmentChars } from "./fragment";

const ledger = specExample("ledger");

const fragmentOf = (value: unknown) =>
  `${fragmentPrefix}${deflateRawSync(Buffer.from(JSON.stringify(value))).toString("base64url")}`;

describe("encodeFragment / decodeFragment", () => {
  it("round-trips the ledger pack byte for byte, well under the limit", async () => {
    const encoded = await encodeFragment(ledger);
    if (!encoded.ok) throw new Error(encoded.message);
    expect(encoded.hash.startsWith("#z:")).toBe(true);
    expect(encoded.chars).toBeLessThan(maxFragmentChars / 2);
    expect(await decodeFragment(encoded.hash)).toEqual({ ok: true, files: ledger });
  });

  it("keeps non-ASCII text", async () => {
    const files = { "HARNESS.md": "Grüße · 日本語 · 🧾 \u202e" };
    const encoded = await encodeFragment(files);
    expect(encoded.ok && (await decodeFragment(encoded.hash))).toEqual({ ok: true, files });
  });

  it("decodes what Node's raw DEFLATE (the CLI) encodes", async () => {
    expect(await decodeFragment(fragmentOf(ledger))).toEqual({ ok: true, files: ledger });
  });

  it("refuses a pack too large for a link and points at the stored link", async () => {
    // Random text does not compress.
    const noise = Array.from({ length: 9000 }, (_, i) => ((i * 7919) % 9973).toString(36)).join("");
    const r = await encodeFragment({ "HARNESS.md": noise });
    expect(r).toMatchObject({ ok: false, message: expect.stringContaining('Use "Create link"') });
  });

  it.each([
    ["no data", "#z:", 'nothing follows "#z:"'],
    ["another hash", "#surface.json:2", "no pack in it"],
    ["not base64url", "#z:abc$def", "not base64url"],
    ["cut short", fragmentOf(ledger).slice(0, 203), "does not decompress"],
    ["not JSON", `#z:${deflateRawSync(Buffer.from("{nope")).toString("base64url")}`, "not JSON"],
    ["not files", fragmentOf(["a"]), "not a set of files"],
    ["no files", fragmentOf({}), "holds no files"],
    ["a number as a file", fragmentOf({ "surface.json": 3 }), "is not text"],
    ["a path climbing out", fragmentOf({ "../evil.sh": "x" }), 'no ".." segments'],
    ["an absolute path", fragmentOf({ "/etc/passwd": "x" }), "relative"],
    ["over 200 files", fragmentOf(Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`f${i}`, ""]))), "201"],
    ["a file over 1 MiB", fragmentOf({ big: "x".repeat(1024 * 1024 + 1) }), "1 MiB"],
    ["over the link limit", `#z:${"A".repeat(maxFragmentChars + 4)}`, "over the 8000"],
  ])("refuses a link with %s, saying why", async (_name, hash, why) => {
    const r = await decodeFragment(hash);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toContain(why);
      expect(r.message).toContain("cannot be opened");
    }
  });
});
