// One full, compacting garbage collection of the main thread once the studio has had no request for a while, then
// the C heap's free pages given back (issue 30). Node never collects an idle process's garbage (V8's memory reducer
// waits for idle tasks Node does not run): the young generation stays at its largest (32 MiB) and the old one holds
// whatever the last requests left. Measured: a collection after 40 s without requests took the server from 299 to
// 267 MiB; glibc's malloc_trim after it, 244 to 213 MiB at rest (malloc-trim.ts).
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { loadMallocTrim, type MallocTrim } from "./malloc-trim";

/** The process's gc(): its own under `node --expose-gc`, else one exposed now (a fresh context gets the function). */
export function exposedGc(): () => void {
  const own = (globalThis as { gc?: () => void }).gc;
  if (own) return own;
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

/**
 * A full collection that also compacts: gc() frees objects but leaves the pages they were on partly empty, and
 * keeps those pages. After a load the server's old space held 21 MiB of such holes (12 at rest). V8 compacts every
 * page only under its `--compact-on-every-full-gc` flag, set for this one collection (a fragmented heap of 185 MiB:
 * 161 MiB after gc(), 43 MiB after this). The flag is read by each collection, so setting it at run time works.
 */
export function compactingGc(gc: () => void = exposedGc()): () => void {
  return () => {
    setFlagsFromString("--compact-on-every-full-gc");
    try {
      gc();
    } finally {
      setFlagsFromString("--no-compact-on-every-full-gc");
    }
  };
}

/** How long after the collection the C heap is trimmed: V8 frees the buffers it let go on a thread of its own. */
const trimAfterMs = 1000;

/**
 * What the idle studio does once: the compacting collection, then, a second later, glibc's free pages back to the
 * system (off the main thread; nothing where the C library has no malloc_trim).
 */
export function idleRelease(
  gc: () => void = compactingGc(),
  trim: Promise<MallocTrim | undefined> = loadMallocTrim(),
): () => void {
  return () => {
    gc();
    setTimeout(() => void trim.then((release) => release?.()), trimAfterMs).unref();
  };
}

export interface IdleCollector {
  /** Collections made so far. */
  readonly collections: number;
  stop(): void;
}

const channels = ["http.server.request.start", "http.server.response.finish"];

/**
 * After `idleMs` without a request starting or an answer finishing, `collect()` once; again only after the next
 * request. The first collection comes `idleMs` after the start's own work (seeding, warm-up fetches).
 */
export function collectWhenIdle(idleMs: number, collect: () => void = idleRelease()): IdleCollector {
  let last = performance.now();
  let done = false;
  let collections = 0;
  const active = () => {
    last = performance.now();
    done = false;
  };
  for (const name of channels) subscribe(name, active);
  const timer = setInterval(
    () => {
      if (done || performance.now() - last < idleMs) return;
      done = true;
      collections++;
      collect();
    },
    Math.max(50, Math.min(idleMs / 4, 5000)),
  );
  timer.unref();
  return {
    get collections() {
      return collections;
    },
    stop() {
      clearInterval(timer);
      for (const name of channels) unsubscribe(name, active);
    },
  };
}

// One per process, on globalThis (instrumentation.ts installs it; a second install is a no-op).
const key = Symbol.for("packstudio.idleCollector");

export function installIdleCollector(idleMs: number): IdleCollector {
  const held = globalThis as { [key]?: IdleCollector };
  held[key] ??= collectWhenIdle(idleMs);
  return held[key];
}
