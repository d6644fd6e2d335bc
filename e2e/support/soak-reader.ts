// The soak's ninth client: reads shares in a loop from a worker thread of its own, timing every answer.
import { Worker } from "node:worker_threads";

export interface ReaderOptions {
  base: string;
  ids: string[];
  /** When to stop (a Date.now() value). */
  until: number;
  /** The pause between two reads. */
  pauseMs: number;
  /** The address it claims (X-Forwarded-For; the server trusts one proxy). */
  address: string;
}

export interface ReaderResult {
  /** Each read's milliseconds from sending the request to the last byte of the answer. */
  latencies: number[];
  /** Answers by HTTP status ("error" for no answer). */
  statuses: Record<string, number>;
  /** The first few answers that were not 200 or 304, as they came. */
  failures: string[];
}

// Plain JavaScript run as the worker's script: the hostile clients' parsing and garbage in the test's main
// thread must not count in the ninth client's latencies, which are the server's alone.
const source = `
const { parentPort, workerData } = require("node:worker_threads");
const { base, ids, until, pauseMs, address } = workerData;
const latencies = [];
const statuses = {};
const failures = [];
const etags = new Map();
const note = (key, text) => {
  statuses[key] = (statuses[key] ?? 0) + 1;
  if (text !== undefined && failures.length < 20) failures.push(text);
};
(async () => {
  for (let n = 0; Date.now() < until; n++) {
    const id = ids[n % ids.length];
    // Every other read sends the ETag it was given: the 304 path is read as much as the full one.
    const headers = { "x-forwarded-for": address };
    if (n % 2 === 1 && etags.has(id)) headers["if-none-match"] = etags.get(id);
    const started = performance.now();
    try {
      const response = await fetch(base + "/api/shares/" + id, { headers, signal: AbortSignal.timeout(30000) });
      const body = await response.text();
      latencies.push(performance.now() - started);
      const ok = response.status === 200 || response.status === 304;
      if (response.status === 200) etags.set(id, response.headers.get("etag"));
      note(String(response.status), ok ? undefined : response.status + " " + id + ": " + body.slice(0, 300));
    } catch (error) {
      latencies.push(performance.now() - started);
      note("error", "no answer for " + id + ": " + String(error && error.cause ? error.cause : error));
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  parentPort.postMessage({ latencies, statuses, failures });
})();
`;

/** Runs the reader until `options.until`; its figures. */
export function readShares(options: ReaderOptions): Promise<ReaderResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData: options });
    worker.once("message", (result: ReaderResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the share reader's worker exited (${code}) before its figures`)));
  });
}

/** The value at quantile `q` (0..1) of `values`, by the nearest-rank method. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}
