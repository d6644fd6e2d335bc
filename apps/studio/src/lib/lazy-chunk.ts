// A part of the studio loaded on its first need (the OpenAPI support, the pattern engine): the module once it is
// there, why it did not load, and listeners told when it arrives or fails.

export interface LazyChunk<T> {
  /** The loaded module, or undefined while it is not there yet. */
  current(): T | undefined;
  /** Why it did not load (the network went away), or undefined. */
  failure(): string | undefined;
  /** Whether it is loading or loaded (a failed load is neither until it is asked for again). */
  started(): boolean;
  /** Load it once (a failed load is tried again on the next call); listeners hear when it arrives. */
  load(): Promise<T>;
  /** Start loading without waiting (a stand-in was asked before the module was there). */
  request(): void;
  /** Called when the module arrives or fails to; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** `importer` is a dynamic import with its webpackChunkName; `what` names the part in the failure. */
export function lazyChunk<T>(importer: () => Promise<T>, what: string): LazyChunk<T> {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  let failure: string | undefined;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const load = (): Promise<T> => {
    if (module) return Promise.resolve(module);
    loading ??= importer().then(
      (loaded) => {
        module = loaded;
        failure = undefined;
        notify();
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        failure = `The ${what} of the studio did not load (${error instanceof Error ? error.message : String(error)}). Reload the page to try again.`;
        notify();
        throw error;
      },
    );
    return loading;
  };
  return {
    current: () => module,
    failure: () => failure,
    started: () => loading !== undefined,
    load,
    request: () => {
      load().catch(() => {
        // failure() says why; the studio shows it.
      });
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
