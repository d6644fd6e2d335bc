// @packstudio/db/run-queue/worker: a runner's side of dry-runs handed to runners (DECISIONS.md 15), on graphile-worker.

export type { LoadedSession, SessionWrites, WorkspaceBudgets } from "./run-sessions.js";
export { type RunExecutor, RunWorker, type RunWorkerOptions } from "./run-worker.js";
