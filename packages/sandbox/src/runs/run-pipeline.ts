// A run from spawn to side effects, as one step that runs in the run process: the big buffers of a run (the
// archive that came back, up to about 88 MiB, the workspace states, the diffs) are made, read and dropped there,
// so their copying and their garbage never pause the thread that answers everyone's requests.

import { diffStates, type SideEffect } from "../workspace/side-effects.js";
import { archiveFromState, emptyState, stateFromArchive } from "../workspace/workspace-state.js";
import { splitArchiveBack } from "./inside-steps.js";
import { clockMs } from "./run-steps.js";
import type { SpawnResult, SpawnSpec } from "./spawn-run.js";

export interface PipelineSpec {
  /** The run; its fd4 is the workspace to restore (an archive the host built), `before` for the side effects. */
  spawn: SpawnSpec;
  /** Files and folders a workspace may hold; an archive with more is not kept. */
  maxEntries: number;
}

/** What the host learns of a run: every buffer but the next workspace has become text or a list. */
export interface PipelineResult {
  spawn: Omit<SpawnResult, "stdout" | "stderr" | "fd5">;
  stdout: string;
  stderr: string;
  /** stdout parsed as JSON, or null. */
  json: unknown;
  /** The command's exit status, from the sandbox's status line (else the process's own). */
  exitCode: number | null;
  /** Why the workspace could not be read back (its changes are then not kept). */
  lost?: string;
  /** Past a workspace's limits (bytes, entries, holes): the file_size limit. A damaged archive is not. */
  overLimit: boolean;
  /** The workspace after the run as the next run's archive (files and folders only), when read back. */
  after?: Buffer;
  sideEffects: SideEffect[];
  /** The archive the run started from, handed back (the caller's own Buffer: only a copy went to the run process). */
  before?: Buffer;
  /** When the pipeline got the run and when it had read everything back (run-steps.ts clockMs). */
  received: number;
  answered: number;
}

/** Runs `spec` with `start` (spawnRun here or in the run process) and reads back what it did. */
export async function runPipeline(
  start: (spec: SpawnSpec) => Promise<SpawnResult>,
  spec: PipelineSpec,
): Promise<PipelineResult> {
  const received = clockMs();
  const result = await start(spec.spawn);
  const { stdout: out, stderr: err, fd5, ...spawn } = result;
  const back = result.fd5Capped
    ? { ok: false as const, problem: "it came to more bytes than the workspace may hold", exitCode: null }
    : splitArchiveBack(fd5);
  let lost = back.ok ? undefined : back.problem;
  let overLimit = result.fd5Capped;
  let after: Buffer | undefined;
  let sideEffects: SideEffect[] = [];
  if (back.ok) {
    const read = stateFromArchive(back.archive, spec.maxEntries);
    if (read.ok) {
      // The host built fd4 itself from files and folders: it reads back whole.
      const fd4 = spec.spawn.fd4;
      const then = fd4 ? stateFromArchive(fd4, Number.POSITIVE_INFINITY) : undefined;
      const before = then?.ok ? then.state : emptyState();
      sideEffects = await diffStates(before, read.state);
      // Links and special files are listed once, never carried: the next run starts from files and folders.
      after = archiveFromState({ ...read.state, others: new Map() });
    } else {
      lost = read.problem;
      overLimit = read.overLimit === true;
    }
  }
  const stdout = out.toString("utf8");
  let json: unknown = null;
  try {
    json = stdout.trim() ? JSON.parse(stdout) : null;
  } catch {
    json = null;
  }
  return {
    spawn,
    stdout,
    stderr: err.toString("utf8"),
    json,
    exitCode: back.exitCode ?? result.exitCode,
    ...(lost !== undefined && { lost }),
    overLimit,
    ...(after && { after }),
    sideEffects,
    ...(spec.spawn.fd4 && { before: spec.spawn.fd4 }),
    received,
    answered: clockMs(),
  };
}

/** A Uint8Array that came in a message, as a Buffer over the same memory (no copy). */
export const asBuffer = (bytes: Uint8Array | undefined) =>
  bytes && Buffer.from(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);

/** `bytes` as a Buffer that owns all of its memory, so it can be transferred between threads without taking
 * anything else along (a pooled Buffer shares its memory with others). */
export function ownedBuffer(bytes: Uint8Array): Buffer {
  const owns = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  if (owns && !(bytes.buffer instanceof SharedArrayBuffer))
    return Buffer.from(bytes.buffer as ArrayBuffer, 0, bytes.byteLength);
  const copy = Buffer.alloc(bytes.byteLength);
  copy.set(bytes);
  return copy;
}
