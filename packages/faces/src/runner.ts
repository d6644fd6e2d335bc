// Where a face's commands run: the sandbox (the default) or, for a pack the user trusts, the host.
import type { DryRunResult, Sandbox } from "@packstudio/sandbox";

export interface FaceRunRequest {
  verb: string;
  args: unknown;
  /** A person approved the card (or stands for one: `approved`, `--approve`, an accepted elicitation). */
  approved: boolean;
  /** Workspaces and first-use approvals are kept per session (an MCP session, an exec session name). */
  session: string;
}

/** Renders through core, applies the approval rule (DECISIONS.md 3), runs: the sandbox's dry-run contract. */
export interface FaceRunner {
  readonly where: "sandbox" | "host";
  run(request: FaceRunRequest): Promise<DryRunResult>;
}

/** The same path as `packstudio run`: the sandbox's dryRun renders, checks approval and runs in bubblewrap. */
export class SandboxRunner implements FaceRunner {
  readonly where = "sandbox";
  constructor(
    private readonly sandbox: Sandbox,
    private readonly files: Record<string, string>,
  ) {}

  run(request: FaceRunRequest): Promise<DryRunResult> {
    return this.sandbox.dryRun({
      files: this.files,
      verbKey: request.verb,
      args: request.args,
      approved: request.approved,
      session: request.session,
    });
  }
}
