// Writing to the files the Actions runner reads after a step: GITHUB_OUTPUT (outputs) and GITHUB_STEP_SUMMARY.
import { randomBytes } from "node:crypto";
import { appendFileSync } from "node:fs";

/**
 * Append outputs to the GITHUB_OUTPUT file (a no-op outside Actions): name=value, or a heredoc for several lines.
 * @param {string | undefined} file
 * @param {Record<string, string | number>} outputs
 */
export function writeOutputs(file, outputs) {
  if (!file) return;
  const lines = Object.entries(outputs).map(([name, raw]) => {
    const value = String(raw);
    if (!/[\r\n]/.test(value)) return `${name}=${value}\n`;
    // A delimiter no value can hold, as the runner's own toolkit does.
    const delimiter = `ghadelimiter_${randomBytes(16).toString("hex")}`;
    return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
  });
  appendFileSync(file, lines.join(""));
}

/**
 * Append Markdown to the job summary (GITHUB_STEP_SUMMARY; a no-op outside Actions).
 * @param {string | undefined} file
 * @param {string} markdown
 */
export function appendSummary(file, markdown) {
  if (file) appendFileSync(file, markdown.endsWith("\n") ? markdown : `${markdown}\n`);
}
