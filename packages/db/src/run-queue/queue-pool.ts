// The connections the run queue's rows go through. Their commits do not wait for the disk (synchronous_commit
// off): each run commits four or five times (asked, taken by graphile-worker, answered with its session's files,
// the job done), and a flush to disk costs each about 2 ms here. The database stays consistent after a crash of
// its server; what the last fraction of a second committed may be lost: runs in flight, which their web
// processes then answer as busy, and at worst a session's last workspace change.
import pg from "pg";

export const queueConnectionOptions = "-c synchronous_commit=off";

export function queuePool(databaseUrl: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, options: queueConnectionOptions });
  // An idle client dropped by the server must not take the process down: the next query opens another.
  pool.on("error", () => undefined);
  return pool;
}
