// PGlite's memory: a smaller buffer pool than PostgreSQL's default, and a fresh data folder's initdb in a child
// process (issue 30: a studio that rests light). Both measured in docs/decisions.md ("A studio that rests light").
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * The buffer pool of the embedded database. PostgreSQL starts every backend's shared memory at once, and PGlite's
 * lives in its WebAssembly memory, which never shrinks: the default 128 MB was 150 MiB of the studio's resident
 * memory before its first query. PGlite reads a page missing from the pool through the operating system's page
 * cache (no disk seek), so a small pool costs little; the 10,000-pack catalog search bench runs with it.
 */
export const pgliteSharedBuffers = "16MB";

/** PGlite's own start parameters, with the smaller buffer pool. */
export function pgliteStartParams(): string[] {
  return [...PGlite.defaultStartParams, "-c", `shared_buffers=${pgliteSharedBuffers}`];
}

/** Whether `dir` holds no database yet: PGlite would run initdb in it. */
export function needsInitdb(dir: string): boolean {
  return !existsSync(join(dir, "PG_VERSION"));
}

/** The child's exit code when it finds no PGlite from the working folder. */
const noPglite = 3;

// CommonJS on purpose: the child is `node -e`, whose require() resolves from the working folder as a process
// started here would, and whose text no bundler reads (the server bundle keeps PGlite external).
const initdbSource = `
let PGlite;
try {
  ({ PGlite } = require("@electric-sql/pglite"));
} catch (error) {
  if (error && error.code === "MODULE_NOT_FOUND") process.exit(${noPglite});
  throw error;
}
PGlite.create(process.argv[1]).then((db) => db.close()).then(
  () => process.exit(0),
  (error) => {
    // PGlite's file system errors are plain objects: { name: "ErrnoError", errno }.
    const text = error instanceof Error ? error.stack : error && error.errno !== undefined
      ? error.name + " (errno " + error.errno + "): is it a folder this process may write in?" : String(error);
    process.stderr.write(text);
    process.exit(1);
  },
);`;

/**
 * Create the database of a fresh data folder in a child process, which exits when done. initdb runs a second
 * PGlite in the opener's process, and about 200 MiB of its compiled code, WebAssembly memory and malloc arenas stay
 * resident there for the process's life; in a child they go back to the system. The caller holds the folder's
 * lock throughout (the child is its helper, not another opener). Returns false when no child could be started
 * (PGlite not found from the working folder): the caller's PGlite then runs initdb itself, as before.
 */
export async function initdbApart(dir: string): Promise<boolean> {
  return new Promise<boolean>((resolve, reject) => {
    execFile(
      process.execPath,
      ["-e", initdbSource, dir],
      // No NODE_OPTIONS: the server's preloads and heap flags are not the helper's.
      { env: { ...process.env, NODE_OPTIONS: "" }, maxBuffer: 1024 * 1024, timeout: 600_000 },
      (error, _stdout, stderr) => {
        if (!error) return resolve(true);
        if (error.code === noPglite) return resolve(false);
        const why = stderr.trim().split("\n").slice(0, 5).join("\n") || error.message;
        reject(new Error(`Creating the PGlite database in ${dir} failed: ${why}`));
      },
    );
  });
}
