// The studio's .zip files against the tools pack authors use: Info-ZIP zip/unzip and Python's zipfile, both ways
// (names, modes, zip64, links, CP437). A missing tool fails these tests: CI installs zip, unzip and python3.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importZip, zipPack } from "./pack-zip";
import { cp437 } from "./zip-names";
import { readZip } from "./zip-read";

/** A UTF-8 locale for the tools, whatever the CI runner sets (Info-ZIP converts names by the locale). */
const env = { ...process.env, LANG: "C.UTF-8", LC_ALL: "C.UTF-8" };
const run = (command: string, args: string[], cwd: string) => execFileSync(command, args, { cwd, env });
const python = (script: string, cwd: string) => run("python3", ["-c", script], cwd).toString("utf8");

const nonAscii = "docs/café-日本.md";
const pack = {
  "surface.json": `${JSON.stringify({ id: "x", wrap: { bin: "./tools/run.sh" } })}\n`,
  "HARNESS.md": `# X\n\n${"Grüße 🧾 ".repeat(200)}\n`,
  [nonAscii]: "# Café\n",
  "bin/x.mjs": "#!/usr/bin/env node\n",
  "tools/run.sh": "#!/bin/sh\n",
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "packstudio-zip-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string) => new Uint8Array(readFileSync(join(dir, name)));

describe("a zip the studio writes", () => {
  it("unzip (Info-ZIP) extracts with its non-ASCII names and modes: 0755 for bin/ and wrap.bin, else 0644", async () => {
    writeFileSync(join(dir, "p.zip"), await zipPack(pack));
    run("unzip", ["-q", "p.zip", "-d", "out"], dir);
    for (const [path, text] of Object.entries(pack)) expect(readFileSync(join(dir, "out", path), "utf8")).toBe(text);
    const mode = (path: string) => statSync(join(dir, "out", path)).mode & 0o777;
    expect([mode("bin/x.mjs"), mode("tools/run.sh"), mode(nonAscii), mode("surface.json")]).toEqual([
      0o755, 0o755, 0o644, 0o644,
    ]);
  });

  it("Python's zipfile reads it as made on Unix, with UTF-8 names and the modes", async () => {
    writeFileSync(join(dir, "p.zip"), await zipPack(pack));
    const listed = python(
      `import json, zipfile
z = zipfile.ZipFile("p.zip")
print(json.dumps({i.filename: [i.create_system, i.flag_bits & 0x800, oct(i.external_attr >> 16), z.read(i).decode()] for i in z.infolist()}))`,
      dir,
    );
    const exec = new Set(["bin/x.mjs", "tools/run.sh"]);
    expect(JSON.parse(listed)).toEqual(
      Object.fromEntries(
        Object.entries(pack).map(([path, text]) => [path, [3, 0x800, exec.has(path) ? "0o100755" : "0o100644", text]]),
      ),
    );
  });
});

describe("a zip other tools write", () => {
  const tree = () => {
    mkdirSync(join(dir, "p", "docs"), { recursive: true });
    mkdirSync(join(dir, "p", "bin"));
    writeFileSync(join(dir, "p", nonAscii), "# Café\n");
    writeFileSync(join(dir, "p", "surface.json"), "{}\n");
    writeFileSync(join(dir, "p", "bin", "run.sh"), "#!/bin/sh\n", { mode: 0o755 });
  };
  const expected = { "surface.json": "{}\n", [nonAscii]: "# Café\n", "bin/run.sh": "#!/bin/sh\n" };

  it("Info-ZIP zip: its UTF-8 names (written with no UTF-8 flag, made on Unix) read as UTF-8", async () => {
    tree();
    run("zip", ["-q", "-r", "p.zip", "p"], dir);
    expect(await importZip(file("p.zip"))).toEqual({ ok: true, files: expected });
  });

  it("Info-ZIP zip -fz: a zip64 archive reads", async () => {
    tree();
    run("zip", ["-q", "-r", "-fz", "p.zip", "p"], dir);
    expect(await importZip(file("p.zip"))).toEqual({ ok: true, files: expected });
  });

  it("Info-ZIP zip -y: a symbolic link is refused by name, before anything is read", async () => {
    tree();
    symlinkSync("../surface.json", join(dir, "p", "docs", "link.json"));
    run("zip", ["-q", "-r", "-y", "p.zip", "p"], dir);
    expect(await importZip(file("p.zip"))).toEqual({
      ok: false,
      message: expect.stringMatching(/^"p\/docs\/link.json" is a symbolic link: a pack holds only regular files\./),
    });
  });

  it("Info-ZIP zip -s: a split archive is refused saying so", async () => {
    tree();
    writeFileSync(join(dir, "p", "big.md"), Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 7919) % 251)));
    run("zip", ["-q", "-r", "-0", "-s", "64k", "p.zip", "p"], dir);
    expect(await importZip(file("p.zip"))).toEqual({
      ok: false,
      message: expect.stringContaining("is one part of a split archive"),
    });
  });

  it("Python's zipfile: UTF-8 names, a forced zip64 entry and a bzip2 entry said by name", async () => {
    python(
      `import zipfile
with zipfile.ZipFile("p.zip", "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("surface.json", "{}\\n")
    with z.open("${nonAscii}", "w", force_zip64=True) as f:
        f.write("# Café\\n".encode())
with zipfile.ZipFile("b.zip", "w", zipfile.ZIP_BZIP2) as z:
    z.writestr("surface.json", "{}\\n")`,
      dir,
    );
    expect(await importZip(file("p.zip"))).toEqual({
      ok: true,
      files: { "surface.json": "{}\n", [nonAscii]: "# Café\n" },
    });
    expect(await importZip(file("b.zip"))).toEqual({
      ok: false,
      message: expect.stringMatching(/^"surface.json" is compressed with bzip2 \(method 12\)/),
    });
  });

  it("Python's zipfile: a symbolic link entry (S_IFLNK in its Unix mode) is refused", async () => {
    python(
      `import zipfile
with zipfile.ZipFile("p.zip", "w") as z:
    z.writestr("surface.json", "{}\\n")
    link = zipfile.ZipInfo("docs/link")
    link.create_system = 3
    link.external_attr = 0o120777 << 16
    z.writestr(link, "/etc/passwd")`,
      dir,
    );
    expect(await importZip(file("p.zip"))).toEqual({
      ok: false,
      message: expect.stringMatching(/^"docs\/link" is a symbolic link/),
    });
  });

  it.each([
    ["made on MS-DOS", 0],
    ["made on Unix, not valid UTF-8", 3],
  ])("CP437 names without the UTF-8 flag (%s) read as CP437, every byte", async (_, system) => {
    // Every byte from 0x80 to 0xFF, in names Python writes as CP437 with flag bit 11 cleared.
    const names: string[] = JSON.parse(
      python(
        `import json, zipfile
class Cp437(zipfile.ZipInfo):
    def _encodeFilenameFlags(self):
        return self.filename.encode("cp437"), self.flag_bits & ~0x800
names = ["docs/" + bytes(range(0x80 + n * 16, 0x90 + n * 16)).decode("cp437") + ".md" for n in range(8)]
with zipfile.ZipFile("p.zip", "w") as z:
    for name in names + ["docs/café.md"]:
        info = Cp437(name)
        info.create_system = ${system}
        z.writestr(info, name)
print(json.dumps(names))`,
        dir,
      ),
    );
    const read = await readZip(file("p.zip"), 1 << 20);
    expect(Object.keys(read).sort()).toEqual([...names, "docs/café.md"].sort());
    expect(cp437.slice(0x80).join("")).toBe(names.map((n) => n.slice(5, -3)).join(""));
  });

  it("a CP437 name with Info-ZIP's Unicode Path field (0x7075) reads as that field's UTF-8, unless it is stale", async () => {
    python(
      `import struct, zipfile, zlib
class Cp437(zipfile.ZipInfo):
    def _encodeFilenameFlags(self):
        return self.filename.encode("cp437", "replace"), self.flag_bits & ~0x800
def entry(name, unicode):
    info = Cp437(name)
    info.create_system = 0
    field = b"\x01" + struct.pack("<I", zlib.crc32(name.encode("cp437", "replace"))) + unicode.encode()
    info.extra = struct.pack("<HH", 0x7075, len(field)) + field
    return info
with zipfile.ZipFile("p.zip", "w") as z:
    z.writestr(entry("docs/café-??.md", "${nonAscii}"), "u")
    stale = entry("docs/old.md", "docs/renamed.md")
    stale.filename = "docs/now.md"
    z.writestr(stale, "s")`,
      dir,
    );
    const read = await readZip(file("p.zip"), 1 << 20);
    expect(Object.keys(read).sort()).toEqual([nonAscii, "docs/now.md"]);
  });
});
