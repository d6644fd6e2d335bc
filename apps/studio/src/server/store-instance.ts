// The studio process's storage: PostgreSQL when DATABASE_URL is set, else PGlite under PACKSTUDIO_DATA_DIR
// (default: .data/pglite at the repository root). Migrations run once at start-up.
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { openStore, type Store } from "@packstudio/db";

let opening: Promise<Store> | undefined;

export function dataDir(): string {
  return process.env.PACKSTUDIO_DATA_DIR ?? resolve(process.cwd(), "../../.data/pglite");
}

export function studioStore(): Promise<Store> {
  if (!opening && !process.env.DATABASE_URL) {
    // PGlite creates its own folder but not the ones above it (.data on a fresh checkout).
    mkdirSync(dirname(dataDir()), { recursive: true });
  }
  opening ??= openStore(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: dataDir() },
  ).catch((error: unknown) => {
    opening = undefined; // let the next request try again
    throw error;
  });
  return opening;
}

/** For tests: use this store instead (an in-memory PGlite). */
export function setStudioStore(store: Store): void {
  opening = Promise.resolve(store);
}
