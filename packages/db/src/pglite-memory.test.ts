// PGlite's memory settings (issue 30): the smaller buffer pool, and a fresh folder's database made by a child.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { connect } from "./connect.js";
import { initdbApart, needsInitdb, pgliteSharedBuffers } from "./pglite-memory.js";

const root = mkdtempSync(join(tmpdir(), "packstudio-pglite-memory-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("PGlite memory (issue 30)", () => {
  it("a fresh data folder gets its database from a child process, and opens with the small buffer pool", async () => {
    const dir = join(root, "fresh");
    expect(needsInitdb(dir)).toBe(true);
    expect(await initdbApart(dir)).toBe(true);
    expect(needsInitdb(dir)).toBe(false);
    const conn = await connect({ dataDir: dir });
    try {
      const rows = await conn.session((s) => s.query<{ shared_buffers: string }>("SHOW shared_buffers"));
      expect(rows[0]?.shared_buffers).toBe(pgliteSharedBuffers);
      await conn.session((s) => s.exec("CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)"));
    } finally {
      await conn.close();
    }
    // Opened again: the same database, not a new one.
    const again = await connect({ dataDir: dir });
    try {
      expect(await again.session((s) => s.query("SELECT n FROM kept"))).toEqual([{ n: 7 }]);
    } finally {
      await again.close();
    }
  });

  it("connect makes the database of a folder that has none (the child's work), and the in-memory one too", async () => {
    const dir = join(root, "by-connect");
    const conn = await connect({ dataDir: dir });
    await conn.close();
    expect(needsInitdb(dir)).toBe(false);
    const memory = await connect({});
    try {
      const rows = await memory.session((s) => s.query<{ shared_buffers: string }>("SHOW shared_buffers"));
      expect(rows[0]?.shared_buffers).toBe(pgliteSharedBuffers);
    } finally {
      await memory.close();
    }
  });

  it("a folder the child cannot create a database in is refused naming the folder and PGlite's reason", async () => {
    const file = join(root, "not-a-folder");
    writeFileSync(file, "x");
    await expect(initdbApart(file)).rejects.toThrow(
      `Creating the PGlite database in ${file} failed: ErrnoError (errno 54): is it a folder this process may write in?`,
    );
  });
});
