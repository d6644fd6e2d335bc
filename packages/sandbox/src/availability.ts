// Whether bubblewrap (and prlimit) are on this machine; without them sandbox runs are refused, plans still work.
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

export interface SandboxStatus {
  available: boolean;
  bwrap: string | null;
  prlimit: string | null;
  message: string;
}

export interface StatusOptions {
  /** Look only in these folders (a PATH string), not the server's PATH and the system folders: for tests. */
  searchPath?: string;
  /** The platform to judge (default: this process's). */
  platform?: NodeJS.Platform;
}

function which(name: string, dirs: string[]): string | null {
  for (const dir of dirs) {
    if (!dir) continue;
    const path = join(dir, name);
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // next
    }
  }
  return null;
}

export const installBwrapMessage =
  "Sandbox runs need bubblewrap, which is not installed: install it with `apt-get install bubblewrap` (Debian/Ubuntu) and restart the studio. Plans still work.";

/** The status for a search path, uncached. */
export function probeSandbox(options: StatusOptions = {}): SandboxStatus {
  const dirs =
    options.searchPath !== undefined
      ? options.searchPath.split(delimiter)
      : [...(process.env.PATH ?? "").split(delimiter), "/usr/bin", "/bin", "/usr/sbin"];
  const bwrap = which("bwrap", dirs);
  const prlimit = which("prlimit", dirs);
  const linux = (options.platform ?? process.platform) === "linux";
  const available = bwrap !== null && prlimit !== null && linux;
  return {
    available,
    bwrap,
    prlimit,
    message: available
      ? "Sandbox runs use bubblewrap: no network, the pack read-only, limits on time, CPU, memory, processes and output."
      : !linux
        ? "Sandbox runs need Linux (bubblewrap uses Linux namespaces). Plans still work."
        : bwrap === null
          ? installBwrapMessage
          : "Sandbox runs need prlimit (util-linux), which is not installed: `apt-get install util-linux`. Plans still work.",
  };
}

let cached: SandboxStatus | undefined;

/** The status on this machine (cached; `refresh` looks again). With `options`, looks there, uncached. */
export function sandboxStatus(refresh = false, options?: StatusOptions): SandboxStatus {
  if (options) return probeSandbox(options);
  if (cached && !refresh) return cached;
  cached = probeSandbox();
  return cached;
}
