// The import's archive reader on real archives made by the system's tar: one refused whole says why in one line
// and writes nothing out of its folder; a member over the pack limits refuses only its pack (DECISIONS.md 1).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { packLimits } from "@packstudio/core";
import { specExample } from "@packstudio/core/testing";
import { afterAll, describe, expect, it } from "vitest";
import { readFolder } from "./import-source.js";
import { bombFloorBytes, unpackArchive } from "./import-tar.js";
import { ArchiveRefused } from "./import-tar-format.js";

const root = mkdtempSync(join(tmpdir(), "packstudio-import-tar-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let made = 0;

function writePack(dir: string, files: Record<string, string | Buffer>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** A fresh folder of pack folders, as `fill` makes it, and where to put its archive. */
function tree(fill: (dir: string) => void): { dir: string; archive: (ext: string) => string } {
  const base = join(root, `case-${made++}`);
  const dir = join(base, "packs");
  mkdirSync(dir, { recursive: true });
  fill(dir);
  return { dir, archive: (ext) => join(base, `packs${ext}`) };
}

/** The system's tar over a folder's pack folders. */
function tarOf(fill: (dir: string) => void, flags: string[] = ["-cf"], ext = ".tar"): string {
  const { dir, archive } = tree(fill);
  execFileSync("tar", [...flags, archive(ext), "-C", dir, "."]);
  return archive(ext);
}

const ledger = specExample("ledger");
const good = (dir: string) => writePack(join(dir, "good"), ledger);
const one = (dir: string) => writePack(join(dir, "one"), { "a.md": "z".repeat(5000) });

/** A copy of `file` whose first member of type "0" becomes `type`, its checksum made right again. */
function retyped(file: string, type: string): string {
  const bytes = readFileSync(file);
  for (let at = 0; at + 512 <= bytes.length; at += 512) {
    const block = bytes.subarray(at, at + 512);
    if (block[156] !== 0x30 || !block.subarray(257, 262).equals(Buffer.from("ustar"))) continue;
    block.write(type, 156, "latin1");
    block.fill(32, 148, 156);
    let sum = 0;
    for (const b of block) sum += b;
    block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "latin1");
    break;
  }
  const out = `${file}.${type}.tar`;
  writeFileSync(out, bytes);
  return out;
}

async function refusal(file: string): Promise<string> {
  const into = mkdtempSync(join(root, "into-"));
  const error = await unpackArchive(file, into).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ArchiveRefused);
  return (error as Error).message;
}

describe("an archive refused whole", () => {
  const outside = join(root, "outside.txt");
  const cases: [string, () => string, RegExp][] = [
    [
      "not a tar",
      () => writeText("x.tar", "hello\n".repeat(200)),
      /^it is not a tar archive \(nor a gzip-compressed one\)$/,
    ],
    ["shorter than a tar header", () => writeText("short.tar", "hello\n"), /^it is not a tar archive/],
    ["empty", () => writeText("empty.tar", ""), /^it is empty$/],
    // One member of 5,000 bytes: its header at 1,024 (after "./" and "./one/"), its data from 1,536 to 6,656.
    [
      "truncated inside a member",
      () => cut(tarOf(one), 3000),
      /^it ends inside member "\.\/one\/a\.md" \(truncated\?\)$/,
    ],
    [
      "truncated at the end marker",
      () => cut(tarOf(one), 6656),
      /^it ends after member "\.\/one\/a\.md" without the end of the archive \(truncated\?\)$/,
    ],
    [
      "truncated gzip",
      () => cut(tarOf(good, ["-czf"], ".tar.gz"), 0.5),
      /^its gzip data is damaged \(unexpected end of file\)$/,
    ],
    [
      "xz-compressed",
      () => tarOf(good, ["-cJf"], ".tar.xz"),
      /^it is compressed with xz, which the import does not read/,
    ],
    [
      "a gzip bomb",
      () =>
        tarOf(
          (dir) => {
            mkdirSync(join(dir, "bomb"));
            execFileSync("truncate", ["-s", String(bombFloorBytes + 8 * 1024 * 1024), join(dir, "bomb", "zeros")]);
          },
          ["-czf"],
          ".tar.gz",
        ),
      /^it unpacks to more than 64 MiB, over 100 times its [\d.]+ KiB \(a gzip bomb\?\): unpack it yourself/,
    ],
    ["a member with ..", () => dotDot(), /^member "\.\.\/outside\.txt" has a "\.\." in its path$/],
    ["an absolute member", () => absolute(), /^member "\/.+\/outside\.txt" has an absolute path$/],
    [
      "a symbolic link",
      () =>
        tarOf((dir) => {
          good(dir);
          symlinkSync("/etc/passwd", join(dir, "good", "notes.txt"));
        }),
      /^member "\.\/good\/notes\.txt" is a symbolic link: an archive of packs holds only folders and regular files/,
    ],
    [
      "a hard link",
      () =>
        tarOf((dir) => {
          good(dir);
          execFileSync("ln", [join(dir, "good", "HARNESS.md"), join(dir, "good", "again.md")]);
        }),
      /^member "\.\/good\/(again|HARNESS)\.md" is a hard link/,
    ],
    ["a character device", () => retyped(tarOf(good), "3"), /^member "\.\/good\/.+" is a character device/],
    ["a block device", () => retyped(tarOf(good), "4"), /^member "\.\/good\/.+" is a block device/],
    ["a sparse file", () => retyped(tarOf(good), "S"), /^member "\.\/good\/.+" is a sparse file/],
  ];
  function writeText(name: string, text: string): string {
    const file = join(root, name);
    writeFileSync(file, text);
    return file;
  }
  /** The first `n` bytes (below 1: that fraction of them). */
  function cut(file: string, n: number): string {
    const bytes = readFileSync(file);
    const length = n < 1 ? Math.floor(bytes.length * n) : n;
    writeFileSync(`${file}.cut`, bytes.subarray(0, length));
    return `${file}.cut`;
  }
  function dotDot(): string {
    const { dir, archive } = tree(good);
    writeFileSync(join(dir, "..", "outside.txt"), "escaped\n");
    execFileSync("tar", ["-cPf", archive(".tar"), "-C", dir, "./good", "../outside.txt"]);
    return archive(".tar");
  }
  function absolute(): string {
    const { dir, archive } = tree(good);
    writeFileSync(join(dir, "..", "outside.txt"), "escaped\n");
    execFileSync("tar", ["-cPf", archive(".tar"), "-C", dir, "./good", join(dir, "..", "outside.txt")]);
    return archive(".tar");
  }

  it.each(cases)("%s: refused with one line, nothing written out of its folder", async (_name, make, expected) => {
    const file = make();
    rmSync(outside, { force: true });
    const message = await refusal(file);
    expect(message).toMatch(expected);
    expect(message).not.toContain("\n");
    expect(existsSync(outside)).toBe(false);
  });
});

describe("an archive read", () => {
  it("unpacks ustar, GNU and pax archives alike, long paths and non-ASCII names included", async () => {
    const long = `${"deep/".repeat(30)}notes-ünï.md`;
    const pack = { ...ledger, [long]: "# Notes\n" };
    for (const format of ["gnu", "posix", "ustar"]) {
      const file = tarOf((dir) => writePack(join(dir, "good"), pack), [`--format=${format}`, "-czf"], ".tar.gz");
      const into = mkdtempSync(join(root, "into-"));
      expect(await unpackArchive(file, into)).toEqual(new Map());
      expect(readFolder(join(into, "good"))).toEqual(pack);
    }
  });

  it("unpacks Python tarfile's pax archive (its default): pax records hold non-ASCII paths, lengths in bytes", async () => {
    const pack = { ...ledger, "docs/café-日本.md": "# Café\n", [`${"ü".repeat(60)}/${"日".repeat(40)}.md`]: "#\n" };
    const { dir, archive } = tree((dir) => writePack(join(dir, "good"), pack));
    const script =
      'import sys, tarfile\nwith tarfile.open(sys.argv[1], "w:gz", encoding="utf-8") as t: t.add(sys.argv[2], ".")';
    execFileSync("python3", ["-c", script, archive(".tar.gz"), dir]);
    const into = mkdtempSync(join(root, "into-"));
    expect(await unpackArchive(archive(".tar.gz"), into)).toEqual(new Map());
    expect(readFolder(join(into, "good"))).toEqual(pack);
  });

  it("refuses, by pack, a file over the limits, too many files, too many bytes and a FIFO, and unpacks the rest", async () => {
    const file = tarOf((dir) => {
      good(dir);
      writePack(join(dir, "big-file"), { ...ledger, "big.txt": "x".repeat(packLimits.maxFileBytes + 1) });
      const many: Record<string, string> = {};
      for (let i = 0; i < packLimits.maxFiles; i++) many[`docs/${i}.md`] = "#\n";
      writePack(join(dir, "many-files"), { ...ledger, ...many });
      const heavy: Record<string, string> = {};
      for (let i = 0; i < 6; i++) heavy[`docs/${i}.md`] = "y".repeat(packLimits.maxFileBytes);
      writePack(join(dir, "many-bytes"), { ...ledger, ...heavy });
      writePack(join(dir, "fifo"), ledger);
      execFileSync("mkfifo", [join(dir, "fifo", "pipe")]);
    });
    const into = mkdtempSync(join(root, "into-"));
    const refused = await unpackArchive(file, into);
    expect(Object.fromEntries(refused)).toEqual({
      "big-file": `big.txt is ${packLimits.maxFileBytes + 1} bytes, over the ${packLimits.maxFileBytes} a pack's file may hold`,
      "many-files": `it holds more than the ${packLimits.maxFiles} files a pack may`,
      "many-bytes": `it holds more than the ${packLimits.maxTotalBytes} bytes a pack may`,
      fifo: "pipe is a FIFO, not a regular file",
    });
    expect(readFolder(join(into, "good"))).toEqual(ledger);
    expect(existsSync(join(into, "fifo", "pipe"))).toBe(false);
  });
});
