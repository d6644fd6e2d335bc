// On a pull request: each pack compared with the base commit by `packstudio review` (a new pack gets a share link).
import { spawnSync } from "node:child_process";
import { firstLine, packstudio } from "./packstudio.mjs";

/**
 * @typedef {{ code: string, severity: "high" | "medium" | "low", message: string }} Risk
 * @typedef {object} PackReview
 * @property {string} dir
 * @property {"reviewed" | "new" | "failed"} status reviewed against the base, new in this change, or not reviewed
 * @property {string | null} link the review link (or, for a new pack, its share link); null without a studio
 * @property {Risk[]} risks
 * @property {number} findingsAdded
 * @property {number} findingsFixed
 * @property {{ added: string[], removed: string[], changed: string[] }} commands
 * @property {string} [problem] why a pack was not reviewed
 */

/** @param {string} cwd @param {string[]} args */
function git(cwd, args) {
  const run = spawnSync("git", args, { cwd, encoding: "utf8" });
  return { ok: !run.error && run.status === 0, stdout: run.stdout ?? "", stderr: (run.stderr ?? "").trim() };
}

/**
 * Make sure the base commit is here: a pull request's checkout is often one commit deep, so fetch it when missing.
 * @param {string} cwd
 * @param {string} sha
 * @returns {string | undefined} why it cannot be had, or undefined when it is here
 */
export function ensureBaseCommit(cwd, sha) {
  if (!/^[0-9a-f]{7,64}$/i.test(sha)) return `the base "${sha}" is not a commit id`;
  if (git(cwd, ["cat-file", "-e", `${sha}^{commit}`]).ok) return undefined;
  const fetched = git(cwd, ["fetch", "--no-tags", "--depth=1", "origin", sha]);
  if (fetched.ok) return undefined;
  return `the base commit ${sha} is not in the clone and fetching it failed (${fetched.stderr || "git fetch failed"}); check out with fetch-depth: 0`;
}

/** @param {string} dir @param {Partial<PackReview>} fields @returns {PackReview} */
const reviewOf = (dir, fields) => ({
  dir,
  status: "reviewed",
  link: null,
  risks: [],
  findingsAdded: 0,
  findingsFixed: 0,
  commands: { added: [], removed: [], changed: [] },
  ...fields,
});

/**
 * Compare the pack in `dir` (relative to `cwd`) with the base commit; with a studio, store both sides for a link.
 * @param {string} cwd
 * @param {string} dir
 * @param {string} base
 * @param {string | undefined} server
 * @returns {PackReview}
 */
export function reviewPack(cwd, dir, base, server) {
  const atBase = git(cwd, ["ls-tree", "--name-only", base, "--", dir === "." ? "." : dir]);
  if (atBase.ok && atBase.stdout.trim() === "") {
    if (!server) return reviewOf(dir, { status: "new" });
    const shared = packstudio(["share", dir, "--server", server, "--format", "json"], cwd);
    if (shared.code !== 0) return reviewOf(dir, { status: "new", problem: firstLine(shared.stderr) });
    return reviewOf(dir, { status: "new", link: JSON.parse(shared.stdout).link });
  }
  const args = ["review", dir, "--git-base", base, "--format", "json", ...(server ? ["--server", server] : [])];
  const run = packstudio(args, cwd);
  if (run.code !== 0) return reviewOf(dir, { status: "failed", problem: firstLine(run.stderr) });
  const out = JSON.parse(run.stdout);
  return reviewOf(dir, {
    link: out.link,
    risks: out.risks.map((/** @type {Risk} */ r) => ({ code: r.code, severity: r.severity, message: r.message })),
    findingsAdded: out.findings.added.length,
    findingsFixed: out.findings.fixed.length,
    commands: {
      added: out.commands.added,
      removed: out.commands.removed,
      changed: out.commands.changed.map((/** @type {{ verb: string }} */ c) => c.verb),
    },
  });
}

/** The CLI's one-line error without its "packstudio review: " prefix. */
