// A bare program name looked up on the sandbox's PATH as the sandbox sees it: only what bwrap-args.ts binds counts.
import { accessSync, constants, lstatSync, readlinkSync, realpathSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { systemPaths } from "./bwrap-args.js";
import { etcFiles } from "./system-etc.js";

/** The PATH inside the sandbox (run-once.ts sets the same), in order. */
export const sandboxPathDirs = ["/usr/local/bin", "/usr/bin", "/bin"] as const;

/** A program name as wrap.bin may hold one: no slash, no leading dash or dot, nothing a file system or shell bends. */
const programName = /^[A-Za-z0-9_][A-Za-z0-9._+-]{0,127}$/;

export function isProgramName(name: string): boolean {
  return programName.test(name);
}

function realOrUndefined(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

/** Host folders whose contents the sandbox sees at the same path: the system folders, /etc's few files, node's. */
function visibleRoots(): string[] {
  const roots = [...systemPaths, ...etcFiles, dirname(process.execPath)]
    .map(realOrUndefined)
    .filter((p): p is string => p !== undefined);
  return [...new Set(roots)];
}

let rootsCache: string[] | undefined;

/** Looked up once: the system's layout does not change while the server runs. */
function visibleRootsOnce(): string[] {
  rootsCache ??= visibleRoots();
  return rootsCache;
}

const inside = (path: string, roots: readonly string[]) =>
  roots.some((root) => path === root || path.startsWith(`${root}/`));

/** Whether the run's uid may execute the file: its own uid when the server is not root, another one when it is. */
function executable(path: string, mode: number): boolean {
  if (process.getuid?.() === 0) return (mode & 0o001) !== 0;
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The path of `name` in the first PATH folder holding it as the sandbox would run it, or undefined: every hop of a
 * symbolic link must stay in folders the sandbox binds (a link to /opt works on the host, not inside), and the
 * end must be a regular file the run may execute. Looked up by stat and readlink, never through a shell.
 */
export function findOnSandboxPath(
  name: string,
  where: { dirs: readonly string[]; roots: readonly string[] } = { dirs: sandboxPathDirs, roots: visibleRootsOnce() },
): string | undefined {
  if (!isProgramName(name)) return undefined;
  for (const dir of where.dirs) {
    const candidate = join(dir, name);
    if (visibleFile(candidate, where.roots)) return candidate;
  }
  return undefined;
}

function visibleFile(path: string, roots: readonly string[]): boolean {
  let at = path;
  for (let hops = 0; hops < 40; hops++) {
    const dir = realOrUndefined(dirname(at));
    if (dir === undefined) return false;
    const full = join(dir, basename(at));
    if (!inside(full, roots)) return false;
    let stat: ReturnType<typeof lstatSync>;
    try {
      stat = lstatSync(full);
    } catch {
      return false;
    }
    if (stat.isSymbolicLink()) {
      at = resolve(dir, readlinkSync(full));
      continue;
    }
    return stat.isFile() && executable(full, stat.mode);
  }
  return false;
}
