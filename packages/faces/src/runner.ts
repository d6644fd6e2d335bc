// Where a face's commands run: the sandbox (the default) or, for a pack the user trusts, the host.
import { type DocumentedRunResult, type Refused, readPack } from "@packstudio/core";
import type { DryRunResult, Sandbox } from "@packstudio/sandbox";
import { DocumentedRunner, type LiveRunResult } from "./documented-runner.js";
import { loadFacePack } from "./face-pack.js";

export interface FaceRunRequest {
  verb: string;
  args: unknown;
  /** A person approved the card (or stands for one: `approved`, `--approve`, an accepted elicitation). */
  approved: boolean;
  /** Workspaces and first-use approvals are kept per session (an MCP session, an exec session name). */
  session: string;
}

/** A run's result: the sandbox's (or the host's), or an openapi pack's documented or live answer (DECISIONS 14). */
export type FaceRunResult = DryRunResult | DocumentedRunResult | LiveRunResult;

/** Renders through core, applies the approval rule (DECISIONS.md 3), runs: the sandbox's dry-run contract. */
export interface FaceRunner {
  /** Where commands run: the sandbox, the host, or (an openapi pack) nowhere, answered from the document, or
   * sent over the network (--live). */
  readonly where: "sandbox" | "host" | "document" | "network";
  run(request: FaceRunRequest): Promise<FaceRunResult>;
}

/** The same path as `packstudio run`: the sandbox's dryRun renders, checks approval and runs in bubblewrap; an
 * openapi pack's commands answer from its document instead (DECISIONS 14), with the same approval rule. */
export class SandboxRunner implements FaceRunner {
  readonly where = "sandbox";
  private documented: DocumentedRunner | Refused | undefined;
  private readonly openapi: boolean;

  constructor(
    private readonly sandbox: Sandbox,
    private readonly files: Record<string, string>,
  ) {
    this.openapi = readPack(files).surface?.kind === "openapi";
  }

  async run(request: FaceRunRequest): Promise<FaceRunResult> {
    if (this.openapi) {
      this.documented ??= documentedRunnerFor(this.files);
      return "ok" in this.documented ? this.documented : this.documented.run(request);
    }
    return this.sandbox.dryRun({
      files: this.files,
      verbKey: request.verb,
      args: request.args,
      approved: request.approved,
      session: request.session,
    });
  }
}

/** The documented runner of an openapi pack's files, or the refusal of loading them (lint errors). */
function documentedRunnerFor(files: Record<string, string>): DocumentedRunner | Refused {
  const pack = loadFacePack(files);
  if ("ok" in pack) return pack;
  return new DocumentedRunner({ ...pack, openapi: pack.openapi });
}
