// Pack files to and from .zip (zip-format.ts) and folder uploads, within the limits of DECISIONS.md 1.
import {
  byteSize,
  executablePackFiles,
  type PackFiles,
  packLimits,
  packProblems,
  packProblemText,
} from "@packstudio/core";
import { pathProblem } from "./file-paths";
import { writeZip } from "./zip-format";
import { readZip, ZipError } from "./zip-read";

/** The pack as a .zip: its programs (bin/ and wrap.bin, core's one rule) 0755, every other file 0644. */
export function zipPack(files: PackFiles): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const programs = executablePackFiles(files);
  return writeZip(
    Object.keys(files)
      .sort()
      .map((path) => [path, encoder.encode(files[path] ?? ""), programs.has(path) ? 0o755 : 0o644]),
  );
}

export type ImportResult = { ok: true; files: PackFiles } | { ok: false; message: string };

const decoder = new TextDecoder("utf-8", { fatal: true });

/** Drop one leading folder shared by every file (a zip of `ledger/` holds `ledger/surface.json`). */
function stripCommonFolder(paths: string[]): (path: string) => string {
  const first = paths[0]?.split("/")[0];
  const shared =
    first !== undefined &&
    paths.every((p) => p.startsWith(`${first}/`)) &&
    !paths.some((p) => p === "surface.json" || p === "policy.json" || p === "HARNESS.md");
  return shared ? (p) => p.slice(first.length + 1) : (p) => p;
}

/** Read raw entries (path to bytes) into pack files, refusing what a pack cannot hold. */
export function importEntries(raw: Record<string, Uint8Array>): ImportResult {
  const paths = Object.keys(raw).filter(
    (p) => !p.endsWith("/") && !p.split("/").some((s) => s === "__MACOSX" || s === ".DS_Store"),
  );
  if (paths.length === 0) return { ok: false, message: "The upload holds no files." };
  if (paths.length > packLimits.maxFiles) {
    return { ok: false, message: `The upload holds ${paths.length} files; a pack may hold ${packLimits.maxFiles}.` };
  }
  const strip = stripCommonFolder(paths);
  const files: PackFiles = {};
  let total = 0;
  for (const original of paths) {
    const bytes = raw[original] as Uint8Array;
    const path = strip(original);
    const problem = pathProblem(path, files);
    if (problem) return { ok: false, message: `"${original}": ${problem}` };
    // An openapi pack's document may hold 4 MiB (DECISIONS 14): which file that is, packProblems says below.
    if (bytes.byteLength > packLimits.maxOpenApiBytes) {
      return {
        ok: false,
        message: `"${path}" is ${byteSize(bytes.byteLength)}; a pack file may hold 1 MiB.`,
      };
    }
    total += bytes.byteLength;
    if (total > packLimits.maxTotalBytes)
      return { ok: false, message: "The upload is over 5 MiB; a pack may hold 5 MiB in all." };
    try {
      files[path] = decoder.decode(bytes);
    } catch {
      return { ok: false, message: `"${path}" is not UTF-8 text; the studio edits text files only.` };
    }
  }
  const tooLarge = packProblems(files).find((p) => p.kind === "file-bytes");
  if (tooLarge?.kind === "file-bytes")
    return {
      ok: false,
      message: `"${tooLarge.path}" is ${byteSize(tooLarge.bytes)}; ${packProblemText(tooLarge).replace(/^.* bytes; /, "")}.`,
    };
  return { ok: true, files };
}

export async function importZip(bytes: Uint8Array): Promise<ImportResult> {
  if (bytes.byteLength > packLimits.maxTotalBytes * 2)
    return { ok: false, message: "The .zip is over 10 MiB; a pack may hold 5 MiB." };
  let raw: Record<string, Uint8Array>;
  try {
    // A zip bomb is refused before inflating it: declared sizes are counted first.
    raw = await readZip(bytes, packLimits.maxTotalBytes * 2);
  } catch (error) {
    // A sound zip holding what the studio does not read says what that is; damage is just unreadable.
    if (error instanceof ZipError && error.reason === "refused") return { ok: false, message: error.message };
    const over = error instanceof ZipError && error.reason === "too_large";
    return { ok: false, message: over ? "The .zip expands to over 10 MiB." : "The file is not a readable .zip." };
  }
  return importEntries(raw);
}

export async function importFileList(list: FileList | File[]): Promise<ImportResult> {
  const all = Array.from(list);
  if (all.length === 1 && all[0]?.name.toLowerCase().endsWith(".zip")) {
    return importZip(new Uint8Array(await (all[0] as File).arrayBuffer()));
  }
  if (all.length > packLimits.maxFiles)
    return { ok: false, message: `The folder holds ${all.length} files; a pack may hold ${packLimits.maxFiles}.` };
  const raw: Record<string, Uint8Array> = {};
  for (const file of all) {
    const path = (file as File & { webkitRelativePath?: string }).webkitRelativePath || file.name;
    if (file.size > packLimits.maxOpenApiBytes)
      return { ok: false, message: `"${path}" is over 4 MiB; a pack file may hold 1 MiB.` };
    raw[path] = new Uint8Array(await file.arrayBuffer());
  }
  return importEntries(raw);
}
