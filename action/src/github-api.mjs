// GitHub's REST API for the one pull-request comment the action keeps: find it by its marker, update it or create it.

/** Marks the action's comment so later runs update it instead of adding another. */
export const commentMarker = "<!-- packstudio-review -->";

const pageSize = 100;
// A pull request with more comments than this is not searched further (a new comment is posted).
const maxPages = 30;

/** GitHub said no (a fork's read-only token, a missing permission): the caller warns and goes on. */
export class GitHubApiError extends Error {
  /** @param {string} message @param {number} status */
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
 * @param {CommentTarget} target
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 */
async function call(target, method, path, body) {
  const url = `${target.apiUrl.replace(/\/+$/, "")}${path}`;
  /** @type {Response} */
  let response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        accept: "application/vnd.github+json",
        authorization: `Bearer ${target.token}`,
        "x-github-api-version": "2022-11-28",
        "user-agent": "packstudio-action",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new GitHubApiError(`${method} ${url} failed: ${/** @type {Error} */ (error).message}`, 0);
  }
  const text = await response.text();
  if (!response.ok) {
    let why = text.slice(0, 200);
    try {
      why = JSON.parse(text).message ?? why;
    } catch {
      // Not JSON: keep the start of the text.
    }
    throw new GitHubApiError(`${method} ${path} answered HTTP ${response.status}: ${why}`, response.status);
  }
  return text ? JSON.parse(text) : null;
}

/**
 * The id of the action's earlier comment on the pull request, if any.
 * @param {CommentTarget} target
 * @returns {Promise<number | undefined>}
 */
async function findComment(target) {
  for (let page = 1; page <= maxPages; page++) {
    const path = `/repos/${target.repository}/issues/${target.issue}/comments?per_page=${pageSize}&page=${page}`;
    /** @type {{ id: number, body?: string }[]} */
    const comments = await call(target, "GET", path);
    const mine = comments.find((c) => c.body?.includes(commentMarker));
    if (mine) return mine.id;
    if (comments.length < pageSize) return undefined;
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
  const id = await findComment(target);
  if (id !== undefined) {
    const updated = await call(target, "PATCH", `/repos/${target.repository}/issues/comments/${id}`, { body: text });
    return { url: updated.html_url, action: "updated" };
  }
  const created = await call(target, "POST", `/repos/${target.repository}/issues/${target.issue}/comments`, {
    body: text,
  });
  return { url: created.html_url, action: "created" };
}
