// @packstudio/db/run-queue: a web process's side of dry-runs handed to runners (DECISIONS.md 15). The runner's side
// is @packstudio/db/run-queue/worker, apart, so a web process never loads graphile-worker.
export { type QueueRefusal, queueRefusal, runnerStopped } from "./dry-run-rows.js";
export { type RunClientOptions, RunQueueClient } from "./run-client.js";
export {
  type LoadedSession,
  type SessionWrites,
  sessionIdleMs,
  type WorkspaceBudgets,
} from "./run-sessions.js";
export { type QueueHealth, type RunnerSeen, runnerSeenMs } from "./runner-rows.js";
