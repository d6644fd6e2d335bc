// The bulk import refuses what a publish refuses (a pack with lint errors, DECISIONS.md 11) and never follows a
// link out of a pack folder; the packs that pass are loaded, and the refused ones are named.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { specExample } from "@packstudio/core/testing";
import { afterAll, expect, it } from "vitest";
import { connect } from "../src/connect.js";

const script = fileURLToPath(new URL("./import-catalog.ts", import.meta.url));
const root = mkdtempSync(join(tmpdir(), "packstudio-import-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function writePack(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** Runs the import on the embedded database in `dataDir`: its exit code and what it printed. */
function importFolder(
  folder: string,
  dataDir: string,
  args: string[] = [],
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PACKSTUDIO_DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", script, folder, ...args],
      { env, timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

it("loads the packs that lint, and refuses, naming them, one with a lint error and one holding a link", async () => {
  const packs = join(root, "packs");
  const ledger = specExample("ledger");
  writePack(join(packs, "good"), ledger);
  writePack(join(packs, "broken"), { ...ledger, "surface.json": "{ not json" });
  writePack(join(packs, "linked"), ledger);
  symlinkSync("/etc/passwd", join(packs, "linked", "notes.txt"));
  const dataDir = join(root, "data");

  const result = await importFolder(packs, dataDir);
  expect(result.code, result.stderr).toBe(1);
  expect(result.stderr).toContain("refused 2 pack(s)");
  expect(result.stderr).toMatch(/broken: P005 surface\.json:1 /);
  expect(result.stderr).toContain("linked: notes.txt is not a regular file (links are not followed)");
  expect(result.stdout).toContain("imported 1 new packs");

  const conn = await connect({ dataDir });
  try {
    const rows = await conn.session((s) => s.query<{ id: string }>("SELECT id FROM catalog_packs"));
    expect(rows.map((r) => r.id)).toEqual(["ledger"]);
  } finally {
    await conn.close();
  }
}, 240_000); // a child process starting the embedded database: a guard against a hang, not a speed figure

it("publishes an id met twice, or already in the catalog, as new versions after the load, linted in this thread or in workers", async () => {
  const ledger = specExample("ledger");
  const dataDir = join(root, "data-versions");
  const first = join(root, "first");
  writePack(join(first, "a-ledger"), ledger);
  writePack(join(first, "b-ledger-again"), { ...ledger, "HARNESS.md": `${ledger["HARNESS.md"]}\nMore notes.\n` });
  const once = await importFolder(first, dataDir, ["--jobs", "0"]);
  expect(once.code, once.stderr).toBe(0);
  expect(once.stdout).toContain("imported 1 new packs and 1 new versions");
  expect(once.stdout).toContain("linted in this thread");

  const second = join(root, "second");
  writePack(join(second, "ledger-v3"), { ...ledger, "HARNESS.md": `${ledger["HARNESS.md"]}\nThird.\n` });
  const again = await importFolder(second, dataDir, ["--jobs", "1"]);
  expect(again.code, again.stderr).toBe(0);
  expect(again.stdout).toContain("imported 0 new packs and 1 new versions");
  expect(again.stdout).toContain("in 1 worker thread");

  const conn = await connect({ dataDir });
  try {
    const rows = await conn.session((s) =>
      s.query<{ version: number; harness: string }>(
        "SELECT v.version, s.files->>'HARNESS.md' AS harness FROM catalog_versions v JOIN snapshots s ON s.sha256 = v.snapshot_sha256 ORDER BY v.version",
      ),
    );
    // The folders in name order: the first is version 1, the one after it version 2, the next import version 3.
    expect(rows.map((r) => [r.version, r.harness.endsWith("More notes.\n"), r.harness.endsWith("Third.\n")])).toEqual([
      [1, false, false],
      [2, true, false],
      [3, false, true],
    ]);
  } finally {
    await conn.close();
  }
}, 240_000);
