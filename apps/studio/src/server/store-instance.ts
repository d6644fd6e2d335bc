// The studio process's storage: PostgreSQL when DATABASE_URL is set, else PGlite under PACKSTUDIO_DATA_DIR
// (default: .data/pglite at the repository root). Migrations run once at start-up.
import "server-only";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { openStore, type Store } from "@packstudio/db";

// One store per process, kept on globalThis: Next bundles instrumentation.ts apart from the routes, so a
// module variable would be two, and a second open of the PGlite folder in this process is refused.
const key = Symbol.for("packstudio.studioStore");
const held = globalThis as { [key]?: Promise<Store> | undefined };

export function dataDir(): string {
  return process.env.PACKSTUDIO_DATA_DIR ?? resolve(process.cwd(), "../../.data/pglite");
}

export function studioStore(): Promise<Store> {
  if (!held[key] && !process.env.DATABASE_URL) {
    // PGlite creates its own folder but not the ones above it (.data on a fresh checkout).
    mkdirSync(dirname(dataDir()), { recursive: true });
  }
  held[key] ??= openStore(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: dataDir() },
  ).catch((error: unknown) => {
    held[key] = undefined; // let the next request try again
    throw error;
  });
  return held[key];
}

/** For tests: use this store instead (an in-memory PGlite). */
export function setStudioStore(store: Store): void {
  held[key] = Promise.resolve(store);
}
