// Whether this host lets the server make cgroups for runs (v1 memory; pids and cpu if mounted), found by trying once.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Where the slot cgroups go: a folder of the memory hierarchy (and of pids, when that controller is mounted). */
export type CgroupSupport =
  | {
      kind: "v1";
      memoryParent: string;
      pidsParent: string | null;
      /** The cpu controller's folder, when mounted: all runs share one CPU weight below it. */
      cpuParent?: string | null;
    }
  | { kind: "none"; reason: string };

export interface V1Mount {
  /** Where the hierarchy is mounted. */
  mount: string;
  /** Which part of the hierarchy is mounted there (not "/" inside some containers). */
  root: string;
}

// mountinfo escapes space, tab, newline and backslash in paths as \ooo.
const unescapeOctal = (path: string) =>
  path.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)));

/** The v1 hierarchies of /proc/self/mountinfo, by controller; and whether a cgroup2 hierarchy is mounted. */
export function parseMountinfo(mountinfo: string): { v1: Map<string, V1Mount>; v2: string | null } {
  const v1 = new Map<string, V1Mount>();
  let v2: string | null = null;
  for (const line of mountinfo.split("\n")) {
    // "id parent major:minor root mount options [optional…] - fstype source superoptions"
    const [left, right] = line.split(" - ");
    if (!left || !right) continue;
    const fields = left.split(" ");
    const [fstype, , superOptions = ""] = right.split(" ");
    const root = unescapeOctal(fields[3] ?? "");
    const mount = unescapeOctal(fields[4] ?? "");
    if (fstype === "cgroup2" && v2 === null) v2 = mount;
    if (fstype !== "cgroup") continue;
    for (const option of superOptions.split(",")) if (!v1.has(option)) v1.set(option, { mount, root });
  }
  return { v1, v2 };
}

/** This process's cgroup path in each v1 hierarchy, by controller, from /proc/self/cgroup. */
export function parseProcCgroup(text: string): Map<string, string> {
  const paths = new Map<string, string>();
  for (const line of text.split("\n")) {
    // "hierarchy-id:controller,controller:path" (the path may itself hold colons)
    const first = line.indexOf(":");
    const second = line.indexOf(":", first + 1);
    if (first < 0 || second < 0) continue;
    const path = line.slice(second + 1);
    for (const controller of line.slice(first + 1, second).split(",")) if (controller) paths.set(controller, path);
  }
  return paths;
}

/** Folders to try, best first: the cgroup this server is in (so its own limits still hold), then the root. */
export function candidateParents(mount: V1Mount, ownPath: string | undefined): string[] {
  const out: string[] = [];
  const under = (path: string) => join(mount.mount, path).replace(/(.)\/+$/, "$1");
  if (ownPath !== undefined) {
    if (mount.root === "/") out.push(under(ownPath));
    else if (ownPath === mount.root || ownPath.startsWith(`${mount.root}/`))
      out.push(under(ownPath.slice(mount.root.length)));
  }
  if (!out.includes(mount.mount)) out.push(mount.mount);
  return out;
}

/** The first candidate where a cgroup can be made and limited, or the last error code. */
function tryParents(candidates: string[], limitFile: string, value: string): { parent: string } | { error: string } {
  let error = "no folder to try";
  for (const parent of candidates) {
    const probe = join(parent, `packstudio-${process.pid}-probe`);
    try {
      makeCgroupDir(probe);
      try {
        writeFileSync(join(probe, limitFile), value);
      } finally {
        rmdirSync(probe);
      }
      return { parent };
    } catch (e) {
      error = (e as NodeJS.ErrnoException).code ?? String(e);
    }
  }
  return { error };
}

/** mkdir that accepts an existing folder. Not `recursive`: the parent must exist, and node's recursive mkdir
 * loops forever on some special filesystems (under /proc, for one). */
export function makeCgroupDir(path: string): void {
  try {
    mkdirSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
  }
}

function readText(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

export interface ProbeInputs {
  mountinfo: string;
  procSelfCgroup: string;
  platform: NodeJS.Platform;
}

/** Probes by making (and removing) a cgroup. Reasons name no host paths: the studio shows them. */
export function probeCgroupSupport(inputs: ProbeInputs): CgroupSupport {
  if (inputs.platform !== "linux") return { kind: "none", reason: "cgroups exist only on Linux" };
  const { v1, v2 } = parseMountinfo(inputs.mountinfo);
  const own = parseProcCgroup(inputs.procSelfCgroup);
  const memory = v1.get("memory");
  if (!memory) {
    const v2Controllers = v2 ? readText(join(v2, "cgroup.controllers")) : "";
    return {
      kind: "none",
      reason: /\bmemory\b/.test(v2Controllers)
        ? "this host has cgroup v2, which the sandbox does not use yet"
        : "no cgroup memory controller is mounted",
    };
  }
  const memoryAt = tryParents(candidateParents(memory, own.get("memory")), "memory.limit_in_bytes", String(1 << 30));
  if ("error" in memoryAt)
    return {
      kind: "none",
      reason: `the server cannot create memory cgroups (${memoryAt.error}${memoryAt.error === "EACCES" ? ": it needs root" : ""})`,
    };
  const pids = v1.get("pids");
  const pidsAt = pids ? tryParents(candidateParents(pids, own.get("pids")), "pids.max", "max") : null;
  const cpu = v1.get("cpu");
  const cpuAt = cpu ? tryParents(candidateParents(cpu, own.get("cpu")), "cpu.shares", "1024") : null;
  return {
    kind: "v1",
    memoryParent: memoryAt.parent,
    pidsParent: pidsAt && "parent" in pidsAt ? pidsAt.parent : null,
    cpuParent: cpuAt && "parent" in cpuAt ? cpuAt.parent : null,
  };
}

let cached: CgroupSupport | undefined;

/** This host's support, probed once (`refresh` probes again). */
export function cgroupSupport(refresh = false): CgroupSupport {
  if (cached && !refresh) return cached;
  cached = probeCgroupSupport({
    mountinfo: readText("/proc/self/mountinfo"),
    procSelfCgroup: readText("/proc/self/cgroup"),
    platform: process.platform,
  });
  return cached;
}
