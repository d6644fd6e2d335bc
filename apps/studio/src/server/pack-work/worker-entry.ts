// The pack worker's entry (bundled to dist/pack-worker.mjs): runs one task a message and answers with its id.
import { readlinkSync } from "node:fs";
import { getPriority, setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { collectOnRequest } from "./collect-garbage";
import { answerHttp, type HttpRequestData } from "./http-task";
import { runTask, type TaskName, taskNames } from "./tasks";

/** A pack task by name, or "http": a whole tRPC request (http-task.ts). */
export type WorkName = TaskName | "http";

/** What the pool sends: a task by name with its input. */
export interface TaskMessage {
  id: number;
  task: WorkName;
  input: unknown;
}

/** What the worker answers: the task's value, or what went wrong (a bug: core never throws on a bad pack). */
export type AnswerMessage = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/** Sent once, when the worker has loaded: a task's deadline starts only then, never while a worker boots. */
export interface ReadyMessage {
  ready: true;
  /** The worker's kernel thread id (Linux), for a look at its priority; null elsewhere. */
  tid: number | null;
}

const port = parentPort;
if (!port) throw new Error("worker-entry runs as a worker thread of the pack pool, not on its own");

/** How many nice levels below the main thread a worker runs: a busy worker never starves the event loop. */
export const workerNiceBelow = 10;

/**
 * On Linux a thread has its own nice value, set through its thread id (/proc/thread-self names it), and starts
 * with its creator's. With the workers below it, the main thread gets a core first whenever it has work,
 * however many packs are linting. Elsewhere the workers keep the main thread's priority.
 */
function lowerPriority(): number | null {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (!Number.isInteger(tid) || tid <= 0) return null;
    setPriority(tid, Math.min(19, getPriority(tid) + workerNiceBelow));
    return tid;
  } catch {
    return null; // no /proc, or not allowed
  }
}
const tid = lowerPriority();
collectOnRequest();

async function answer({ id, task, input }: TaskMessage): Promise<void> {
  try {
    if (task === "http") {
      const value = await answerHttp(input as HttpRequestData);
      port?.postMessage({ id, ok: true, value } satisfies AnswerMessage, [value.body]);
      return;
    }
    if (!taskNames.includes(task)) throw new Error(`no task "${String(task)}"`);
    port?.postMessage({ id, ok: true, value: runTask(task, input as never) } satisfies AnswerMessage);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    port?.postMessage({ id, ok: false, message } satisfies AnswerMessage);
  }
}

// The pool sends a worker its next task only after the answer to the last one.
port.on("message", (message: TaskMessage) => void answer(message));
port.postMessage({ ready: true, tid } satisfies ReadyMessage);
