// The one check of a pack's paths and sizes against DECISIONS.md 1: lint (P007), the studio's inputs, file
// tree, uploads and shares, and the CLI all call it, each wording the result for its reader.
import { byteSize } from "../bytes/byte-size.js";
import { fileBytes, fileOver, type PackFiles, packLimits, SURFACE } from "./pack-files.js";
import { openApiDocumentKey } from "./pack-path.js";

export type PathProblemCode =
  | "empty"
  | "absolute"
  | "backslash"
  | "nul"
  | "dot-dot"
  | "dot"
  | "empty-segment"
  | "spaces"
  | "too-long";

export interface PathProblem {
  code: PathProblemCode;
  /** A clause such as `it has a ".." segment`, to follow "the path … is not accepted:". */
  text: string;
}

/** What is wrong with a pack path, if anything: paths are relative, `/`-separated, canonical, 512 characters at most. */
export function pathProblems(path: string): PathProblem[] {
  if (path === "") return [{ code: "empty", text: "the path is empty: give the file a name" }];
  const problems: PathProblem[] = [];
  const add = (code: PathProblemCode, text: string) => problems.push({ code, text });
  if (path.startsWith("/") || path.startsWith("\\") || /^[A-Za-z]:/.test(path))
    add("absolute", "the path is absolute (paths are relative to the pack root)");
  if (path.includes("\\")) add("backslash", 'it uses "\\" (separate folders with "/")');
  if (path.includes("\u0000")) add("nul", "it contains a NUL character");
  const segments = path.replace(/^[\\/]+/, "").split(/[\\/]/);
  if (segments.includes("..")) add("dot-dot", 'it climbs out of the pack (a pack path has no ".." segments)');
  if (segments.includes(".")) add("dot", 'it has a "." segment');
  if (segments.includes("")) add("empty-segment", 'it has an empty segment ("//" or a trailing "/")');
  // A name of spaces alone is blank to whoever reads the path.
  if (segments.some((s) => s !== "" && s.trim() === "")) add("spaces", "it has a name of only spaces");
  if (path.length > packLimits.maxPathChars) add("too-long", `it is over ${packLimits.maxPathChars} characters`);
  return problems;
}

export type PackProblem =
  | { kind: "path"; path: string; problems: PathProblem[] }
  | { kind: "file-bytes"; path: string; bytes: number; limit: number }
  | { kind: "file-count"; count: number }
  | { kind: "total-bytes"; bytes: number };

/**
 * The pack path of an openapi pack's document, which may hold packLimits.maxOpenApiBytes (DECISIONS 14), read
 * from surface.json; only asked when a file is over the usual limit, so most packs never parse it here.
 */
function documentKey(files: PackFiles): string | undefined {
  const text = files[SURFACE];
  if (typeof text !== "string" || fileOver(files, SURFACE, packLimits.maxFileBytes)) return undefined;
  try {
    return openApiDocumentKey(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** Every problem of a pack's paths and sizes: the file count, file by file (path, then size), the bytes in all. */
export function packProblems(files: PackFiles): PackProblem[] {
  let document: { key: string | undefined } | undefined;
  const out: PackProblem[] = [];
  const count = Object.keys(files).length;
  if (count > packLimits.maxFiles) out.push({ kind: "file-count", count });
  // Bytes are counted exactly only where the length leaves the limit open (3 bytes a unit at most).
  let upperBound = 0;
  for (const [path, text] of Object.entries(files)) {
    if (typeof text === "string") upperBound += text.length * 3;
    const problems = pathProblems(path);
    if (problems.length > 0) out.push({ kind: "path", path, problems });
    if (fileOver(files, path, packLimits.maxFileBytes)) {
      document ??= { key: documentKey(files) };
      const limit = path === document.key ? packLimits.maxOpenApiBytes : packLimits.maxFileBytes;
      if (limit === packLimits.maxFileBytes || fileOver(files, path, limit))
        out.push({ kind: "file-bytes", path, bytes: fileBytes(files, path), limit });
    }
  }
  if (upperBound > packLimits.maxTotalBytes) {
    const bytes = Object.keys(files).reduce((n, path) => n + fileBytes(files, path), 0);
    if (bytes > packLimits.maxTotalBytes) out.push({ kind: "total-bytes", bytes });
  }
  return out;
}

/** A problem as one clause for a refusal ("The pack cannot be shared: …"). */
export function packProblemText(problem: PackProblem): string {
  switch (problem.kind) {
    case "path":
      return `the path ${JSON.stringify(problem.path.slice(0, 100))} is not accepted: ${problem.problems.map((p) => p.text).join("; ")}`;
    case "file-bytes":
      return `${JSON.stringify(problem.path.slice(0, 100))} is ${problem.bytes} bytes; ${problem.limit === packLimits.maxFileBytes ? "a pack file" : "an openapi pack's document"} may hold ${byteSize(problem.limit)}`;
    case "file-count":
      return `it holds ${problem.count} files; a pack may hold ${packLimits.maxFiles}`;
    case "total-bytes":
      return `it holds ${byteSize(problem.bytes)}; a pack may hold ${byteSize(packLimits.maxTotalBytes)} in all`;
  }
}
