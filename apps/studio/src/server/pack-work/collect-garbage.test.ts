// The pack workers collect their garbage on request (collect-garbage.ts): each worker of a real pool answers
// the "collect" broadcast, so a memory reading after it no longer counts the workers' garbage.
import { BroadcastChannel } from "node:worker_threads";
import { afterEach, expect, it } from "vitest";
import { type CollectAnswer, collectChannel } from "./collect-garbage";
import { PackPool } from "./pool";
import { packWorkerFile } from "./worker-file";

let pool: PackPool | undefined;
let channel: BroadcastChannel | undefined;
afterEach(async () => {
  channel?.close();
  await pool?.close();
});

it("every pack worker answers a collect request, naming its thread", async () => {
  pool = new PackPool({ file: packWorkerFile(), size: 2, queueLimit: 4, memoryMb: 256 });
  await pool.warm();
  const workers = pool.stats().threadIds;
  expect(workers).toHaveLength(2);
  const open = new BroadcastChannel(collectChannel);
  channel = open;
  // Answers of this pool's workers (another test file's pool in this process may answer too).
  const answered = new Map<number, CollectAnswer>();
  const all = new Promise<void>((resolve) => {
    open.onmessage = (event) => {
      const answer = event.data as CollectAnswer;
      if (workers.includes(answer.threadId)) answered.set(answer.threadId, answer);
      if (answered.size === workers.length) resolve();
    };
  });
  open.postMessage("collect");
  await all;
  // vitest exposes no gc: the workers say they could not collect, rather than claiming they did.
  const exposed = typeof (globalThis as { gc?: unknown }).gc === "function";
  expect([...answered.values()].map((a) => a.collected)).toEqual(workers.map(() => exposed));
});
