// Whether bubblewrap (and prlimit) are on this machine; without them sandbox runs are refused, plans still work.
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

export interface SandboxStatus {
  available: boolean;
  bwrap: string | null;
  prlimit: string | null;
  message: string;
}

function which(name: string): string | null {
  const dirs = [...(process.env.PATH ?? "").split(delimiter), "/usr/bin", "/bin", "/usr/sbin"];
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

let cached: SandboxStatus | undefined;

export function sandboxStatus(refresh = false): SandboxStatus {
  if (cached && !refresh) return cached;
  const bwrap = which("bwrap");
  const prlimit = which("prlimit");
  const available = bwrap !== null && prlimit !== null && process.platform === "linux";
  cached = {
    available,
    bwrap,
    prlimit,
    message: available
      ? "Sandbox runs use bubblewrap: no network, the pack read-only, limits on time, CPU, memory, processes and output."
      : bwrap === null
        ? "Sandbox runs need bubblewrap, which is not installed: install it with `apt-get install bubblewrap` (Debian/Ubuntu) and restart the studio. Plans still work."
        : "Sandbox runs need prlimit (util-linux), which is not installed: `apt-get install util-linux`. Plans still work.",
  };
  return cached;
}
