// The risk summary of a review (DECISIONS.md 11): what in the change widens what the pack may do, worst first.
import { isRecord } from "../pack/json-value.js";
import type { PackFiles } from "../pack/pack-files.js";
import type { SurfaceView } from "../pack/surface-view.js";
import type { Approval } from "../schema/enums.js";
import type { CommandFacts } from "./command-facts.js";
import { requestRisks } from "./request-risks.js";

export type RiskSeverity = "high" | "medium" | "low";

/** The kinds of risk, in the order the summary lists them within one severity. */
export const riskCodes = [
  "read_to_write",
  "request_read_to_write",
  "delete_request_added",
  "write_without_card",
  "approval_loosened",
  "write_without_approval",
  "binding_mode_changed",
  "plane_changed",
  "server_changed",
  "wrap_bin_changed",
  "wrap_program_changed",
  "write_command_added",
  "trigger_added",
  "workspace_mode_changed",
  "binding_hub_changed",
  "openapi_path_changed",
  "fails_lint",
  "request_changed",
  "cli_bin_changed",
  "argv_changed",
] as const;

export type RiskCode = (typeof riskCodes)[number];

export interface Risk {
  code: RiskCode;
  severity: RiskSeverity;
  /** The command it concerns, for per-command risks. */
  verb?: string;
  /** The pack file the change was made in, when the code alone does not say (an openapi pack's document). */
  file?: string;
  message: string;
}

export interface RiskSide {
  files: PackFiles;
  surface: SurfaceView | undefined;
  commands: Map<string, CommandFacts>;
  passes: boolean;
  /** An openapi pack's document, as a pack path (`openapi.yaml`), when `openapi.path` names a file of the pack. */
  documentFile: string | undefined;
}

// always > first_use > never: a lower rank asks a person less often.
const approvalRank: Record<Approval, number> = { never: 0, first_use: 1, always: 2 };
const severityRank: Record<RiskSeverity, number> = { high: 0, medium: 1, low: 2 };

// Code-unit order, so the summary reads the same in every locale.
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const show = (value: string | undefined) => (value === undefined ? "(none)" : `"${value}"`);
const withoutCard = (c: CommandFacts | undefined) =>
  c?.effect === "write" && c.approval !== null && c.approval !== "never" && !c.declaresCard;

function commandRisks(verb: string, before: CommandFacts | undefined, after: CommandFacts): Risk[] {
  const out: Risk[] = [];
  const q = `"${verb}"`;
  if (after.effect === "write" && before?.effect === "read") {
    out.push({
      code: "read_to_write",
      severity: "high",
      verb,
      message: `${q} went from read to write: a runtime now treats it as changing data (approval "${after.approval}").`,
    });
  }
  // A new DELETE has a risk of its own (request-risks.ts).
  if (after.effect === "write" && !before && after.request?.method !== "DELETE") {
    out.push({ code: "write_command_added", severity: "medium", verb, message: `New write command ${q}.` });
  }
  if (before?.approval && after.approval && approvalRank[after.approval] < approvalRank[before.approval]) {
    out.push({
      code: "approval_loosened",
      severity: after.effect === "write" ? "high" : "medium",
      verb,
      message: `${q} asks a person less: approval "${before.approval}" became "${after.approval}"${after.effect === "write" ? " on a write command" : ""}.`,
    });
  } else if (
    after.effect === "write" &&
    after.approval === "never" &&
    !(before?.effect === "write" && before.approval === "never")
  ) {
    out.push({
      code: "write_without_approval",
      severity: "high",
      verb,
      message: `${q} writes with approval "never": it runs without asking anyone.`,
    });
  }
  if (withoutCard(after) && !withoutCard(before)) {
    const lost = before?.effect === "write" && before.declaresCard;
    out.push({
      code: "write_without_card",
      severity: "high",
      verb,
      message: lost
        ? `Write command ${q} lost its card: it no longer declares a "preview", so the person approving sees a table of raw arguments.`
        : `Write command ${q} has no card: it declares no "preview", so the person approving (approval "${after.approval}") sees a table of raw arguments.`,
    });
  }
  // An openapi command's request changes are said by request-risks.ts, with what changed.
  if (before && !(before.request && after.request) && before.argv.join("\u0000") !== after.argv.join("\u0000")) {
    out.push({
      code: "argv_changed",
      severity: "low",
      verb,
      message: `${q} projects another command line for its first examples.`,
    });
  }
  return out;
}

