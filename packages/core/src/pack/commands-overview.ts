// The commands of a pack in one table: effect, approval, card kind and the ready-to-run line.

import { readyLine } from "../reader/ready-line.js";
import type { Approval, Effect } from "../schema/enums.js";
import type { PolicyView, SurfaceView } from "./surface-view.js";

export interface CommandSummary {
  verb: string;
  description: string | null;
  effect: Effect | null;
  approval: Approval | null;
  /** The approval card kind: the preview's, `fields` for the fallback, null when nobody is asked. */
  cardKind: string | null;
  readyLine: string;
  readyLineComplete: boolean;
}

export function commandsOverview(surface: SurfaceView, policy: PolicyView | undefined): CommandSummary[] {
  return surface.verbs.map((verb) => {
    const row = policy?.rows.get(verb.key);
    const approval = row?.approval ?? null;
    const ready = readyLine(surface, verb);
    const previewKind = typeof verb.preview?.kind === "string" ? verb.preview.kind : null;
    return {
      verb: verb.key,
      description: verb.description ?? null,
      effect: row?.effect ?? null,
      approval,
      cardKind: approval === null || approval === "never" ? null : (previewKind ?? "fields"),
      readyLine: ready.line,
      readyLineComplete: ready.complete,
    };
  });
}
