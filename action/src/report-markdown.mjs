// The Markdown the action writes: the job summary (lint per pack) and the pull-request comment (reviews).
import { commentMarker } from "./github-api.mjs";

/**
 * @typedef {import("./pack-review.mjs").PackReview} PackReview
 * @typedef {object} PackCheck
 * @property {string} dir
 * @property {number} code packstudio check's exit status
 * @property {{ error: number, warning: number, note: number }} counts
 * @property {string} [problem] why the pack could not be checked (exit 2)
 */

/**
 * Text from a pack (names, messages) as inert Markdown: no links, mentions, HTML or table breaks.
 * @param {string} text
 */
export function escapeMarkdown(text) {
  return text
    .replace(/[\r\n]+/g, " ")
    .replace(/[\\`*_{}[\]()<>#+!|~]/g, "\\$&")
    .replace(/@/g, "@\u200b");
}

// A code span; "|" escaped too, since GitHub splits table cells on it even inside backticks.
const code = (/** @type {string} */ text) => `\`${text.replace(/`/g, "'").replace(/\|/g, "\\|")}\``;
const plural = (/** @type {number} */ n, /** @type {string} */ word) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** @param {PackCheck} pack */
function lintCell(pack) {
  if (pack.problem) return `✖ not checked: ${escapeMarkdown(pack.problem)}`;
  const { error, warning, note } = pack.counts;
  const counts = `${plural(error, "error")}, ${plural(warning, "warning")}, ${plural(note, "note")}`;
  return `${error > 0 ? "✖ fails" : "✔ passes"} (${counts})`;
}

/**
 * The job summary: one row per pack, and where the SARIF log went.
 * @param {PackCheck[]} packs
 * @param {string} sarifFile
 */
export function summaryMarkdown(packs, sarifFile) {
  return [
    "### Pack Studio check",
    "",
    "| pack | lint |",
    "| --- | --- |",
    ...packs.map((p) => `| ${code(p.dir)} | ${lintCell(p)} |`),
    "",
    `SARIF log: ${code(sarifFile)} (upload it with \`github/codeql-action/upload-sarif\` to see findings in code scanning).`,
    "",
  ].join("\n");
}

const riskOrder = { high: 0, medium: 1, low: 2 };

/** @param {PackReview} review */
function reviewLines(review) {
  const head = `#### ${code(review.dir)}`;
  if (review.status === "failed") return [head, "", `Not reviewed: ${escapeMarkdown(review.problem ?? "")}`];
  if (review.status === "new") {
    const open = review.link ? ` [Open it in Pack Studio](${review.link}).` : "";
    const problem = review.problem ? ` Not shared: ${escapeMarkdown(review.problem)}` : "";
    return [head, "", `A new pack in this change: nothing to compare with.${open}${problem}`];
  }
  const lines = [head, ""];
  if (review.link)
    lines.push(`[Open the review in Pack Studio](${review.link}): file diffs, comments and verdicts.`, "");
  const risks = [...review.risks].sort((a, b) => riskOrder[a.severity] - riskOrder[b.severity]);
  if (risks.length === 0) lines.push("Risks: none found.");
  else {
    lines.push(`Risks (${risks.length}):`);
    for (const r of risks)
      lines.push(`- **${r.severity.toUpperCase()}** ${escapeMarkdown(r.message)} (${code(r.code)})`);
  }
  const names = (/** @type {string[]} */ list) => (list.length ? list.map(code).join(", ") : "none");
  const { added, removed, changed } = review.commands;
  lines.push(
    "",
    `Findings added: ${review.findingsAdded}, fixed: ${review.findingsFixed}. Commands added: ${names(added)}; removed: ${names(removed)}; changed: ${names(changed)}.`,
  );
  return lines;
}

/**
 * The pull-request comment: lint per pack, then each pack's review.
 * @param {PackCheck[]} packs
 * @param {PackReview[]} reviews
 * @param {string} base the base commit compared with
 */
export function commentMarkdown(packs, reviews, base) {
  const lines = [
    commentMarker,
    "### Pack Studio review",
    "",
    "| pack | lint |",
    "| --- | --- |",
    ...packs.map((p) => `| ${code(p.dir)} | ${lintCell(p)} |`),
    "",
    `Compared with the base commit ${code(base.slice(0, 12))}.`,
  ];
  for (const review of reviews) lines.push("", ...reviewLines(review));
  lines.push("", "<sub>Updated on each push by the Pack Studio action.</sub>", "");
  return lines.join("\n");
}
