// The studio warms itself at start, so its first visitor is served like any other (issue 30): the example catalog
// seeded and the pack workers loaded before the server answers, then each kind of page fetched once over loopback
// (its code loaded, its first query planned, its first render done) while /api/health says "warming" (503).
import "server-only";
import { studioRoutes } from "@packstudio/core";

/** The pages fetched once at start: the catalog, a pack's page, the editor; and the catalog's live search. */
export function warmPaths(packId: string | undefined): string[] {
  const pack = packId ? [studioRoutes.pack(packId)] : [];
  const search = `${studioRoutes.trpcCall("catalog.search")}?input=${encodeURIComponent(JSON.stringify({ pageSize: 20 }))}`;
  return [studioRoutes.catalog, ...pack, studioRoutes.editor, search];
}

/**
 * Where this server answers on loopback: Next sets PORT once it listens (before instrumentation runs), and its
 * origin names the host it was told to listen on; "localhost" (all interfaces) is reached as 127.0.0.1.
 * Undefined when started some other way (a custom server): then nothing is fetched.
 */
export function loopbackBase(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const port = Number(env.PORT);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) return undefined;
  let host = "127.0.0.1";
  try {
    const origin = new URL(env.__NEXT_PRIVATE_ORIGIN ?? "");
    if (origin.protocol !== "http:") return undefined;
    const named = origin.hostname;
    if (named && named !== "localhost" && named !== "0.0.0.0" && named !== "[::]") host = named;
  } catch {
    // No origin: all interfaces, as above.
  }
  return `http://${host}:${port}`;
}

// On globalThis: set by instrumentation.ts, read by the health route, two bundles apart.
const key = Symbol.for("packstudio.warmUp");
const held = globalThis as { [key]?: { warm: boolean; pages: Promise<void> } };

/** Whether the warm-up is done (also true in a process that never started one: tests, scripts). */
export function isWarm(): boolean {
  return held[key]?.warm ?? true;
}

/** For the bench and tests: resolves when the page warm-up is done. */
export function pagesWarmed(): Promise<void> {
  return held[key]?.pages ?? Promise.resolve();
}

/** The longest the start waits for the catalog and the pack workers, and then for the pages: past it, the studio
 * answers (or says ready) anyway, slower for its first visitors, and says so in its log. */
export const warmUpLimitMs = 60_000;

/** Fetch each page once, one after the other, all within `limitMs`; a page that fails or is cut off is logged and
 * the studio counts as warm anyway. */
async function fetchPages(base: string, paths: string[], limitMs: number): Promise<void> {
  const signal = AbortSignal.timeout(limitMs);
  for (const path of paths) {
    try {
      const response = await fetch(`${base}${path}`, { signal });
      await response.arrayBuffer();
      if (!response.ok) process.stderr.write(`Pack Studio warm-up: ${path} answered ${response.status}\n`);
    } catch (error) {
      process.stderr.write(`Pack Studio warm-up: ${path} failed: ${(error as Error).message}\n`);
    }
  }
}

/**
 * Wait for `work` (seeding the catalog, loading the pack workers) at most `limitMs`; a failure or the limit is
 * logged, never thrown: a start is never stopped or held by its warm-up. `work` goes on in the background.
 */
export async function bounded<T>(work: Promise<T>, limitMs = warmUpLimitMs): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      process.stderr.write(`Pack Studio warm-up: not done after ${limitMs / 1000} s, starting without it\n`);
      resolve(undefined);
    }, limitMs);
  });
  try {
    return await Promise.race([work, late]);
  } catch (error) {
    process.stderr.write(
      `Pack Studio warm-up failed (the first requests will be slower): ${(error as Error).message}\n`,
    );
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** PACKSTUDIO_WARM_UP: "on" (the default) or "off" (no pages fetched at start; the health route is ready at once). */
export function warmUpSetting(env: Readonly<Record<string, string | undefined>>): boolean {
  const raw = env.PACKSTUDIO_WARM_UP ?? "";
  if (raw === "" || raw === "on") return true;
  if (raw === "off") return false;
  throw new Error(`PACKSTUDIO_WARM_UP is "${raw}": give "on" (the default: pages are fetched once at start) or "off".`);
}

/**
 * Start fetching the pages (not awaited by the caller: Next holds every request, these too, until instrumentation's
 * register() has returned). Until they are done the health route answers 503 "warming".
 */
export function warmPages(
  packId: string | undefined,
  env: Readonly<Record<string, string | undefined>> = process.env,
  limitMs = warmUpLimitMs,
): void {
  const base = warmUpSetting(env) ? loopbackBase(env) : undefined;
  if (!base) return;
  const state = { warm: false, pages: Promise.resolve() };
  state.pages = fetchPages(base, warmPaths(packId), limitMs).finally(() => {
    state.warm = true;
  });
  held[key] = state;
}
