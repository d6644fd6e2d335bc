// The --session option of `run` and `exec`: one name pattern, since the name keys kept workspaces and approvals.
import { UsageError } from "./io.js";

/** Letters, digits, _ and -, 1 to 64 of them: the name lands in workspace keys, never as a path of its own. */
export const sessionNamePattern = /^[A-Za-z0-9_-]{1,64}$/;

/** The --session value, or `fallback` when none is given; a name off the pattern is a usage error. */
export function sessionName(given: string | undefined, fallback: string): string {
  const name = given ?? fallback;
  if (!sessionNamePattern.test(name)) throw new UsageError("--session takes letters, digits, _ and - (up to 64).");
  return name;
}
