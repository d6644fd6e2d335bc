// What a run did to its working folder and HOME: files created, changed and removed, with text diffs.
// Both states are bytes the host already holds (never folders it reads); the comparison yields to the event
// loop as it goes and spends a bounded budget on line diffs, so a large workspace never stalls the server.
import { lineDiff } from "./text-diff.js";
import type { WorkspaceState } from "./workspace-state.js";

export interface SideEffect {
  /** `work/…` or `home/…`. */
  path: string;
  change: "created" | "changed" | "removed";
  sizeBefore: number | null;
  sizeAfter: number | null;
  /** A unified-style line diff for small text files. */
  diff?: string;
}

const textLimit = 64 * 1024;
/** Text bytes line-diffed per run at most; past it, changes are listed without their diff. */
const diffBudget = 1024 * 1024;
/** Bytes compared between two yields to the event loop. */
const sliceBytes = 4 * 1024 * 1024;
const decoder = new TextDecoder("utf-8", { fatal: true });

function asText(data: Buffer): string | undefined {
  if (data.length > textLimit) return undefined;
  try {
    return decoder.decode(data);
  } catch {
    return undefined; // binary: no diff
  }
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function diffStates(before: WorkspaceState, after: WorkspaceState): Promise<SideEffect[]> {
  const effects: SideEffect[] = [];
  let sinceYield = 0;
  let diffed = 0;
  const spend = async (bytes: number) => {
    sinceYield += bytes;
    if (sinceYield >= sliceBytes) {
      sinceYield = 0;
      await yieldToLoop();
    }
  };
  const diffOf = (then: string, now: string): string | undefined => {
    if (diffed + then.length + now.length > diffBudget) return undefined;
    diffed += then.length + now.length;
    return lineDiff(then, now);
  };
  for (const [path, now] of after.files) {
    const then = before.files.get(path);
    if (!then) {
      const text = asText(now.data);
      const diff = text === undefined ? undefined : diffOf("", text);
      effects.push({
        path,
        change: "created",
        sizeBefore: null,
        sizeAfter: now.data.length,
        ...(diff !== undefined && { diff }),
      });
      await spend(now.data.length);
      continue;
    }
    await spend(now.data.length);
    if (then.data.equals(now.data)) continue;
    const a = asText(then.data);
    const b = asText(now.data);
    const diff = a !== undefined && b !== undefined ? diffOf(a, b) : undefined;
    effects.push({
      path,
      change: "changed",
      sizeBefore: then.data.length,
      sizeAfter: now.data.length,
      ...(diff !== undefined && { diff }),
    });
  }
  for (const [path, then] of before.files) {
    if (!after.files.has(path))
      effects.push({ path, change: "removed", sizeBefore: then.data.length, sizeAfter: null });
  }
  // Links and special files are listed by kind, never read: they are not carried to the next run.
  for (const path of after.others.keys()) {
    if (!before.others.has(path)) effects.push({ path, change: "created", sizeBefore: null, sizeAfter: 0 });
  }
  return effects.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
