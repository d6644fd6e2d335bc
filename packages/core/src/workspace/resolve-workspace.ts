// Where a command runs in a plan (manifest "Where the CLI runs", DECISIONS.md 9).
import type { WorkspaceMode } from "../schema/enums.js";

export interface WorkspaceOptions {
  /** The project folder the caller supplies (mode `project`). */
  projectDir?: string;
  /** Refuse `project` commands without a projectDir, as a hosted runtime does. */
  requireProject?: boolean;
}

export interface WorkspacePlan {
  mode: WorkspaceMode;
  /** A concrete folder when the plan knows it (`.` is the pack root), else null. */
  dir: string | null;
  description: string;
  /** `HOME` is private to the pack (workspace mode). */
  privateHome: boolean;
}

export type WorkspaceResult = { ok: true; plan: WorkspacePlan } | { ok: false; code: "no_project"; message: string };

function asMode(mode: string): WorkspaceMode {
  return mode === "project" || mode === "workspace" || mode === "ephemeral" ? mode : "none";
}

export function resolveWorkspace(mode: string, options: WorkspaceOptions = {}): WorkspaceResult {
  const m = asMode(mode);
  switch (m) {
    case "project":
      if (options.projectDir === undefined && options.requireProject) {
        return {
          ok: false,
          code: "no_project",
          message:
            'This command runs in the caller\'s project (workspace mode "project"), and no project folder was given.',
        };
      }
      return {
        ok: true,
        plan: {
          mode: m,
          dir: options.projectDir ?? null,
          description: options.projectDir
            ? "the project folder"
            : "the directory the caller is in (HCP_PROJECT_DIR overrides it)",
          privateHome: false,
        },
      };
    case "workspace":
      return {
        ok: true,
        plan: {
          mode: m,
          dir: null,
          description: "a private folder for this pack, with its own HOME, kept across the session's runs",
          privateHome: true,
        },
      };
    case "ephemeral":
      return {
        ok: true,
        plan: { mode: m, dir: null, description: "a fresh empty folder for this command", privateHome: false },
      };
    default:
      return { ok: true, plan: { mode: "none", dir: ".", description: "the pack's own folder", privateHome: false } };
  }
}
