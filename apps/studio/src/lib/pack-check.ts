// Whether a set of files is a pack the studio accepts (DECISIONS.md 1): used on shared links and uploads to share.
import { type PackFiles, packProblems, packProblemText } from "@packstudio/core";

/** Why `value` is not an acceptable pack (files, sizes, paths), or undefined when it is. */
export function packProblem(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "it is not a set of files";
  const entries = Object.entries(value);
  if (entries.length === 0) return "it holds no files";
  for (const [path, text] of entries) {
    if (typeof text !== "string") return `${JSON.stringify(path.slice(0, 100))} is not text`;
    // A file named like this would change the prototype of the objects the studio copies files into.
    if (path === "__proto__") return 'the path "__proto__" is reserved';
  }
  const [first] = packProblems(value as PackFiles);
  return first && packProblemText(first);
}
