// Linting an import's packs in worker threads, batch by batch, answers kept in the order the batches were read.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { checkItem, type ImportAnswer, type ImportItem, type ImportResult } from "./import-lint-worker.js";

/**
 * Workers by default: the cores less one, which the database (or, on PGlite, this thread) needs. With none, the
 * packs are linted in this thread between the database's statements.
 */
export const defaultJobs = Math.max(0, Math.min(4, availableParallelism() - 1));

// The script runs under tsx; a worker thread does not inherit its loader on Node 20, so the worker registers it.
const workerSource = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL("./import-lint-worker.ts", import.meta.url).href)}); })`;

/**
 * Each batch of `batches` linted, in order. At most two batches a worker are out at once, so a large import holds
 * a few batches in memory, not the catalog.
 */
export async function* lintBatches(
  batches: Iterable<ImportItem[]>,
  jobs = defaultJobs,
  now = Date.now(),
): AsyncGenerator<ImportResult[]> {
  let index = 0;
  if (jobs === 0) {
    for (const items of batches) {
      yield items.map((item, i) => checkItem(item, now, index + i));
      index += items.length;
      // Let the database's answer to the previous batch in before the next one is linted.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return;
  }
  const workers = Array.from({ length: jobs }, () => new Worker(workerSource, { eval: true }));
  const answers = new Map<number, ImportResult[]>();
  const waiting = new Map<number, { resolve: (r: ImportResult[]) => void; reject: (e: Error) => void }>();
  let failure: Error | undefined;
  for (const worker of workers) {
    worker.on("message", ({ seq, results }: ImportAnswer) => {
      const w = waiting.get(seq);
      if (w) {
        waiting.delete(seq);
        w.resolve(results);
      } else answers.set(seq, results);
    });
    worker.on("error", (error) => {
      failure = new Error(`a lint worker failed: ${error.message}`);
      for (const w of waiting.values()) w.reject(failure);
      waiting.clear();
    });
  }
  const answer = (seq: number) =>
    failure
      ? Promise.reject(failure)
      : answers.has(seq)
        ? Promise.resolve(answers.get(seq) as ImportResult[])
        : new Promise<ImportResult[]>((resolve, reject) => waiting.set(seq, { resolve, reject }));
  try {
    const source = batches[Symbol.iterator]();
    let sent = 0;
    let next = 0;
    const send = () => {
      const step = source.next();
      if (step.done) return false;
      workers[sent % jobs]?.postMessage({ seq: sent, items: step.value, now, index });
      index += step.value.length;
      sent++;
      return true;
    };
    while (sent < jobs * 2 && send());
    while (next < sent) {
      const results = await answer(next);
      answers.delete(next);
      next++;
      send();
      yield results;
    }
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
