// The run thread's script (bundled into run-worker-source.generated.ts): each message is one run's pipeline.
import { parentPort } from "node:worker_threads";
import { asBuffer, ownedBuffer, type PipelineResult, type PipelineSpec, runPipeline } from "./run-pipeline.js";
import { spawnRun } from "./spawn-run.js";
import { lowerThisThread, runThreadNiceBelow } from "./thread-priority.js";

export interface RunRequest {
  id: number;
  spec: PipelineSpec;
}

export interface RunAnswer {
  id: number;
  result?: PipelineResult;
  error?: string;
}

// Below the thread that answers the studio's requests: reading a run's output and archive, parsing and comparing
// them (seconds of CPU a minute under hostile load, measured) waits for that thread, not the reverse.
lowerThisThread(runThreadNiceBelow);

parentPort?.on("message", ({ id, spec }: RunRequest) => {
  const spawn = { ...spec.spawn, fd3: asBuffer(spec.spawn.fd3), fd4: asBuffer(spec.spawn.fd4) };
  runPipeline(spawnRun, { ...spec, spawn }).then(
    (result) => {
      // The workspaces go back moved, not copied: the host holds them until the session's next run.
      const after = result.after && ownedBuffer(result.after);
      const before = result.before && ownedBuffer(result.before);
      const answer: RunAnswer = { id, result: { ...result, ...(after && { after }), ...(before && { before }) } };
      const moved = [after, before].filter((b): b is Buffer => b !== undefined).map((b) => b.buffer as ArrayBuffer);
      parentPort?.postMessage(answer, [...new Set(moved)]);
    },
    (error: unknown) =>
      parentPort?.postMessage({
        id,
        error: String((error as Error | undefined)?.message ?? error),
      } satisfies RunAnswer),
  );
});
