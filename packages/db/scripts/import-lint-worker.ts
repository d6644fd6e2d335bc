// The import's worker thread: lints packs as a publish does and turns each one that passes into its bulk rows.
import { parentPort } from "node:worker_threads";
import { lintPack, passes } from "@packstudio/core";
import { generatedPack } from "../bench/generated-catalog.js";
import { bulkRow } from "../src/catalog/catalog-bulk-load.js";

/** A pack to check: its files, why it could not be read, or the number of a generated pack. */
export type ImportItem =
  | { name: string; files: Record<string, string> }
  | { name: string; error: string }
  | { generate: number };
export type ImportResult = { name: string; row: ReturnType<typeof bulkRow> } | { name: string; refused: string };
export type ImportTask = { seq: number; items: ImportItem[]; now: number; index: number };
export type ImportAnswer = { seq: number; results: ImportResult[] };

/** Lint one pack; the `index`-th of the import is published `index` ms before `now` (the update sort's order). */
export function checkItem(item: ImportItem, now: number, index: number): ImportResult {
  const name = "generate" in item ? `generated ${item.generate}` : item.name;
  if ("error" in item) return { name, refused: item.error };
  const files = "generate" in item ? generatedPack(item.generate) : item.files;
  try {
    const findings = lintPack(files);
    if (!passes(findings)) {
      const errors = findings.filter((f) => f.severity === "error").slice(0, 3);
      return { name, refused: errors.map((f) => `${f.code} ${f.file}:${f.range.start.line} ${f.message}`).join("; ") };
    }
    const warnings = findings.filter((f) => f.severity === "warning").length;
    return { name, row: bulkRow(files, new Date(now - index), warnings) };
  } catch (error) {
    return { name, refused: `could not be checked: ${(error as Error).message}` };
  }
}

parentPort?.on("message", ({ seq, items, now, index }: ImportTask) => {
  const results = items.map((item, i) => checkItem(item, now, index + i));
  parentPort?.postMessage({ seq, results } satisfies ImportAnswer);
});
