// comparePacks: what a review shows (DECISIONS.md 11): risks, findings added and fixed, commands, file statuses.
import type { ApprovalCard } from "../card/card-model.js";
import type { PackContext } from "../lint/context.js";
import { lintPackInContext, passes } from "../lint/lint-pack.js";
import type { Finding } from "../lint/types.js";
import type { PackFiles } from "../pack/pack-files.js";
import type { Approval, Effect } from "../schema/enums.js";
import { canonical } from "./canonical-json.js";
import { type CommandFacts, commandFacts } from "./command-facts.js";
import { diffFindings, type FindingDiff } from "./finding-diff.js";
import { type Risk, type RiskSide, reviewRisks } from "./pack-risks.js";
import { type RequestChange, type RequestFacts, requestChanges } from "./request-facts.js";

export type { FindingDiff } from "./finding-diff.js";
export type { Risk, RiskCode, RiskSeverity } from "./pack-risks.js";
export type { RequestChange, RequestFacts } from "./request-facts.js";

export interface ChangedCommand {
  verb: string;
  effectBefore: Effect | null;
  effectAfter: Effect | null;
  approvalBefore: Approval | null;
  approvalAfter: Approval | null;
  /** argv with the first example of each required argument, before and after. */
  argvBefore: string[];
  argvAfter: string[];
  cardBefore: ApprovalCard | null;
  cardAfter: ApprovalCard | null;
  /** An openapi command's request (operation, method, path, server, body fields) on each side; null otherwise. */
  requestBefore: RequestFacts | null;
  requestAfter: RequestFacts | null;
  /** How the request differs, in order (operation, found, method, path, server, body fields); empty when alike. */
  requestChanges: RequestChange[];
}

export type FileStatus = "added" | "removed" | "changed" | "same";

export interface PackComparison {
  packs: { base: { id: string | null; passes: boolean }; head: { id: string | null; passes: boolean } };
  risks: Risk[];
  findings: FindingDiff;
  commands: { added: string[]; removed: string[]; changed: ChangedCommand[] };
  files: { path: string; status: FileStatus }[];
}

function side(files: PackFiles, findings: readonly Finding[], ctx: PackContext): RiskSide {
  const { surface, policy } = ctx;
  const commands = new Map<string, CommandFacts>();
  if (surface) for (const verb of surface.verbs) commands.set(verb.key, commandFacts(surface, policy, verb));
  return { files, surface, commands, passes: passes(findings), documentFile: ctx.openapiRead?.file };
}

function changedCommands(base: RiskSide, head: RiskSide): ChangedCommand[] {
  const out: ChangedCommand[] = [];
  for (const [verb, after] of head.commands) {
    const before = base.commands.get(verb);
    if (!before || canonical(before) === canonical(after)) continue;
    out.push({
      verb,
      effectBefore: before.effect,
      effectAfter: after.effect,
      approvalBefore: before.approval,
      approvalAfter: after.approval,
      argvBefore: before.argv,
      argvAfter: after.argv,
      cardBefore: before.card,
      cardAfter: after.card,
      requestBefore: before.request,
      requestAfter: after.request,
      requestChanges: requestChanges(before.request, after.request),
    });
  }
  return out;
}

function fileStatuses(base: PackFiles, head: PackFiles): PackComparison["files"] {
  const paths = [...new Set([...Object.keys(base), ...Object.keys(head)])].sort();
  return paths.map((path) => {
    const [a, b] = [base[path], head[path]];
    const status: FileStatus = a === undefined ? "added" : b === undefined ? "removed" : a === b ? "same" : "changed";
    return { path, status };
  });
}

/** Compare two versions of a pack. Works on packs that fail lint: it reads them without requiring a pass. */
export function comparePacks(base: PackFiles, head: PackFiles): PackComparison {
  const [baseLint, headLint] = [lintPackInContext(base), lintPackInContext(head)];
  const [baseFindings, headFindings] = [baseLint.findings, headLint.findings];
  const [before, after] = [side(base, baseFindings, baseLint.ctx), side(head, headFindings, headLint.ctx)];
  const keys = (s: RiskSide) => [...s.commands.keys()];
  return {
    packs: {
      base: { id: before.surface?.id ?? null, passes: before.passes },
      head: { id: after.surface?.id ?? null, passes: after.passes },
    },
    risks: reviewRisks(before, after),
    findings: diffFindings(baseFindings, headFindings),
    commands: {
      added: keys(after).filter((v) => !before.commands.has(v)),
      removed: keys(before).filter((v) => !after.commands.has(v)),
      changed: changedCommands(before, after),
    },
    files: fileStatuses(base, head),
  };
}
