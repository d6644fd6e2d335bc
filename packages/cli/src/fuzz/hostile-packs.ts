// Hostile pack folders for the CLI fuzz suite, made once in a temp folder: binary and huge files, deep folders,
// symlink loops, FIFOs, odd names, deep JSON, too many files, and the ledger with junk in each file.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ledger = fileURLToPath(new URL("../../../../spec/examples/ledger", import.meta.url));

export interface HostilePacks {
  root: string;
  /** Folder names under root (some are not folders at all). */
  names: string[];
  cleanup: () => void;
}

export function makeHostilePacks(): HostilePacks {
  const root = mkdtempSync(join(tmpdir(), "packstudio-cli-fuzz-"));
  const names: string[] = [];
  const pack = (name: string, make: (dir: string) => void) => {
    const dir = join(root, name);
    mkdirSync(dir, { recursive: true });
    make(dir);
    names.push(name);
  };
  const ledgerWith = (name: string, file: string, text: string | Buffer) =>
    pack(name, (dir) => {
      cpSync(ledger, dir, { recursive: true });
      writeFileSync(join(dir, file), text);
    });

  pack("empty", () => {});
  ledgerWith("ledger", "HARNESS.md", "# Ledger\n\n`ledger status`\n");
  ledgerWith("binary-surface", "surface.json", Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131) % 256)));
  ledgerWith("nul-harness", "HARNESS.md", "a\u0000b\u0000");
  ledgerWith("bom-surface", "surface.json", "\ufeff{}");
  ledgerWith("deep-surface", "surface.json", `${"[".repeat(200_000)}${"]".repeat(200_000)}`);
  ledgerWith("deep-policy-open", "policy.json", "{".repeat(300_000));
  ledgerWith("bidi-names", "bin/\u202eevil.mjs", "x");
  ledgerWith("newline-name", "a\nb.json", "{}");
  ledgerWith("long-name", "n".repeat(250), "x");
  ledgerWith(
    "markup",
    "HARNESS.md",
    "<script>alert(1)</script>\u001b[31m red \u001b]8;;http://x\u0007link\u001b]8;;\u0007",
  );
  ledgerWith("cli-escape", "surface.json", JSON.stringify({ id: "\u001b[2J", cliBin: "\u001b]0;pwned\u0007" }));
  pack("surface-is-folder", (dir) => {
    cpSync(ledger, dir, { recursive: true });
    rmSync(join(dir, "surface.json"));
    mkdirSync(join(dir, "surface.json"));
  });
  pack("symlinks", (dir) => {
    cpSync(ledger, dir, { recursive: true });
    symlinkSync("/etc/passwd", join(dir, "passwd"));
    symlinkSync(".", join(dir, "loop"));
    symlinkSync("missing", join(dir, "dangling"));
  });
  pack("fifo", (dir) => {
    cpSync(ledger, dir, { recursive: true });
    execFileSync("mkfifo", [join(dir, "pipe")]);
  });
  pack("deep-folders", (dir) => {
    let at = dir;
    for (let i = 0; i < 200; i++) at = join(at, "d");
    mkdirSync(at, { recursive: true });
    writeFileSync(join(at, "f.txt"), "deep");
  });
  pack("too-many-files", (dir) => {
    for (let i = 0; i < 1100; i++) writeFileSync(join(dir, `f${i}.txt`), "");
  });
  pack("huge-file", (dir) => {
    cpSync(ledger, dir, { recursive: true });
    writeFileSync(join(dir, "big.bin"), "");
    truncateSync(join(dir, "big.bin"), 30 * 1024 * 1024); // sparse: 30 MiB read as zeros
  });
  pack("over-file-limit", (dir) => {
    cpSync(ledger, dir, { recursive: true });
    writeFileSync(join(dir, "HARNESS.md"), "x".repeat(1024 * 1024 + 1));
  });
  // Not folders: a plain file, a FIFO, a missing path.
  writeFileSync(join(root, "plain-file"), "{}");
  execFileSync("mkfifo", [join(root, "fifo-itself")]);
  names.push("plain-file", "fifo-itself", "missing", "/", "/proc/self", "");
  return { root, names, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
