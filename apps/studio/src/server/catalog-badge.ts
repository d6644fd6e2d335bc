// The catalog's "dry-runs cleanly" badge: every command run once with its first examples in the sandbox, or for an
// openapi pack answered from its document (DECISIONS 14: nothing is sent).
import { randomUUID } from "node:crypto";
import { documentedRun, exampleArgs, loadOpenApiPack, readPack, type SurfaceView } from "@packstudio/core";
import type { Store } from "@packstudio/db";
import type { SandboxStatus } from "@packstudio/sandbox";
import type { DryRuns } from "./runs/dry-runs";
import { studioRuns } from "./sandbox-instance";

/** Whether the pack starts a program of its own (a script inside the pack): only those can be tried here. */
export function runsPackScript(files: Record<string, string>): boolean {
  return startsPackScript(readPack(files).surface);
}

function startsPackScript(surface: SurfaceView | undefined): surface is SurfaceView {
  return surface?.kind === "wrap" && surface.wrapBin !== undefined && surface.wrapBin.includes("/");
}

// Refusals that say nothing about the pack: the badge stays unknown rather than false.
const inconclusive = new Set(["sandbox_unavailable", "busy", "sandbox_error"]);

export interface Badge {
  /** true: every command ran cleanly; false: one did not; null: not known (see `reason`). */
  ok: boolean | null;
  reason: string;
}

/**
 * Every command, in the pack's order and in one fresh session (so a setup command prepares the next), run
 * with its first examples, approved. Unknown when the pack runs no script of its own, when this machine cannot
 * run it (no bubblewrap, sandbox busy), or when a run hit the wall clock: a loaded machine cannot tell a slow
 * command from a stuck one.
 */
/** What a badge needs of dry-runs: the studio's (here or on runners, DECISIONS.md 15), or a test's own sandbox. */
export interface BadgeRuns extends Pick<DryRuns, "dryRun"> {
  status(): Pick<SandboxStatus, "available" | "message"> | Promise<Pick<SandboxStatus, "available" | "message">>;
}

export async function dryRunBadge(sandbox: BadgeRuns, files: Record<string, string>, session: string): Promise<Badge> {
  const surface = readPack(files).surface;
  if (surface?.kind === "openapi") return documentedBadge(files);
  if (!startsPackScript(surface)) return { ok: null, reason: "runs no script of its own" };
  const status = await sandbox.status();
  if (!status.available) return { ok: null, reason: status.message };
  for (const verb of surface.verbs) {
    const result = await sandbox.dryRun({
      files,
      verbKey: verb.key,
      args: exampleArgs(surface, verb, { optional: true }),
      approved: true,
      session,
    });
    if (!result.ok) {
      const reason = `${verb.key}: ${result.error.message}`;
      return { ok: inconclusive.has(result.error.code) ? null : false, reason };
    }
    const { exitCode, limit } = result.run;
    if (limit === "wall") return { ok: null, reason: `${verb.key}: stopped by the wall clock` };
    if (exitCode !== 0 || limit !== null)
      return { ok: false, reason: `${verb.key}: ${limit ? `hit the ${limit} limit` : `exited ${exitCode}`}` };
  }
  return { ok: true, reason: "every command exited 0" };
}

/** An openapi pack's badge: every command's first examples answered from the document, approved, nothing sent. */
export function documentedBadge(files: Record<string, string>): Badge {
  const loaded = loadOpenApiPack(files);
  if ("ok" in loaded) return { ok: false, reason: loaded.error.message };
  const { surface } = loaded.pack;
  for (const verb of surface.verbs) {
    const args = exampleArgs(surface, verb, { optional: true });
    const result = documentedRun({ pack: loaded.pack, doc: loaded.doc, verbKey: verb.key, args, approved: true });
    if (!result.ok) return { ok: false, reason: `${verb.key}: ${result.error.message}` };
  }
  return { ok: true, reason: "every command answered from its document" };
}

export interface Published {
  id: string;
  version: number;
  files: Record<string, string>;
}

// Badge runs go one after another (the sandbox serves people first); the results live in the database.
let queue: Promise<void> = Promise.resolve();

/**
 * Compute and store the badge of each pack, each in a session of its own, after any badges already queued.
 * A badge is stored only while its version is still the latest. Resolves when done; never rejects.
 */
export function computeBadges(
  store: Store,
  packs: readonly Published[],
  sandbox: BadgeRuns = studioRuns(),
): Promise<void> {
  queue = queue.then(async () => {
    for (const pack of packs) {
      try {
        // A session never used before: workspace folders outlive a process, and a command such as `done 1`
        // fails where an earlier badge run already did it.
        const session = `catalog-badge-${pack.id}@${pack.version}-${randomUUID()}`;
        const badge = await dryRunBadge(sandbox, pack.files, session);
        if (badge.ok === false)
          console.info(`catalog: ${pack.id} v${pack.version} does not dry-run cleanly: ${badge.reason}`);
        if (badge.ok === null) continue;
        await store.catalog.setDryRunBadge(pack.id, pack.version, badge.ok);
      } catch (error) {
        console.warn(`catalog: no dry-run badge for ${pack.id}: ${(error as Error).message}`);
      }
    }
  });
  return queue;
}

/** Resolves when every badge queued so far is done: a store may close only after (tests, shutdown). */
export function badgesSettled(): Promise<void> {
  return queue;
}
