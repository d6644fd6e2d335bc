// One process per PGlite data folder, with real processes: a second node process on a held folder refuses,
// naming the first; a holder killed with SIGKILL leaves a claim the next opener takes over.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";
import { connect } from "./connect.js";
import { DataFolderInUse, lockDataFolder, staleAfterMs } from "./data-folder-lock.js";
import { thisProcess } from "./process-identity.js";

// Each test starts PGlite in a fresh folder (initdb) once or twice, in this process or a child: slow on a busy machine.
vi.setConfig({ testTimeout: 240_000 });

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const root = mkdtempSync(join(tmpdir(), "packstudio-lock-"));
let folders = 0;
const freshFolder = () => join(root, `pglite-${folders++}`);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const claims = (dir: string) => readdirSync(dir).filter((n) => n.startsWith(".packstudio-lock."));

/**
 * Another studio process on `dir`: opens it through connect() (the same code a studio runs), prints "open",
 * then, with `hold`, waits to be killed; without, closes and exits. A refusal goes to stderr, exit status 3.
 */
function opener(dir: string, hold: boolean): ChildProcess {
  const script = `
    const { connect } = await import("./src/connect.ts");
    try {
      const conn = await connect({ dataDir: ${JSON.stringify(dir)} });
      await conn.session((s) => s.exec("CREATE TABLE IF NOT EXISTS opened (pid int); INSERT INTO opened VALUES (" + process.pid + ")"));
      process.stdout.write("open\\n");
      if (${hold}) setInterval(() => {}, 1000);
      else await conn.close();
    } catch (error) {
      process.stderr.write(error.message);
      process.exit(3);
    }`;
  return spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: packageDir,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

interface Ended {
  code: number | null;
  stdout: string;
  stderr: string;
}

function ended(child: ChildProcess): Promise<Ended> {
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (d) => (stdout += d));
  child.stderr?.on("data", (d) => (stderr += d));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

function printedOpen(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (d) => String(d).includes("open") && resolve());
    child.on("close", (code) => reject(new Error(`the opener exited (${code}) before opening`)));
  });
}

describe("the PGlite data folder lock", () => {
  it("a second process on a held folder refuses to start, naming the first and DATABASE_URL", async () => {
    const dir = freshFolder();
    const conn = await connect({ dataDir: dir });
    try {
      const second = await ended(opener(dir, false));
      expect(second.stdout).not.toContain("open");
      expect(second.code).toBe(3);
      expect(second.stderr).toContain(`The PGlite data folder ${dir} is in use`);
      expect(second.stderr).toContain(`pid ${process.pid}`);
      expect(second.stderr).toContain("DATABASE_URL");
      // The refused process left no claim of its own behind; the holder's is there.
      expect(claims(dir)).toHaveLength(1);
    } finally {
      await conn.close();
    }
    // Released on close: the next process opens it, closes it, and leaves nothing behind.
    expect(claims(dir)).toEqual([]);
    const third = await ended(opener(dir, false));
    expect([third.code, third.stdout]).toEqual([0, "open\n"]);
    expect(claims(dir)).toEqual([]);
  });

  it("takes over the claim of a holder killed with SIGKILL, and the data it wrote is intact", async () => {
    const dir = freshFolder();
    const holder = opener(dir, true);
    const done = ended(holder);
    await printedOpen(holder);
    await expect(connect({ dataDir: dir })).rejects.toThrow(`pid ${holder.pid}`);
    holder.kill("SIGKILL");
    await done;
    expect(claims(dir)).toHaveLength(1); // no exit handler ran
    const conn = await connect({ dataDir: dir });
    try {
      const rows = await conn.session((s) => s.query<{ pid: number }>("SELECT pid FROM opened"));
      expect(rows).toEqual([{ pid: holder.pid }]);
      expect(claims(dir)).toHaveLength(1); // the dead one's gone, this process's is there
      expect(claims(dir)[0]).toContain(`.${process.pid}.`);
    } finally {
      await conn.close();
    }
  });

  it("refuses a second open of a held folder in the same process", async () => {
    const dir = freshFolder();
    const conn = await connect({ dataDir: dir });
    try {
      const again = connect({ dataDir: dir });
      await expect(again).rejects.toBeInstanceOf(DataFolderInUse);
      await expect(again).rejects.toThrow(`this process (pid ${process.pid}) already has it open`);
    } finally {
      await conn.close();
    }
  });

  it("of two processes opening one folder at once, exactly one opens and the other refuses", async () => {
    const dir = freshFolder();
    const both = [opener(dir, true), opener(dir, true)];
    const ends = both.map(ended);
    // Each either opens (and holds until killed) or refuses (and exits): wait for both outcomes.
    const outcomes = await Promise.all(
      both.map((child, i) => Promise.race([printedOpen(child).then(() => "open"), ends[i]?.then(() => "refused")])),
    );
    for (const child of both) child.kill("SIGKILL");
    const results = await Promise.all(ends);
    expect([...outcomes].sort()).toEqual(["open", "refused"]);
    expect(results.find((r) => r.code === 3)?.stderr).toContain("is in use");
  });

  it("takes over a claim whose pid now names another process (a reused pid), and keeps a live foreign one", async () => {
    const me = thisProcess();
    const dir = freshFolder();
    mkdirSync(dir);
    // pid 1 runs, but did not start at this time: the claim is a dead process's whose pid was reused.
    writeFileSync(join(dir, `.packstudio-lock.1.${me.scope}.${Number(me.start) + 12345}.aa`), "", { flag: "wx" });
    const lock = await lockDataFolder(dir);
    expect(claims(dir)).toEqual([lock.path.slice(dir.length + 1)]);
    lock.release();
    expect(claims(dir)).toEqual([]);
    // Another scope (a container on the same volume): live while its heartbeat is fresh, stale after.
    const foreign = join(dir, ".packstudio-lock.1.0123456789ab.99.bb");
    writeFileSync(foreign, '{"pid":1,"host":"other-container"}\n');
    await expect(lockDataFolder(dir)).rejects.toThrow(
      "pid 1 on host other-container (in another container or on another machine)",
    );
    const old = new Date(Date.now() - staleAfterMs - 5000);
    utimesSync(foreign, old, old);
    (await lockDataFolder(dir)).release();
    expect(claims(dir)).toEqual([]);
  });
});
