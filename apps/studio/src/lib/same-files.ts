// Whether two packs hold the same files with the same text (the editor's copy of a share against the share).
import type { PackFiles } from "@packstudio/core";

export function sameFiles(a: PackFiles, b: PackFiles): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
}
