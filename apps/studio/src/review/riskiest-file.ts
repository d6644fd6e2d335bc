// The file a review opens on: the changed file of its most severe risk, else the first changed file.
import type { Risk, RiskSeverity } from "@packstudio/core";

/**
 * Where each kind of risk is decided when the risk does not name its file: the policy's effect and approval, or the
 * manifest's commands and binding. An openapi pack's request risks name theirs (the document, or surface.json).
 */
const fileOfRisk: Partial<Record<Risk["code"], string>> = {
  read_to_write: "policy.json",
  approval_loosened: "policy.json",
  write_without_approval: "policy.json",
  write_without_card: "surface.json",
  binding_mode_changed: "surface.json",
  plane_changed: "surface.json",
  wrap_bin_changed: "surface.json",
  write_command_added: "surface.json",
  trigger_added: "surface.json",
  workspace_mode_changed: "surface.json",
  binding_hub_changed: "surface.json",
  cli_bin_changed: "surface.json",
  argv_changed: "surface.json",
  request_read_to_write: "surface.json",
  delete_request_added: "surface.json",
  request_changed: "surface.json",
  openapi_path_changed: "surface.json",
};

const rank: Record<RiskSeverity, number> = { high: 0, medium: 1, low: 2 };

export function riskiestFile(
  files: readonly { path: string; status: string }[],
  risks: readonly (Pick<Risk, "code" | "severity"> & { file?: string })[],
): string | undefined {
  const changed = new Set(files.filter((f) => f.status !== "same").map((f) => f.path));
  const ordered = [...risks].sort((a, b) => rank[a.severity] - rank[b.severity]);
  for (const risk of ordered) {
    const path = risk.file ?? fileOfRisk[risk.code];
    if (path && changed.has(path)) return path;
  }
  return (files.find((f) => f.status !== "same") ?? files[0])?.path;
}