/** The pack file `wrap.bin` names, when it is a path inside the pack (`./bin/x` or `bin/x`). */
function programFile(surface: SurfaceView): string | undefined {
  const bin = surface.wrapBin;
  if (!bin || bin.startsWith("/") || !bin.includes("/")) return undefined;
  return bin.replace(/^(\.\/)+/, "");
}

function bindingField(surface: SurfaceView, key: string): string | undefined {
  const value = isRecord(surface.binding) ? surface.binding[key] : undefined;
  return typeof value === "string" ? value : undefined;
}

function surfaceRisks(bs: SurfaceView, hs: SurfaceView, baseFiles: PackFiles, headFiles: PackFiles, out: Risk[]) {
  const changed = (
    code: RiskCode,
    severity: RiskSeverity,
    what: string,
    a: string | undefined,
    b: string | undefined,
  ) => {
    if (a !== b) out.push({ code, severity, message: `${what} changed from ${show(a)} to ${show(b)}.` });
  };
  changed("binding_mode_changed", "high", "Binding mode", bindingField(bs, "mode"), bindingField(hs, "mode"));
  changed("plane_changed", "high", "Plane", bs.plane, hs.plane);
  changed("wrap_bin_changed", "high", "wrap.bin (the program a runtime starts)", bs.wrapBin, hs.wrapBin);
  const program = programFile(hs);
  if (program !== undefined && bs.wrapBin === hs.wrapBin && baseFiles[program] !== headFiles[program]) {
    out.push({
      code: "wrap_program_changed",
      severity: "high",
      message: `The program wrap.bin starts ("${program}") changed: every command runs the new code.`,
    });
  }
  const before = new Set(bs.triggers.map((t) => t.ref));
  for (const ref of new Set(hs.triggers.map((t) => t.ref))) {
    if (!before.has(ref)) {
      out.push({
        code: "trigger_added",
        severity: "medium",
        message: `New trigger "${ref}": the pack can now reach the agent on that event.`,
      });
    }
  }
  changed("workspace_mode_changed", "medium", "wrap.workspace.mode", bs.workspaceMode, hs.workspaceMode);
  changed("binding_hub_changed", "medium", "Binding hub", bindingField(bs, "hub"), bindingField(hs, "hub"));
  changed("cli_bin_changed", "low", "cliBin", bs.cliBin, hs.cliBin);
}

function packRisks(base: RiskSide, head: RiskSide): Risk[] {
  const out: Risk[] = [];
  const [bs, hs] = [base.surface, head.surface];
  // A side whose surface.json does not read has no facts to compare; its lint findings say why.
  if (bs && hs) surfaceRisks(bs, hs, base.files, head.files, out);
  if (base.passes && !head.passes) {
    out.push({
      code: "fails_lint",
      severity: "medium",
      message: "The head fails lint (see the findings added): a runtime would reject it.",
    });
  }
  return out;
}

/** Every risk of the change from base to head, most severe first (then in `riskCodes` order, then by command). */
export function reviewRisks(base: RiskSide, head: RiskSide): Risk[] {
  const risks = [...packRisks(base, head), ...requestRisks(base, head)];
  for (const [verb, after] of head.commands) risks.push(...commandRisks(verb, base.commands.get(verb), after));
  const order = (r: Risk) => riskCodes.indexOf(r.code);
  return risks.sort(
    (a, b) =>
      severityRank[a.severity] - severityRank[b.severity] || order(a) - order(b) || byText(a.verb ?? "", b.verb ?? ""),
  );
}
