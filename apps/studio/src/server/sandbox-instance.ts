// The studio process's one sandbox, configured by the operator's environment (PACKSTUDIO_SANDBOX_*), and where its
// dry-runs go: that sandbox, or runners through the queue in PostgreSQL (PACKSTUDIO_RUNS=queue, DECISIONS.md 15).
import "server-only";
import { RunQueueClient } from "@packstudio/db/run-queue";
import { defaultSessionBudgets, Sandbox, settingsFromEnv } from "@packstudio/sandbox";
import { type DryRuns, localRuns } from "./runs/dry-runs";
import { QueuedRuns } from "./runs/queued-runs";
import { runSettings } from "./runs/run-settings";

let instance: Sandbox | undefined;

export function studioSandbox(): Sandbox {
  instance ??= new Sandbox(settingsFromEnv(process.env));
  return instance;
}

// One per process, on globalThis: Next bundles instrumentation.ts (which drains it on SIGTERM) apart from the routes.
const key = Symbol.for("packstudio.studioRuns");
const held = globalThis as { [key]?: { runs: DryRuns; client?: () => Promise<RunQueueClient> } | undefined };

function create(): NonNullable<(typeof held)[typeof key]> {
  const settings = runSettings(process.env);
  if (settings.mode === "here") return { runs: localRuns(studioSandbox()) };
  let opening: Promise<RunQueueClient> | undefined;
  const client = () => {
    opening ??= RunQueueClient.open({
      databaseUrl: process.env.DATABASE_URL as string,
      waitMs: settings.waitMs,
      queuePerSession: defaultSessionBudgets.queuePerSession,
    }).catch((error: unknown) => {
      opening = undefined; // the next run tries again
      throw error;
    });
    return opening;
  };
  return { runs: new QueuedRuns(client, studioSandbox()), client };
}

/** Where this process's dry-runs go (the studio's routes and the catalog's badge ask here). */
export function studioRuns(): DryRuns {
  held[key] ??= create();
  return held[key].runs;
}

/** The run queue's client when runs go to runners (undefined when they run here): health, drain on SIGTERM. */
export function studioRunQueue(): Promise<RunQueueClient> | undefined {
  held[key] ??= create();
  return held[key].client?.();
}
