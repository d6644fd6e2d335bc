// Checks of a file path a person types (add, rename, upload) against DECISIONS.md 1.
import { type PackFiles, packLimits } from "@packstudio/core";

/** Why a path cannot be a pack file, or undefined when it can. */
export function pathProblem(path: string, files: PackFiles, renamingFrom?: string): string | undefined {
  if (path.trim() === "") return "Give the file a name.";
  if (path.startsWith("/") || /^[A-Za-z]:/.test(path))
    return "Paths are relative to the pack root: drop the leading / or drive.";
  if (path.includes("\\")) return "Use / between folders, not \\.";
  const segments = path.split("/");
  if (segments.some((s) => s === "..")) return 'A pack file cannot climb out of the pack (no ".." segments).';
  if (segments.some((s) => s === "" || s === ".")) return "A path has an empty or '.' segment: remove the extra slash.";
  if (segments.some((s) => s.trim() === "")) return "A folder or file name is only spaces: give it a name.";
  if (path.length > 512) return "The path is over 512 characters.";
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
  return "plaintext";
}
