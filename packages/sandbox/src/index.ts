// @packstudio/sandbox: dry-runs of a pack's commands inside bubblewrap (Node only).
export { type SandboxStatus, type StatusOptions, sandboxStatus } from "./availability.js";
export { judgeRun } from "./judge-run.js";
export {
  type BinAllowance,
  defaultLimits,
  type LimitName,
  type SandboxLimits,
  type SandboxSettings,
  settingsFromEnv,
} from "./limits.js";
export type { RunSteps } from "./run-steps.js";
export {
  approvalRequired,
  type DryRunError,
  type DryRunInput,
  type DryRunResult,
  type ReadinessInput,
  type RunReadiness,
  type RunReport,
  type RunResult,
  Sandbox,
} from "./sandbox.js";
export { type SessionChanges, SessionSnapshot, type StoredSession } from "./session-snapshot.js";
export { defaultSessionBudgets, type SessionBudgets, type SessionStore } from "./sessions.js";
export type { SideEffect } from "./side-effects.js";
export { type HeldWorkspace, heldWorkspace } from "./workspace-state.js";
