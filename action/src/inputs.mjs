// The action's inputs, read from the INPUT_* variables action.yml maps them to, checked with clear errors.

/** Each input the script reads, by its action.yml name (action.test.ts checks action.yml maps every one). */
export const inputNames = /** @type {const} */ (["packs", "server", "sarif-file", "review", "fail-on", "github-token"]);

/** @typedef {"error" | "warning" | "never"} FailOn */

/**
 * @typedef {object} Inputs
 * @property {string[]} packs folders or globs, one a line
 * @property {string | undefined} server the studio's address, for review links and the rules' help links
 * @property {string} sarifFile where the SARIF log goes, relative to the workspace
 * @property {boolean} review on pull requests, compare with the base and post or update one comment
 * @property {FailOn} failOn the lowest finding level that fails the step
 * @property {string} token the token for GitHub's API (the comment)
 */

/** A wrong input: printed as one ::error:: line, exit 2. */
export class InputError extends Error {}

/** The environment variable composite actions cannot set for themselves: action.yml maps `packs` to INPUT_PACKS. */
export const envName = (/** @type {string} */ name) => `INPUT_${name.replace(/-/g, "_").toUpperCase()}`;

/** @param {Record<string, string | undefined>} env */
export function readInputs(env) {
  const get = (/** @type {string} */ name) => (env[envName(name)] ?? "").trim();
  const packs = get("packs")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  if (packs.length === 0)
    throw new InputError('"packs" is empty: give pack folders or globs, one a line (like packs/*).');

  const server = get("server") || undefined;
  if (server !== undefined && !/^https?:\/\/[^\s]+$/.test(server))
    throw new InputError(`"server" must be the studio's http:// or https:// address, not "${server}".`);

  const sarifFile = get("sarif-file") || "packstudio.sarif";

  const review = get("review") || "true";
  if (review !== "true" && review !== "false") throw new InputError(`"review" must be true or false, not "${review}".`);

  const failOn = get("fail-on") || "error";
  if (failOn !== "error" && failOn !== "warning" && failOn !== "never")
    throw new InputError(`"fail-on" must be error, warning or never, not "${failOn}".`);

  return /** @type {Inputs} */ ({
    packs,
    server,
    sarifFile,
    review: review === "true",
    failOn,
    token: get("github-token"),
  });
}
