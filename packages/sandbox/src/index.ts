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
export type { SideEffect } from "./side-effects.js";
