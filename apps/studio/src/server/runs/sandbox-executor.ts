// A runner's work on one run (DECISIONS.md 15): the studio's own Sandbox, run exactly as in one process, against the
// session the queue loaded from the database; what the run changed goes back with its answer.
import type { RunExecutor } from "@packstudio/db/run-queue/worker";
import {
  type DryRunInput,
  heldWorkspace,
  type Sandbox,
  type SessionBudgets,
  SessionSnapshot,
} from "@packstudio/sandbox";

export function sandboxExecutor(sandbox: Sandbox, budgets: SessionBudgets): RunExecutor {
  return {
    workspaceKey: (input) => sandbox.workspaceKey((input as DryRunInput).files),
    async run(input, loaded) {
      const request = input as DryRunInput;
      const workspaces = new Map(
        loaded.workspace ? [[loaded.workspace.key, heldWorkspace(loaded.workspace.archive)] as const] : [],
      );
      const snapshot = new SessionSnapshot(
        request.session,
        { approvals: loaded.approvals, workspaces },
        budgets.perClientBytes,
      );
      const answer = await sandbox.dryRun(request, snapshot);
      return { answer, writes: snapshot.changes() };
    },
  };
}
