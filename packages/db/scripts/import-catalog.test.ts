// The bulk import refuses what a publish refuses (a pack with lint errors, DECISIONS.md 11) and never follows a
// link out of a pack folder; the packs that pass are loaded, and the refused ones are named. An archive refused
// whole is one line and exit code 2, before the database is opened. Real archives from the system's tar.
import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { specExample } from "@packstudio/core/testing";
import { afterAll, describe, expect, it } from "vitest";
import { connect } from "../src/connect.js";
import { freshPostgres, postgresUrl } from "../src/testing/test-databases.js";

const script = fileURLToPath(new URL("./import-catalog.ts", import.meta.url));
const root = mkdtempSync(join(tmpdir(), "packstudio-import-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function writePack(dir: string, files: Record<string, string | Buffer>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** Runs the import on the embedded database in `dataDir` (or on `databaseUrl`): its exit code and what it printed. */
function importFolder(
  folder: string,
  dataDir: string,
  args: string[] = [],
  databaseUrl?: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PACKSTUDIO_DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", script, folder, ...args],
      { env, timeout: 280_000 },
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

const drivers: [string, () => Promise<string | undefined>][] = [["pglite", async () => undefined]];
if (postgresUrl) drivers.push(["postgres", () => freshPostgres(postgresUrl as string)]);

describe.each(drivers)("an archive of good and bad packs, on %s", (driver, database) => {
  it("loads the good ones and names each bad one, in these lines, exiting 1", async () => {
    const packs = join(root, `mixed-${driver}`);
    const ledger = specExample("ledger");
    writePack(join(packs, "a-ledger"), ledger);
    writePack(join(packs, "b-json"), { ...specExample("kanban-api"), "surface.json": "{ not json" });
    writePack(join(packs, "c-lint"), specExample("broken"));
    writePack(join(packs, "d-fifo"), ledger);
    execFileSync("mkfifo", [join(packs, "d-fifo", "pipe")]);
    writePack(join(packs, "e-big"), { ...ledger, "big.txt": "x".repeat(2 * 1024 * 1024) });
    writePack(join(packs, "f-latin1"), { ...ledger, "notes.md": Buffer.from("caf\xe9\n", "latin1") });
    writePack(join(packs, "g-nul"), { ...ledger, "notes.md": "a\u0000b\n" });
    writePack(join(packs, "h-kanban"), specExample("kanban-api"));
    writeFileSync(join(packs, "README.txt"), "Not a pack: passed over.\n");
    const archive = join(root, `mixed-${driver}.tar.gz`);
    execFileSync("tar", ["-czf", archive, "-C", packs, "."]);

    const result = await importFolder(archive, join(root, `mixed-${driver}-data`), ["--jobs", "1"], await database());
    const lines = [...result.stderr.split("\n"), ...result.stdout.split("\n")]
      .filter(Boolean)
      .map((line) => line.replace(/ in \d+\.\d s /, " in N s ").replace(/^( {2}[\w-]+: )([A-Z]\d{3}) .*/, "$1$2 …")); // lint's own words are its tests' concern
    expect(lines).toEqual([
      "refused 6 pack(s), not imported:",
      "  b-json: P005 …",
      "  c-lint: M001 …",
      "  d-fifo: pipe is a FIFO, not a regular file",
      "  e-big: big.txt is 2097152 bytes, over the 1048576 a pack's file may hold",
      "  f-latin1: notes.md is not UTF-8 text: save it as UTF-8",
      "  g-nul: notes.md holds a NUL character, which the catalog cannot store",
      `imported 2 new packs and 0 new versions in N s (${driver}; read and linted in 1 worker thread beside the load)`,
    ]);
    expect(result.code).toBe(1);
  }, 240_000);
});

it("refuses an archive holding a link with one line and exit code 2, before it opens the database", async () => {
  const packs = join(root, "linked-archive");
  writePack(join(packs, "good"), specExample("ledger"));
  symlinkSync("/etc/passwd", join(packs, "good", "notes.txt"));
  const archive = join(root, "linked.tar");
  execFileSync("tar", ["-cf", archive, "-C", packs, "."]);
  const dataDir = join(root, "linked-data");
  const result = await importFolder(archive, dataDir);
  expect(result.stdout).toBe("");
  expect(result.stderr).toBe(
    `refused ${archive}: member "./good/notes.txt" is a symbolic link: an archive of packs holds only folders and regular files (DECISIONS.md 1). Nothing was imported.\n`,
  );
  expect(result.code).toBe(2);
  expect(existsSync(dataDir)).toBe(false);
}, 60_000);
