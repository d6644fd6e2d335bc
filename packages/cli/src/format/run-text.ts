// A sandbox run's result as terminal text: outcome, exit code, limit, done title, output and side effects.
import type { RunReport } from "@packstudio/sandbox";
import type { Paint } from "./color.js";

export function runText(run: RunReport, paint: Paint): string[] {
  const row = (label: string, value: string) => `${paint.dim(label.padEnd(9))}${value}`;
  const succeeded = run.outcome.status === "succeeded";
  const lines = [
    row("outcome", succeeded ? paint.green("succeeded") : paint.red(`failed: ${run.outcome.reason}`)),
    row("exit", run.exitCode === 0 ? paint.green("0") : paint.red(String(run.exitCode ?? "none"))),
    row("time", `${run.durationMs} ms`),
    row("limit", run.limit ? paint.red(`stopped by the ${run.limit} limit`) : "none hit"),
    // Only a run that succeeded has a done title: a failed one is named, never described as done.
    row(succeeded ? "done" : "title", run.title),
  ];
  const stdout = run.json !== null ? JSON.stringify(run.json, null, 2) : run.stdout.trimEnd();
  if (stdout) lines.push(row("stdout", ""), ...stdout.split("\n").map((l) => `  ${l}`));
  if (run.stdoutTruncated) lines.push(paint.yellow("  … stdout cut at the output limit"));
  if (run.stderr.trim())
    lines.push(
      row("stderr", ""),
      ...run.stderr
        .trimEnd()
        .split("\n")
        .map((l) => `  ${paint.dim(l)}`),
    );
  if (run.sideEffects.length) {
    lines.push(row("changed", `${run.sideEffects.length} file${run.sideEffects.length === 1 ? "" : "s"}`));
    for (const e of run.sideEffects) {
      lines.push(`  ${e.change.padEnd(8)} ${e.path} (${e.sizeBefore ?? "-"} → ${e.sizeAfter ?? "-"} bytes)`);
      if (e.diff)
        lines.push(
          ...e.diff
            .split("\n")
            .slice(0, 20)
            .map((l) => `    ${l.startsWith("+") ? paint.green(l) : l.startsWith("-") ? paint.red(l) : l}`),
        );
    }
  }
  return lines;
}
