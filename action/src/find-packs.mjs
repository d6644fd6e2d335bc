// The pack folders the "packs" input names: plain folders as given, globs (*, ?, **) as the folders holding surface.json.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { InputError } from "./inputs.mjs";

// Never searched: tooling, and (as shells do) hidden folders such as .git and .github.
const skipped = new Set(["node_modules"]);

const isGlob = (/** @type {string} */ pattern) => /[*?]/.test(pattern);

/** "./packs/x/" → "packs/x"; "" and "." → "." (the workspace itself). */
function normalize(/** @type {string} */ path) {
  const trimmed = path
    .replace(/\\/g, "/")
    .replace(/^(\.\/)+/, "")
    .replace(/\/+$/, "");
  return trimmed === "" ? "." : trimmed;
}

/** One path segment's pattern as a regular expression: * any run of characters, ? one, the rest literal. */
function segmentRegExp(/** @type {string} */ segment) {
  const body = segment
    .replace(/[.+^${}()|[\]\\]/g, "\\$&")
    .replace(/\*/g, "[^/]*")
    .replace(/\?/g, "[^/]");
  return new RegExp(`^${body}$`);
}

/**
 * Whether `path` (segments) matches `pattern` (segments); "**" stands for any number of segments.
 * @param {string[]} pattern
 * @param {string[]} path
 * @returns {boolean}
 */
function matches(pattern, path) {
  const [head, ...rest] = pattern;
  if (head === undefined) return path.length === 0;
  const [first, ...others] = path;
  if (head === "**")
    return matches(rest, path) || (first !== undefined && !first.startsWith(".") && matches(pattern, others));
  if (first === undefined || (first.startsWith(".") && !head.startsWith("."))) return false;
  return segmentRegExp(head).test(first) && matches(rest, others);
}

/** Every folder under `root` (relative, "/"-separated, "." for root) that holds a surface.json, sorted. */
export function packFolders(/** @type {string} */ root) {
  /** @type {string[]} */
  const found = [];
  const walk = (/** @type {string} */ rel) => {
    const entries = readdirSync(rel === "." ? root : join(root, rel), { withFileTypes: true });
    if (entries.some((e) => e.isFile() && e.name === "surface.json")) found.push(rel);
    for (const e of entries) {
      if (e.isDirectory() && !e.name.startsWith(".") && !skipped.has(e.name))
        walk(rel === "." ? e.name : `${rel}/${e.name}`);
    }
  };
  walk(".");
  return found.sort();
}

/**
 * The pack folders for the "packs" input lines, relative to `root`, without repeats, in input order.
 * @param {string} root
 * @param {string[]} patterns
 */
export function findPacks(root, patterns) {
  /** @type {string[] | undefined} */
  let candidates;
  /** @type {string[]} */
  const out = [];
  for (const raw of patterns) {
    const pattern = normalize(raw);
    if (pattern.split("/").includes(".."))
      throw new InputError(`"packs": "${raw}" leaves the workspace; give folders inside the repository.`);
    /** @type {string[]} */
    let hits;
    if (isGlob(pattern)) {
      candidates ??= packFolders(root);
      const segments = pattern === "." ? [] : pattern.split("/");
      hits = candidates.filter((dir) => matches(segments, dir === "." ? [] : dir.split("/")));
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
