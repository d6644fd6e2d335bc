// parseCommandLine: a command line as an agent types it, read against a pack that passes lint (DECISIONS.md 5).
import type { PackFiles } from "../pack/pack-files.js";
import { loadValidPack } from "../projection/load-valid-pack.js";
import { type ParseResult, parseTokens } from "./read-tokens.js";

/** Read a command line (as words) into a verb key and args, checked as renderCommand checks them. */
export function parseCommandLine(files: PackFiles, tokens: readonly string[]): ParseResult {
  const pack = loadValidPack(files);
  if ("ok" in pack) return pack;
  return parseTokens(pack.surface, tokens);
}
