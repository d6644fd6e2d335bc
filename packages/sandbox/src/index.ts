// @packstudio/sandbox: dry-runs of a pack's commands inside bubblewrap (Node only).
export { type SandboxStatus, type StatusOptions, sandboxStatus } from "./launch/availability.js";
export {
  type BinAllowance,
  defaultLimits,
  type LimitName,
  type SandboxLimits,
  type SandboxSettings,
  settingsFromEnv,
} from "./limits/limits.js";
export { judgeRun } from "./runs/judge-run.js";
export type { RunSteps } from "./runs/run-steps.js";
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
export { type SessionChanges, SessionSnapshot, type StoredSession } from "./sessions/session-snapshot.js";
export { defaultSessionBudgets, type SessionBudgets, type SessionStore } from "./sessions/sessions.js";
export type { SideEffect } from "./workspace/side-effects.js";
export { type HeldWorkspace, heldWorkspace } from "./workspace/workspace-state.js";
