// The action's work: check each pack (annotations and SARIF), write the job summary and outputs, and on a pull
// request review each pack against the base and keep one comment up to date.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
// The CLI's own escaping of workflow commands (plain JavaScript, like this script).
import { escapeData } from "../../packages/cli/src/format/workflow-escape.mjs";
import { findPacks } from "./find-packs.mjs";
import { GitHubApiError, upsertComment } from "./github-api.mjs";
import { InputError, readInputs } from "./inputs.mjs";
import { ensureBaseCommit, reviewPack } from "./pack-review.mjs";
import { firstLine, packstudio } from "./packstudio.mjs";
import { commentMarkdown, summaryMarkdown } from "./report-markdown.mjs";
import { levelCounts, mergeSarif } from "./sarif-merge.mjs";
import { appendSummary, writeOutputs } from "./workflow-files.mjs";

/** @typedef {import("./report-markdown.mjs").PackCheck} PackCheck */
/** @typedef {import("./sarif-merge.mjs").SarifLog} SarifLog */

/** A log with no results, when no pack could be checked: the upload step still finds a valid file. */
const emptyLog = () =>
  /** @type {SarifLog} */ ({
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [{ tool: { driver: { name: "packstudio", rules: [] } }, results: [] }],
  });

/**
 * @param {string} workspace
 * @param {string[]} dirs
 * @param {string | undefined} server
 * @param {(text: string) => void} out
 */
function checkPacks(workspace, dirs, server, out) {
  /** @type {PackCheck[]} */
  const checks = [];
  /** @type {SarifLog[]} */
  const logs = [];
  for (const dir of dirs) {
    out(`packstudio check ${dir}\n`);
    const annotated = packstudio(["check", dir, "--format", "github"], workspace);
    out(annotated.stdout);
    if (annotated.code > 1) {
      const problem = firstLine(annotated.stderr);
      out(`::error title=packstudio check::${escapeData(`${dir}: ${problem}`)}\n`);
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

/**
 * On a pull request: review each checked pack against the base and create or update the comment.
 * @param {Record<string, string | undefined>} env
 * @param {string} workspace
 * @param {import("./inputs.mjs").Inputs} inputs
 * @param {PackCheck[]} checks
 * @param {(text: string) => void} out
 */
async function reviewPullRequest(env, workspace, inputs, checks, out) {
  const payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH ?? "", "utf8"));
  const base = payload.pull_request?.base?.sha;
  const issue = payload.pull_request?.number;
  if (typeof base !== "string" || typeof issue !== "number") {
    out("::warning title=packstudio review::The event has no pull_request base and number; no review.\n");
    return undefined;
  }
  const missing = ensureBaseCommit(workspace, base);
  if (missing) {
    out(`::warning title=packstudio review::${escapeData(`No review: ${missing}.`)}\n`);
    return undefined;
  }
  const reviews = checks.filter((c) => !c.problem).map((c) => reviewPack(workspace, c.dir, base, inputs.server));
  for (const r of reviews) {
    out(`packstudio review ${r.dir}: ${r.status}${r.link ? ` ${r.link}` : ""}${r.problem ? ` (${r.problem})` : ""}\n`);
  }
  const body = commentMarkdown(checks, reviews, base);
  appendSummary(env.GITHUB_STEP_SUMMARY, body);
  const repository = env.GITHUB_REPOSITORY;
  if (!inputs.token || !repository) {
    out(
      "::warning title=packstudio review::No github-token or GITHUB_REPOSITORY: the review is in the job summary only.\n",
    );
    return undefined;
  }
  const target = { apiUrl: env.GITHUB_API_URL || "https://api.github.com", repository, issue, token: inputs.token };
  try {
    const comment = await upsertComment(target, body);
    out(`Review comment ${comment.action}: ${comment.url}\n`);
    return comment.url;
  } catch (error) {
    if (!(error instanceof GitHubApiError)) throw error;
    const hint =
      error.status === 403 || error.status === 404
        ? " A pull request from a fork gets a read-only token; otherwise give the job `permissions: pull-requests: write`."
        : "";
    out(
      `::warning title=packstudio review::${escapeData(`The review comment was not posted: ${error.message}.${hint}`)}\n`,
    );
    return undefined;
  }
}

/** The outputs the script writes, in order (action.yml maps each from the "check" step). */
export const outputNames = ["sarif-file", "errors", "warnings", "notes", "packs", "review-comment-url"];

/**
 * Run the action with this environment (the runner's, or a test's); returns the exit status.
 * @param {Record<string, string | undefined>} env
 * @param {(text: string) => void} out
 */
export async function runAction(env, out) {
  const workspace = resolve(env.GITHUB_WORKSPACE || process.cwd());
  let inputs;
  let dirs;
  try {
    inputs = readInputs(env);
    dirs = findPacks(workspace, inputs.packs);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    out(`::error title=packstudio action::${escapeData(error.message)}\n`);
    return 2;
  }

  const { checks, log } = checkPacks(workspace, dirs, inputs.server, out);
  const sarifPath = resolve(workspace, inputs.sarifFile);
  mkdirSync(dirname(sarifPath), { recursive: true });
  writeFileSync(sarifPath, `${JSON.stringify(log, null, 2)}\n`);
  const counts = levelCounts(log);
  out(`SARIF log: ${inputs.sarifFile} (${counts.error} errors, ${counts.warning} warnings, ${counts.note} notes)\n`);
  appendSummary(env.GITHUB_STEP_SUMMARY, summaryMarkdown(checks, inputs.sarifFile));

  const pullRequest = env.GITHUB_EVENT_NAME === "pull_request" || env.GITHUB_EVENT_NAME === "pull_request_target";
  const commentUrl =
    inputs.review && pullRequest ? await reviewPullRequest(env, workspace, inputs, checks, out) : undefined;
  writeOutputs(env.GITHUB_OUTPUT, {
    "sarif-file": inputs.sarifFile,
    errors: counts.error,
    warnings: counts.warning,
    notes: counts.note,
    packs: dirs.join("\n"),
    "review-comment-url": commentUrl ?? "",
  });

  if (checks.some((c) => c.problem)) return 2;
  const failing =
    inputs.failOn === "error" ? counts.error : inputs.failOn === "warning" ? counts.error + counts.warning : 0;
  return failing > 0 ? 1 : 0;
}
