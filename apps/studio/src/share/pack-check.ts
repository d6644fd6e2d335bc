// Whether a set of files is a pack the studio accepts (DECISIONS.md 1): used on shared links and uploads to share.
import { packLimits, utf8Length } from "@packstudio/core";
import { pathProblem } from "~/editor/file-paths";

const mib = 1024 * 1024;

/** Why `value` is not an acceptable pack (files, sizes, paths), or undefined when it is. */
export function packProblem(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "it is not a set of files";
  const entries = Object.entries(value);
  if (entries.length === 0) return "it holds no files";
  if (entries.length > packLimits.maxFiles)
    return `it holds ${entries.length} files; a pack may hold ${packLimits.maxFiles}`;
  let total = 0;
  for (const [path, text] of entries) {
    if (typeof text !== "string") return `${JSON.stringify(path.slice(0, 100))} is not text`;
    // A file named like this would change the prototype of the objects the studio copies files into.
    if (path === "__proto__") return 'the path "__proto__" is reserved';
    // An empty files map stands in for the pack: only the path's own shape is checked here.
    const why = pathProblem(path, {});
    if (why) return `the path ${JSON.stringify(path.slice(0, 100))} is not accepted: ${why}`;
    const bytes = utf8Length(text);
    if (bytes > packLimits.maxFileBytes) return `"${path}" is ${bytes} bytes; a pack file may hold 1 MiB`;
    total += bytes;
  }
  if (total > packLimits.maxTotalBytes)
    return `it holds ${(total / mib).toFixed(2)} MiB; a pack may hold ${packLimits.maxTotalBytes / mib} MiB in all`;
  return undefined;
}
