// Full garbage collections of the pack workers on request, for memory readings (the soak's "back to its start").
// A process's gc() (node --expose-gc) collects only the thread that calls it: the workers' heaps, where lint bombs
// leave hundreds of MiB of garbage until their next collection, would count in any reading of the process's RSS.
import { BroadcastChannel, threadId } from "node:worker_threads";

/** The channel a reader posts "collect" on; every pack worker collects and answers. */
export const collectChannel = "packstudio-collect-garbage";

export interface CollectAnswer {
  threadId: number;
  /** False when the process does not expose gc (a server started without --expose-gc). */
  collected: boolean;
}

/** In a pack worker: on "collect", a full collection when gc is exposed, then an answer naming this thread. */
export function collectOnRequest(): void {
  const channel = new BroadcastChannel(collectChannel);
  channel.unref(); // never what keeps a worker alive
  channel.onmessage = (event) => {
    // Other workers' answers come on the same channel: only the request is acted on.
    if (event.data !== "collect") return;
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    channel.postMessage({ threadId, collected: gc !== undefined } satisfies CollectAnswer);
  };
}
