// The packs an import reads: the pack folders of a folder or of an archive unpacked by import-tar.ts, or generated ones.
// A pack that cannot be read (a link, a special file, a file that is not UTF-8 or over the limits) becomes a
// refusal naming it, never an exception that would stop the others.
import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { packLimits } from "@packstudio/core";
import type { ImportItem } from "./import-lint-worker.js";
import { unpackArchive } from "./import-tar.js";
import { ArchiveRefused, shown } from "./import-tar-format.js";

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** A pack folder's files. Throws, naming the path, for what a pack may not hold or the catalog cannot store. */
export function readFolder(dir: string, rel = "", out: Record<string, string> = {}, sizes = { files: 0, bytes: 0 }) {
  for (const name of readdirSync(join(dir, rel)).sort()) {
    const path = rel ? `${rel}/${name}` : name;
    const stat = lstatSync(join(dir, path));
    if (stat.isDirectory()) {
      readFolder(dir, path, out, sizes);
      continue;
    }
    if (!stat.isFile()) throw new Error(`${shown(path)} is not a regular file (links are not followed)`);
    if (stat.size > packLimits.maxFileBytes)
      throw new Error(
        `${shown(path)} is ${stat.size} bytes, over the ${packLimits.maxFileBytes} a pack's file may hold`,
      );
    sizes.files++;
    sizes.bytes += stat.size;
    if (sizes.files > packLimits.maxFiles)
      throw new Error(`it holds more than the ${packLimits.maxFiles} files a pack may`);
    if (sizes.bytes > packLimits.maxTotalBytes)
      throw new Error(`it holds more than the ${packLimits.maxTotalBytes} bytes a pack may`);
    let text: string;
    try {
      text = utf8.decode(readFileSync(join(dir, path)));
    } catch (error) {
      if (error instanceof TypeError) throw new Error(`${shown(path)} is not UTF-8 text: save it as UTF-8`);
      throw error;
    }
    // PostgreSQL's text and jsonb hold no NUL: one would fail the batch it travels in.
    if (text.includes("\u0000"))
      throw new Error(`${shown(path)} holds a NUL character, which the catalog cannot store`);
    out[path] = text;
  }
  return out;
}

export type Source = { count: number; items: Iterable<ImportItem> };

/**
 * The packs of `arg`, a folder of pack folders or an archive of them (unpacked into `unpackInto()`). An archive
 * refused whole, or a path with no packs, throws ArchiveRefused with a one-line reason.
 */
export async function readSource(arg: string, unpackInto: () => string): Promise<Source> {
  let stat: ReturnType<typeof lstatSync>;
  try {
    stat = lstatSync(arg);
  } catch (error) {
    throw new ArchiveRefused(
      `it cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }
  let dir = arg;
  let refused = new Map<string, string>();
  if (stat.isFile()) {
    dir = unpackInto();
    refused = await unpackArchive(arg, dir);
  } else if (!stat.isDirectory()) throw new ArchiveRefused("it is neither a folder nor a tar archive");
  const entries = readdirSync(dir).sort();
  // In name order: when an id comes twice, the first folder is its version 1, the next one version 2.
  // Files beside the pack folders (a README) are passed over; a link is named, never followed.
  const isLink = (name: string) => lstatSync(join(dir, name)).isSymbolicLink();
  const folders = entries.filter(
    (name) => refused.has(name) || isLink(name) || lstatSync(join(dir, name)).isDirectory(),
  );
  if (folders.length === 0) throw new ArchiveRefused("it holds no pack folders (each pack is a folder of its own)");
  // Read as the lint workers ask for more: a large import holds a few batches of files, not the catalog.
  const items = (function* (): Generator<ImportItem> {
    for (const name of folders) {
      const shownName = shown(name);
      const why = refused.get(name) ?? (isLink(name) ? "it is a link (links are not followed)" : undefined);
      if (why) {
        yield { name: shownName, error: why };
        continue;
      }
      try {
        yield { name: shownName, files: readFolder(join(dir, name)) };
      } catch (error) {
        yield { name: shownName, error: (error as Error).message };
      }
    }
  })();
  return { count: folders.length, items };
}
