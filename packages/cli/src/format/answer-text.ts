// An openapi command's answer as terminal text: documented (from the document, not sent) or live (sent).
import type { DocumentedRun } from "@packstudio/core";
import type { LiveRun } from "@packstudio/faces";
import type { Paint } from "./color.js";
import { terminalSafe as safe } from "./terminal-safe.js";

export function answerText(run: DocumentedRun | LiveRun, paint: Paint): string[] {
  const row = (label: string, value: string) => `${paint.dim(label.padEnd(9))}${value}`;
  const succeeded = run.outcome.status === "succeeded";
  const media = run.mediaType ? ` (${safe(run.mediaType)})` : "";
  const head =
    "documented" in run
      ? `${paint.yellow("documented answer, not sent")}: HTTP ${run.status}${media}, ${sourceWords(run)}`
      : `${paint.bold("sent")}: HTTP ${run.status}${media}`;
  const lines = [
    row("answer", head),
    row("outcome", succeeded ? paint.green("succeeded") : paint.red(`failed: ${run.outcome.reason}`)),
    row("time", `${run.durationMs} ms`),
    row(succeeded ? "done" : "title", safe(run.title)),
  ];
  if ("note" in run && run.note) lines.push(row("note", safe(run.note)));
  const body = run.json !== null ? JSON.stringify(run.json, null, 2) : run.stdout.trimEnd();
  if (body)
    lines.push(
      row("body", ""),
      ...safe(body)
        .split("\n")
        .map((l) => `  ${l}`),
    );
  if (run.stdoutTruncated) lines.push(paint.yellow("  … the body was cut at 1 MiB"));
  return lines;
}

function sourceWords(run: DocumentedRun): string {
  if (run.source === "example") return "the response's example";
  if (run.source === "examples") return `the response's example "${safe(run.exampleName ?? "")}"`;
  if (run.source === "schema") return "a value made from the response's schema";
  return "no body";
}
