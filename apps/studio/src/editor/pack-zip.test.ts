// Pack files to and from .zip and folder uploads, and the limits of DECISIONS.md 1 on the way in.
import { type PackFiles, packLimits } from "@packstudio/core";
import { specExample } from "@packstudio/core/testing";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { importEntries, importFileList, importZip, zipPack } from "./pack-zip";

const ledger = specExample("ledger");
const bytes = (files: PackFiles) => Object.fromEntries(Object.entries(files).map(([p, t]) => [p, strToU8(t)]));

describe("zipPack / importZip", () => {
  it("round-trips the ledger pack", async () => {
    expect(await importZip(await zipPack(ledger))).toEqual({ ok: true, files: ledger });
  });

  it("drops one folder shared by every file, and the macOS extras", async () => {
    const zip = zipSync({
      "ledger/surface.json": strToU8("{}"),
      "ledger/docs/a.md": strToU8("a"),
      "__MACOSX/ledger/._surface.json": strToU8("x"),
      "ledger/.DS_Store": strToU8("x"),
    });
    expect(await importZip(zip)).toEqual({ ok: true, files: { "surface.json": "{}", "docs/a.md": "a" } });
  });

  it("keeps a shared folder when a pack file sits at the root", () => {
    expect(importEntries(bytes({ "surface.json": "{}", "docs/a.md": "a" }))).toEqual({
      ok: true,
      files: { "surface.json": "{}", "docs/a.md": "a" },
    });
  });

  it.each([
    ["a file that is not a zip", strToU8("not a zip"), "The file is not a readable .zip."],
    ["a zip over twice the pack limit", new Uint8Array(packLimits.maxTotalBytes * 2 + 1), "The .zip is over 10 MiB"],
  ])("refuses %s", async (_, input, message) => {
    expect(await importZip(input)).toEqual({ ok: false, message: expect.stringContaining(message) });
  });

  it("refuses a zip bomb by its declared sizes", async () => {
    // Zeros deflate to almost nothing: 11 MiB of them is a small .zip.
    const zip = zipSync({ "big.txt": new Uint8Array(11 * 1024 * 1024) }, { level: 9 });
    expect(zip.byteLength).toBeLessThan(packLimits.maxTotalBytes);
    expect(await importZip(zip)).toEqual({ ok: false, message: "The .zip expands to over 10 MiB." });
  });
});

describe("importEntries", () => {
  it.each([
    ["no files", {}, "The upload holds no files."],
    ["a path the pack cannot hold", { "a/../b.md": strToU8("") }, '"a/../b.md": It climbs out of the pack'],
    ["a file over 1 MiB", { "big.md": new Uint8Array(packLimits.maxFileBytes + 1) }, '"big.md" is 1.00 MiB'],
    ["text that is not UTF-8", { "x.md": new Uint8Array([0xff, 0xfe, 0xfd]) }, '"x.md" is not UTF-8 text'],
  ])("refuses %s", (_, raw, message) => {
    expect(importEntries(raw)).toEqual({ ok: false, message: expect.stringContaining(message) });
  });

  it("refuses more files than a pack holds", () => {
    const raw = Object.fromEntries(
      Array.from({ length: packLimits.maxFiles + 1 }, (_, i) => [`f${i}.md`, strToU8("")]),
    );
    expect(importEntries(raw)).toEqual({
      ok: false,
      message: `The upload holds ${packLimits.maxFiles + 1} files; a pack may hold ${packLimits.maxFiles}.`,
    });
  });

  it("takes an openapi pack's document of up to 4 MiB, and no other file over 1 MiB (DECISIONS 14)", () => {
    const surface = strToU8(JSON.stringify({ kind: "openapi", openapi: { path: "./openapi.yaml" } }));
    const doc = new Uint8Array(3 * 1024 * 1024).fill(0x61);
    const taken = importEntries({ "surface.json": surface, "openapi.yaml": doc });
    expect(taken.ok && taken.files["openapi.yaml"]?.length).toBe(doc.length);
    expect(importEntries({ "surface.json": surface, "other.yaml": doc })).toEqual({
      ok: false,
      message: '"other.yaml" is 3 MiB; a pack file may hold 1 MiB.',
    });
  });

  it("refuses a pack over 5 MiB in all", () => {
    const file = new Uint8Array(packLimits.maxFileBytes);
    const raw = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`f${i}.md`, file]));
    expect(importEntries(raw)).toEqual({ ok: false, message: expect.stringContaining("over 5 MiB") });
  });
});

describe("importFileList", () => {
  it("reads a folder upload by its relative paths", async () => {
    const file = (path: string, text: string) =>
      Object.assign(new File([text], path.split("/").pop() ?? path), { webkitRelativePath: path });
    expect(await importFileList([file("ledger/surface.json", "{}"), file("ledger/HARNESS.md", "# h")])).toEqual({
      ok: true,
      files: { "surface.json": "{}", "HARNESS.md": "# h" },
    });
  });

  it("reads one .zip as a zip", async () => {
    const zip = new File([(await zipPack(ledger)) as Uint8Array<ArrayBuffer>], "ledger.zip");
    expect(await importFileList([zip])).toEqual({ ok: true, files: ledger });
  });

  it("refuses a file over 4 MiB before reading it (an openapi pack's document may hold 4 MiB)", async () => {
    const big = new File([new Uint8Array(packLimits.maxOpenApiBytes + 1)], "big.md");
    expect(await importFileList([big])).toEqual({
      ok: false,
      message: '"big.md" is over 4 MiB; a pack file may hold 1 MiB.',
    });
  });
});
