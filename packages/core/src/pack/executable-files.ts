// Which pack files are programs: written executable (0755) when a pack leaves as an archive, every other 0644.
import type { PackFiles } from "./pack-files.js";
import { readPack } from "./read-pack.js";

/**
 * The files under `bin/` (where a pack keeps its scripts), and the file `wrap.bin` names inside the pack
 * (`./tools/run.sh`): what a runtime starts. A pack holds text and no modes, so this is the one rule for both.
 */
export function executablePackFiles(files: PackFiles): Set<string> {
  const out = new Set(Object.keys(files).filter((path) => path.startsWith("bin/")));
  const bin = readPack(files).surface?.wrapBin;
  if (bin?.includes("/") && !bin.startsWith("/")) {
    const path = bin.replace(/^(\.\/)+/, "");
    if (Object.hasOwn(files, path)) out.add(path);
  }
  return out;
}
