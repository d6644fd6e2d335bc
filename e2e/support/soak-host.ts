// What the soak reads of the host: processes by uid and by ancestry, /dev/shm names, and the memory a leak would hold.
import { readdirSync, readFileSync } from "node:fs";

const MiB = 1024 * 1024;

interface ProcEntry {
  pid: number;
  ppid: number;
  uid: number;
  name: string;
  rssBytes: number;
}

/** Every process of the host as /proc shows it now (those that end while being read are skipped). */
export function processTable(): ProcEntry[] {
  const out: ProcEntry[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, "utf8");
      const field = (key: string) => new RegExp(`^${key}:\\s+(.*)$`, "m").exec(status)?.[1] ?? "";
      out.push({
        pid: Number(name),
        ppid: Number(field("PPid")),
        uid: Number(field("Uid").split(/\s+/)[0]),
        name: field("Name"),
        // Kernel threads and zombies have no VmRSS.
        rssBytes: Number(field("VmRSS").split(/\s+/)[0] || 0) * 1024,
      });
    } catch {
      // ended meanwhile
    }
  }
  return out;
}

/** Processes whose real uid is in [from, to]: what the sandbox's runs may have left behind. */
export function processesOfUids(from: number, to: number): ProcEntry[] {
  return processTable().filter((p) => p.uid >= from && p.uid <= to);
}

/** `root` and every process below it. */
export function processTree(root: number): ProcEntry[] {
  const table = processTable();
  const inTree = new Set([root]);
  // Parents may be listed after their children: repeat until nothing joins.
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of table)
      if (!inTree.has(p.pid) && inTree.has(p.ppid)) {
        inTree.add(p.pid);
        grew = true;
      }
  }
  return table.filter((p) => inTree.has(p.pid));
}

/** Host memory held by tmpfs and shared memory (/dev/shm, a run's tmpfs mounts, files unlinked while open). */
export function shmemBytes(): number {
  return Number(/^Shmem:\s+(\d+) kB/m.exec(readFileSync("/proc/meminfo", "utf8"))?.[1] ?? Number.NaN) * 1024;
}

/** Names in /dev/shm that start with "packstudio". */
export function shmNames(): string[] {
  return readdirSync("/dev/shm")
    .filter((name) => name.startsWith("packstudio"))
    .sort();
}

/** Names others give their own roots: packages/sandbox's tests and benchmark (which remove theirs), and the
 * default root of any studio or CLI that sets none (the e2e suite's main studio). CI may run them beside the
 * soak, whose server has a root of its own: a new name with one of these prefixes is theirs, not a leak. */
export const otherTestsShm = [
  "packstudio-test-",
  "packstudio-canary-",
  "packstudio-cgroup-test-",
  "packstudio-bench-",
  "packstudio-sandbox",
];

/**
 * The memory a leak of the soak would hold on the host: the studio's process tree's resident memory (the
 * server, its pack workers, and any sandbox run still alive below it) plus the host's Shmem (tmpfs pages: run
 * folders, workspaces, a run's own tmpfs, files unlinked while held open). What the kernel frees with a run's
 * namespace is not counted, and a run's processes count only while they live, as they should.
 */
export interface MemoryFigure {
  treeRss: number;
  shmem: number;
  total: number;
  processes: number;
}

export function memoryFigure(serverPid: number): MemoryFigure {
  const tree = processTree(serverPid);
  const treeRss = tree.reduce((n, p) => n + p.rssBytes, 0);
  const shmem = shmemBytes();
  return { treeRss, shmem, total: treeRss + shmem, processes: tree.length };
}

export const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;

export const describeFigure = (f: MemoryFigure) =>
  `${mib(f.total)} (server tree ${mib(f.treeRss)} in ${f.processes} processes, Shmem ${mib(f.shmem)})`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One reading after a full garbage collection of the server's main thread (`collect`) and a moment to finish it. */
async function afterCollection(serverPid: number, collect: () => void): Promise<MemoryFigure> {
  collect();
  await sleep(2000);
  return memoryFigure(serverPid);
}

/** The lowest of `readings` readings, each after a collection: the baseline a passing spike does not inflate. */
export async function quietMemory(serverPid: number, collect: () => void, readings = 3): Promise<MemoryFigure> {
  let lowest = await afterCollection(serverPid, collect);
  for (let i = 1; i < readings; i++) {
    const figure = await afterCollection(serverPid, collect);
    if (figure.total < lowest.total) lowest = figure;
  }
  return lowest;
}

/**
 * Readings after a collection, until one is at most `limit` or `waitMs` have passed (runs end a moment after
 * their answers, tmpfs pages go with the last process holding them); the last reading.
 */
export async function settledMemory(
  serverPid: number,
  collect: () => void,
  limit: number,
  waitMs: number,
): Promise<MemoryFigure> {
  const end = Date.now() + waitMs;
  let figure = await afterCollection(serverPid, collect);
  while (figure.total > limit && Date.now() < end) figure = await afterCollection(serverPid, collect);
  return figure;
}
