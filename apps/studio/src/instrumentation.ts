// Runs once when the studio's server starts: check the rate-limit, proxy and sign-in settings, stamp each request
// with its client address (for rate limits), raise the request thread's priority, and open the store. A setting that cannot be read, or a data
// folder another process holds, stops the start with its reason: otherwise every request would fail with it.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installPeerStamp } = await import("./server/rate-limits/client-address");
  const { rateLimitSettings } = await import("./server/rate-limits/settings");
  const { authSettings } = await import("./server/auth/settings");
  const { raiseRequestThread } = await import("./server/request-thread");
  const { runSettings } = await import("./server/runs/run-settings");
  try {
    // PACKSTUDIO_RUNS=queue without DATABASE_URL, or a wait that is not a number (DECISIONS.md 15).
    runSettings(process.env);
    rateLimitSettings();
    // Sign-in configured without its secret, base URL or an https issuer: refuse to start (DECISIONS.md 13).
    authSettings();
    installPeerStamp();
    // Before any pack worker or run thread starts: they lower themselves from this thread's priority.
    raiseRequestThread();
  } catch (error) {
    process.stderr.write(`Pack Studio cannot start: ${(error as Error).message}\n`);
    process.exit(1);
  }
  // The store opens now, not on the first request: a PGlite data folder another process holds stops the start
  // here, naming that process (packages/db/src/data-folder-lock.ts). Other failures (a database not up yet)
  // are retried by each request, as before.
  const { studioStore } = await import("./server/store-instance");
  await studioStore().catch((error: Error) => {
    if (error.name !== "DataFolderInUse") {
      process.stderr.write(`Pack Studio: the store did not open yet (requests will retry): ${error.message}\n`);
      return;
    }
    process.stderr.write(`Pack Studio cannot start: ${error.message}\n`);
    process.exit(1);
  });
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
