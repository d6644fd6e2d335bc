// Where a finding's file sits relative to the working folder, for reports read from the repository root.
import { relative, resolve, sep } from "node:path";

/** `file` (relative to the pack folder `dir`) as a "/"-separated path relative to `cwd`. */
export function pathFromCwd(cwd: string, dir: string, file: string): string {
  const path = relative(cwd, resolve(cwd, dir, file))
    .split(sep)
    .join("/");
  return path === "" ? "." : path;
}

/** A relative path as a URI reference: each segment percent-encoded, "/" kept. */
export function pathUri(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}
