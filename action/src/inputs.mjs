// The action's inputs, read by @actions/core from the INPUT_* variables action.yml maps them to, checked with clear
// errors.
import { getInput, getMultilineInput } from "@actions/core";

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

/**
 * The variable getInput reads, which a composite action sets for itself in action.yml (`sarif-file` to
 * INPUT_SARIF-FILE: upper case, spaces to `_`, dashes kept, as the runner names a JavaScript action's inputs).
 */
export const envName = (/** @type {string} */ name) => `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;

/** The inputs from this process's environment (getInput trims each value). */
export function readInputs() {
  // One a line, each trimmed ("\r" too); blank lines and # comments dropped.
  const packs = getMultilineInput("packs").filter((line) => line !== "" && !line.startsWith("#"));
  if (packs.length === 0)
    throw new InputError('"packs" is empty: give pack folders or globs, one a line (like packs/*).');

  const server = getInput("server") || undefined;
  if (server !== undefined && !/^https?:\/\/[^\s]+$/.test(server))
    throw new InputError(`"server" must be the studio's http:// or https:// address, not "${server}".`);

  const sarifFile = getInput("sarif-file") || "packstudio.sarif";

  const review = getInput("review") || "true";
  if (review !== "true" && review !== "false") throw new InputError(`"review" must be true or false, not "${review}".`);

  const failOn = getInput("fail-on") || "error";
  if (failOn !== "error" && failOn !== "warning" && failOn !== "never")
    throw new InputError(`"fail-on" must be error, warning or never, not "${failOn}".`);

  return /** @type {Inputs} */ ({
    packs,
    server,
    sarifFile,
    review: review === "true",
    failOn,
    token: getInput("github-token"),
  });
}
