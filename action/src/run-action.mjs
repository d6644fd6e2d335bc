// The action's work: check each pack (annotations and SARIF), write the job summary and outputs, and on a pull
// request review each pack against the base and keep one comment up to date.
// Workflow commands, outputs and the job summary go through @actions/core; the event through @actions/github.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import * as core from "@actions/core";
import { context } from "@actions/github";
import { findPacks } from "./find-packs.mjs";
import { GitHubApiError, upsertComment } from "./github-api.mjs";
import { InputError, readInputs } from "./inputs.mjs";
import { ensureBaseCommit, reviewPack } from "./pack-review.mjs";
import { firstLine, packstudio } from "./packstudio.mjs";
import { commentMarkdown, summaryMarkdown } from "./report-markdown.mjs";
import { levelCounts, mergeSarif } from "./sarif-merge.mjs";

/** @typedef {import("./report-markdown.mjs").PackCheck} PackCheck */
/** @typedef {import("./sarif-merge.mjs").SarifLog} SarifLog */

/** A log with no results, when no pack could be checked: the upload step still finds a valid file. */
const emptyLog = () =>
  /** @type {SarifLog} */ ({
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [{ tool: { driver: { name: "packstudio", rules: [] } }, results: [] }],
  });

/** Append Markdown to the job summary (a no-op outside Actions, where there is no GITHUB_STEP_SUMMARY). */
async function appendSummary(/** @type {string} */ markdown) {
  if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(markdown, !markdown.endsWith("\n")).write();
}

/**
 * @param {string} workspace
 * @param {string[]} dirs
 * @param {string | undefined} server
 */
function checkPacks(workspace, dirs, server) {
  /** @type {PackCheck[]} */
  const checks = [];
  /** @type {SarifLog[]} */
  const logs = [];
  for (const dir of dirs) {
    core.info(`packstudio check ${dir}`);
    const annotated = packstudio(["check", dir, "--format", "github"], workspace);
    // The CLI's own annotations (workflow commands with file and line), passed on as they are.
    process.stdout.write(annotated.stdout);
    if (annotated.code > 1) {
      const problem = firstLine(annotated.stderr);
      core.error(`${dir}: ${problem}`, { title: "packstudio check" });
      checks.push({ dir, code: annotated.code, counts: { error: 0, warning: 0, note: 0 }, problem });
      continue;
    }
    const sarif = packstudio(["check", dir, "--format", "sarif", ...(server ? ["--server", server] : [])], workspace);
    /** @type {SarifLog} */
    const log = JSON.parse(sarif.stdout);
    logs.push(log);
    checks.push({ dir, code: annotated.code, counts: levelCounts(log) });
  }
  return { checks, log: logs.length ? mergeSarif(logs) : emptyLog() };
}

const review = { title: "packstudio review" };

/**
 * On a pull request: review each checked pack against the base and create or update the comment.
 * @param {string} workspace
 * @param {import("./inputs.mjs").Inputs} inputs
 * @param {PackCheck[]} checks
 */
async function reviewPullRequest(workspace, inputs, checks) {
  const base = context.payload.pull_request?.base?.sha;
  const issue = context.payload.pull_request?.number;
  if (typeof base !== "string" || typeof issue !== "number") {
    core.warning("The event has no pull_request base and number; no review.", review);
    return undefined;
  }
  const missing = ensureBaseCommit(workspace, base);
  if (missing) {
    core.warning(`No review: ${missing}.`, review);
    return undefined;
  }
  const reviews = checks.filter((c) => !c.problem).map((c) => reviewPack(workspace, c.dir, base, inputs.server));
  for (const r of reviews) {
    core.info(
      `packstudio review ${r.dir}: ${r.status}${r.link ? ` ${r.link}` : ""}${r.problem ? ` (${r.problem})` : ""}`,
    );
  }
  const body = commentMarkdown(checks, reviews, base);
  await appendSummary(body);
  const repository = process.env.GITHUB_REPOSITORY;
  if (!inputs.token || !repository) {
    core.warning("No github-token or GITHUB_REPOSITORY: the review is in the job summary only.", review);
    return undefined;
  }
  const target = { apiUrl: context.apiUrl, repository, issue, token: inputs.token };
  try {
    const comment = await upsertComment(target, body);
    core.info(`Review comment ${comment.action}: ${comment.url}`);
    return comment.url;
  } catch (error) {
    if (!(error instanceof GitHubApiError)) throw error;
    const hint =
      error.status === 403 || error.status === 404
        ? " A pull request from a fork gets a read-only token; otherwise give the job `permissions: pull-requests: write`."
        : "";
    core.warning(`The review comment was not posted: ${error.message}.${hint}`, review);
    return undefined;
  }
}

/** The outputs the script writes, in order (action.yml maps each from the "check" step). */
export const outputNames = /** @type {const} */ ([
  "sarif-file",
  "errors",
  "warnings",
  "notes",
  "packs",
  "review-comment-url",
]);

/** Run the action with this process's environment (the runner's, or a test's); returns the exit status. */
export async function runAction() {
  const workspace = resolve(process.env.GITHUB_WORKSPACE || process.cwd());
  let inputs;
  let dirs;
  try {
    inputs = readInputs();
    dirs = await findPacks(workspace, inputs.packs);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    core.error(error.message, { title: "packstudio action" });
    return 2;
  }

  const { checks, log } = checkPacks(workspace, dirs, inputs.server);
  const sarifPath = resolve(workspace, inputs.sarifFile);
  mkdirSync(dirname(sarifPath), { recursive: true });
  writeFileSync(sarifPath, `${JSON.stringify(log, null, 2)}\n`);
  const counts = levelCounts(log);
  core.info(
    `SARIF log: ${inputs.sarifFile} (${counts.error} errors, ${counts.warning} warnings, ${counts.note} notes)`,
  );
  await appendSummary(summaryMarkdown(checks, inputs.sarifFile));

  const pullRequest = context.eventName === "pull_request" || context.eventName === "pull_request_target";
  const commentUrl = inputs.review && pullRequest ? await reviewPullRequest(workspace, inputs, checks) : undefined;
  /** @type {Record<(typeof outputNames)[number], string | number>} */
  const outputs = {
    "sarif-file": inputs.sarifFile,
    errors: counts.error,
    warnings: counts.warning,
    notes: counts.note,
    packs: dirs.join("\n"),
    "review-comment-url": commentUrl ?? "",
  };
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);

  if (checks.some((c) => c.problem)) return 2;
  const failing =
    inputs.failOn === "error" ? counts.error : inputs.failOn === "warning" ? counts.error + counts.warning : 0;
  return failing > 0 ? 1 : 0;
}
