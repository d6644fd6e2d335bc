// Checks of a file path a person types (add, rename, upload): core's pathProblems, then the editor's own (taken, full).
import { type PackFiles, packLimits, pathProblems } from "@packstudio/core";

/** Why a path cannot be a pack file, or undefined when it can. */
export function pathProblem(path: string, files: PackFiles, renamingFrom?: string): string | undefined {
  const problems = pathProblems(path);
  if (problems.length > 0) {
    const text = problems.map((p) => p.text).join("; ");
    return `${text[0]?.toUpperCase()}${text.slice(1)}.`;
  }
  if (path !== renamingFrom && Object.hasOwn(files, path)) return `"${path}" already exists.`;
  if (renamingFrom === undefined && Object.keys(files).length >= packLimits.maxFiles) {
    return `A pack may hold ${packLimits.maxFiles} files.`;
  }
  return undefined;
}

/** Monaco language of a pack file. */
export function languageOf(path: string): string {
  if (path.endsWith(".json")) return "json";
  if (path.endsWith(".md")) return "markdown";
  if (/\.(m?js|cjs)$/.test(path)) return "javascript";
  if (path.endsWith(".sh")) return "shell";
  if (/\.ya?ml$/.test(path)) return "yaml";
  return "plaintext";
}
