// The studio's .zip writer and reader (zip-format.ts, zip-read.ts): round trips, interop with another implementation (fflate), bombs and damage.
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { importZip, zipPack } from "./pack-zip";
import { crc32, writeZip } from "./zip-format";
import { readZip, ZipError } from "./zip-read";

const files = {
  "surface.json": '{ "id": "x" }\n',
  "HARNESS.md": `# X\n\n${"Grüße 🧾 ".repeat(200)}\n`,
  "bin/x.sh": "",
};

describe("zip-format", () => {
  it("computes the standard CRC-32", () => {
    expect(crc32(strToU8("123456789"))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it("round-trips a pack through zipPack and importZip, byte for byte", async () => {
    expect(await importZip(await zipPack(files))).toEqual({ ok: true, files });
  });

  it("writes a zip another implementation reads (deflated and stored entries, UTF-8 names)", async () => {
    const zip = await writeZip([
      ["a/日本.md", strToU8("x".repeat(5000))],
      ["tiny", strToU8("ab")],
    ]);
    const read = unzipSync(zip);
    expect(strFromU8(read["a/日本.md"] as Uint8Array)).toBe("x".repeat(5000));
    expect(strFromU8(read.tiny as Uint8Array)).toBe("ab");
  });

  it("reads a zip another implementation wrote, with a comment", async () => {
    const zip = zipSync(
      { "p/surface.json": strToU8("{}"), "p/HARNESS.md": strToU8("# P\n".repeat(100)) },
      { comment: "hi" },
    );
    const read = await readZip(zip, 1 << 20);
    expect(Object.keys(read).sort()).toEqual(["p/HARNESS.md", "p/surface.json"]);
    expect(strFromU8(read["p/HARNESS.md"] as Uint8Array)).toBe("# P\n".repeat(100));
  });

  it("refuses a zip declaring more than the limit before inflating it", async () => {
    const zip = zipSync({ big: new Uint8Array(2 << 20) });
    await expect(readZip(zip, 1 << 20)).rejects.toMatchObject({ reason: "too_large" });
    expect(await importZip(zipSync({ a: new Uint8Array(11 << 20) }))).toEqual({
      ok: false,
      message: "The .zip expands to over 10 MiB.",
    });
  });

  it("refuses an entry that inflates past the size it declares (a lying header)", async () => {
    const zip = zipSync({ a: new Uint8Array(100_000) });
    // Declare 10 bytes in the central directory and the local header: inflating stops there.
    const v = new DataView(zip.buffer);
    for (let i = zip.length - 22; i >= 0; i--) {
      if (v.getUint32(i, true) === 0x02014b50) v.setUint32(i + 24, 10, true);
    }
    await expect(readZip(zip, 1 << 20)).rejects.toBeInstanceOf(ZipError);
  });

  it.each([
    ["not a zip", strToU8("hello")],
    ["cut short", zipSync({ a: strToU8("x".repeat(1000)) }).slice(0, 40)],
    ["empty", new Uint8Array()],
  ])("refuses %s as unreadable", async (_, bytes) => {
    expect(await importZip(bytes)).toEqual({ ok: false, message: "The file is not a readable .zip." });
  });

  /** The offset of the first central directory entry of `zip`. */
  const central = (zip: Uint8Array) => {
    const v = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    for (let i = 0; i + 4 <= zip.length; i++) if (v.getUint32(i, true) === 0x02014b50) return i;
    throw new Error("no central directory");
  };

  it.each([
    [
      "the same name twice",
      [["a.md", strToU8("1")] as const, ["a.md", strToU8("2")] as const],
      () => {},
      /^"a.md" is in the .zip twice/,
    ],
    [
      "an encrypted entry",
      [["a.md", strToU8("1")] as const],
      (zip: Uint8Array) => {
        const flags = central(zip) + 8;
        zip[flags] = (zip[flags] ?? 0) | 1;
      },
      /^"a.md" is encrypted: the studio reads no password-protected .zip/,
    ],
    [
      "a name flagged UTF-8 that is not",
      [["é", strToU8("1")] as const],
      (zip: Uint8Array) => {
        zip.set([0xff, 0xfe], central(zip) + 46);
      },
      /^An entry's name is marked UTF-8 but is not UTF-8 \(bytes ff fe\)/,
    ],
  ])("refuses %s, saying so", async (_, entries, damage, message) => {
    const zip = await writeZip(entries.map(([path, data]) => [path, data]));
    damage(zip);
    await expect(readZip(zip, 1 << 20)).rejects.toMatchObject({
      reason: "refused",
      message: expect.stringMatching(message),
    });
  });

  it("refuses a damaged entry (its CRC does not match)", async () => {
    const zip = await writeZip([["a", strToU8("stored?")]]);
    zip[30 + 1] = "X".charCodeAt(0);
    await expect(readZip(zip, 1 << 20)).rejects.toMatchObject({ reason: "unreadable" });
  });
});
