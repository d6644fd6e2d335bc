// GitHub's REST API for the one pull-request comment the action keeps, through @actions/github's octokit: find it
// by its marker, update it or create it.
import { getOctokit } from "@actions/github";

/** Marks the action's comment so later runs update it instead of adding another. */
export const commentMarker = "<!-- packstudio-review -->";

const pageSize = 100;
// A pull request with more comments than this is not searched further (a new comment is posted).
export const maxPages = 30;
// Each request's own limit, so a stalled API cannot hold the job until its timeout.
const requestTimeoutMs = 30_000;

/** GitHub said no (a fork's read-only token, a missing permission): the caller warns and goes on. */
export class GitHubApiError extends Error {
  /** @param {string} message @param {number} status 0 when no answer came */
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

/**
 * @typedef {object} CommentTarget
 * @property {string} apiUrl GITHUB_API_URL, like https://api.github.com
 * @property {string} repository owner/name
 * @property {number} issue the pull request's number
 * @property {string} token
 */

/**
 * Octokit's RequestError as one line naming the request: "PATCH /repos/… answered HTTP 403: <GitHub's message>".
 * @param {unknown} error
 */
function apiError(error) {
  const e =
    /** @type {{ status?: number, message: string, request?: { method: string, url: string }, response?: unknown }} */ (
      error
    );
  if (!e?.request) return error; // not a request's failure: a bug, thrown as it is
  const { method, url } = e.request;
  if (!e.response) return new GitHubApiError(`${method} ${url} failed: ${e.message}`, 0);
  const path = new URL(url).pathname;
  return new GitHubApiError(`${method} ${path} answered HTTP ${e.status}: ${e.message}`, e.status ?? 0);
}

/** @param {CommentTarget} target */
function client(target) {
  const octokit = getOctokit(target.token, {
    baseUrl: target.apiUrl.replace(/\/+$/, ""),
    userAgent: "packstudio-action",
  });
  octokit.hook.before("request", (options) => {
    options.request = { ...options.request, signal: AbortSignal.timeout(requestTimeoutMs) };
  });
  return octokit;
}

/**
 * The id of the action's earlier comment on the pull request, if any: pages are read until it shows (no more after).
 * @param {ReturnType<typeof client>} octokit
 * @param {{ owner: string, repo: string, issue_number: number }} issue
 * @returns {Promise<number | undefined>}
 */
async function findComment(octokit, issue) {
  let pages = 0;
  const list = octokit.paginate.iterator(octokit.rest.issues.listComments, { ...issue, per_page: pageSize });
  for await (const { data } of list) {
    const mine = data.find((c) => c.body?.includes(commentMarker));
    if (mine) return mine.id;
    if (++pages >= maxPages) break;
  }
  return undefined;
}

/**
 * Create the comment, or update the one an earlier run made.
 * @param {CommentTarget} target
 * @param {string} body Markdown; the marker is added when missing
 * @returns {Promise<{ url: string, action: "created" | "updated" }>}
 */
export async function upsertComment(target, body) {
  const text = body.includes(commentMarker) ? body : `${commentMarker}\n${body}`;
  const [owner = "", repo = ""] = target.repository.split("/");
  const issue = { owner, repo, issue_number: target.issue };
  const octokit = client(target);
  try {
    const id = await findComment(octokit, issue);
    if (id !== undefined) {
      const updated = await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body: text });
      return { url: updated.data.html_url, action: "updated" };
    }
    const created = await octokit.rest.issues.createComment({ ...issue, body: text });
    return { url: created.data.html_url, action: "created" };
  } catch (error) {
    throw apiError(error);
  }
}
