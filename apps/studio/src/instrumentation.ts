// Runs once when the studio's server starts: check the rate-limit, proxy and sign-in settings, stamp each request
// with its client address (for rate limits), raise the request thread's priority, open the store and warm up (the
// catalog seeded, the pack workers loaded, each kind of page fetched once). A setting that cannot be read, or a data
// folder another process holds, stops the start with its reason: otherwise every request would fail with it.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installPeerStamp } = await import("./server/rate-limits/client-address");
  const { rateLimitSettings } = await import("./server/rate-limits/settings");
  const { authSettings } = await import("./server/auth/settings");
  const { raiseRequestThread } = await import("./server/request-thread");
  const { runSettings } = await import("./server/runs/run-settings");
  const { warmUpSetting } = await import("./server/warm-up");
  const { packWorkSettings } = await import("./server/pack-work/settings");
  const { installIdleCollector } = await import("./server/idle-collect");
  try {
    // PACKSTUDIO_RUNS=queue without DATABASE_URL, or a wait that is not a number (DECISIONS.md 15).
    runSettings(process.env);
    warmUpSetting(process.env);
    rateLimitSettings();
    // Sign-in configured without its secret, base URL or an https issuer: refuse to start (DECISIONS.md 13).
    authSettings();
    installPeerStamp();
    // Before any pack worker or run thread starts: they lower themselves from this thread's priority.
    raiseRequestThread();
    // Idle, the pack workers stop (pool.ts) and the main thread collects its garbage once (issue 30).
    installIdleCollector(packWorkSettings().idleMs);
  } catch (error) {
    process.stderr.write(`Pack Studio cannot start: ${(error as Error).message}\n`);
    process.exit(1);
  }
  // The store opens now, not on the first request: a PGlite data folder another process holds stops the start
  // here, naming that process (packages/db/src/data-folder-lock.ts). Other failures (a database not up yet)
  // are retried by each request, as before.
  const { studioStore } = await import("./server/store-instance");
  // PGlite's WebAssembly by V8's baseline compiler only: about 90 MiB less at rest (pglite-compiler.ts, issue 30).
  const { baselineWasmOnly } = await import("./server/pglite-compiler");
  baselineWasmOnly(process.env);
  const opened = await studioStore().then(
    () => true,
    (error: Error) => {
      if (error.name !== "DataFolderInUse") {
        process.stderr.write(`Pack Studio: the store did not open yet (requests will retry): ${error.message}\n`);
        return false;
      }
      process.stderr.write(`Pack Studio cannot start: ${error.message}\n`);
      process.exit(1);
    },
  );
  // Warm before the first visitor (issue 30, warm-up.ts): the example catalog seeded and the pack workers loaded
  // now, then each kind of page fetched once while the health route says "warming". PACKSTUDIO_WARM_UP=off: none.
  if (opened && warmUpSetting(process.env)) await warmStart();
  // Dry-runs handed to runners: follow answers from the start, and on SIGTERM take no new run while the ones under
  // way are answered (Next's own handler then waits for their requests before it exits).
  const { studioRunQueue } = await import("./server/sandbox-instance");
  const queue = studioRunQueue();
  if (queue) {
    process.once(
      "SIGTERM",
      () =>
        void studioRunQueue()
          ?.then((client) => client.drain())
          .catch(() => undefined),
    );
    await queue.catch((error: Error) => {
      process.stderr.write(`Pack Studio: the run queue did not open yet (dry-runs will retry): ${error.message}\n`);
    });
  }
}

/** Seed the catalog and load the pack workers (at most warm-up.ts's limit); then start the page fetches. A failure
 * or the limit is logged, never fatal. */
async function warmStart(): Promise<void> {
  const { catalogStore } = await import("./server/catalog-seed");
  const { packPool } = await import("./server/pack-work/pack-work");
  const { bounded, warmPages } = await import("./server/warm-up");
  const first = await bounded(
    Promise.all([catalogStore(), packPool().warm()]).then(
      async ([store]) => (await store.catalog.search({ pageSize: 1 })).items[0]?.id ?? "",
    ),
  );
  // Pages are fetched even when the above failed or was cut off: they warm what they can.
  warmPages(first || undefined);
}
