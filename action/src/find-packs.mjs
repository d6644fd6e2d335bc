// The pack folders the "packs" input names: plain folders as given, globs (*, ?, **) as the folders holding
// surface.json, matched by @actions/glob.
import { statSync } from "node:fs";
import { basename, dirname, join, posix, relative } from "node:path";
import { create } from "@actions/glob";
import { InputError } from "./inputs.mjs";

const isGlob = (/** @type {string} */ pattern) => /[*?]/.test(pattern);

/** "./packs/x/" → "packs/x"; "" and "." → "." (the workspace itself); "a/./b" → "a/b". */
function normalize(/** @type {string} */ path) {
  const trimmed = path
    .replace(/\\/g, "/")
    .replace(/^(\.\/)+/, "")
    .replace(/\/+$/, "");
  return trimmed === "" ? "." : posix.normalize(trimmed);
}

/** The workspace's path as a glob matching only itself (the toolkit's own escaping, which it does not export). */
const globEscape = (/** @type {string} */ path) =>
  path.replace(/\\/g, "\\\\").replace(/\[/g, "[[]").replace(/\?/g, "[?]").replace(/\*/g, "[*]");

/**
 * The folders under `root` (relative, "/"-separated, "." for root) whose surface.json matches `<pattern>/surface.json`,
 * sorted. Hidden folders (.git, .github) and node_modules are left out, and symbolic links are not followed.
 * @param {string} root
 * @param {string} pattern relative, "/"-separated, without "." or ".." segments
 */
async function globFolders(root, pattern) {
  const base = globEscape(root.replace(/\/+$/, ""));
  const prefix = pattern === "." ? base : `${base}/${pattern}`;
  const patterns = [`${prefix}/surface.json`, `!${base}/**/.*/**`, `!${base}/**/node_modules/**`];
  const globber = await create(patterns.join("\n"), {
    // Skips hidden folders without entering them, but would skip a workspace whose own name is hidden (a
    // repository named .github): the pattern above leaves them out there.
    excludeHiddenFiles: !basename(root).startsWith("."),
    followSymbolicLinks: false,
    implicitDescendants: false,
    matchDirectories: false,
  });
  const files = await globber.glob();
  return files.map((file) => relative(root, dirname(file)).replace(/\\/g, "/") || ".").sort();
}

/** Every folder under `root` (relative, "/"-separated, "." for root) that holds a surface.json, sorted. */
export function packFolders(/** @type {string} */ root) {
  return globFolders(root, "**");
}

/**
 * The pack folders for the "packs" input lines, relative to `root`, without repeats, in input order.
 * @param {string} root
 * @param {string[]} patterns
 * @returns {Promise<string[]>}
 */
export async function findPacks(root, patterns) {
  /** @type {string[]} */
  const out = [];
  for (const raw of patterns) {
    if (raw.replace(/\\/g, "/").split("/").includes(".."))
      throw new InputError(`"packs": "${raw}" leaves the workspace; give folders inside the repository.`);
    const pattern = normalize(raw);
    /** @type {string[]} */
    let hits;
    if (isGlob(pattern)) {
      hits = await globFolders(root, pattern);
      if (hits.length === 0) throw new InputError(`"packs": no folder holding a surface.json matches "${raw}".`);
    } else {
      let folder = false;
      try {
        folder = statSync(join(root, pattern)).isDirectory();
      } catch {
        // Missing: reported below.
      }
      if (!folder) throw new InputError(`"packs": "${raw}" is not a folder in the workspace.`);
      hits = [pattern];
    }
    for (const dir of hits) if (!out.includes(dir)) out.push(dir);
  }
  return out;
}
