// The run process's script (bundled into run-process-source.generated.ts): each message is one run's pipeline.
import { asBuffer, type PipelineResult, type PipelineSpec, runPipeline } from "./run-pipeline.js";
import { spawnRun } from "./spawn-run.js";
import { lowerThisProcess, runThreadNiceBelow } from "./thread-priority.js";

export interface RunRequest {
  id: number;
  spec: PipelineSpec;
}

export interface RunAnswer {
  id: number;
  /** Without `before`: the studio kept its own copy of the archive it sent. */
  result?: Omit<PipelineResult, "before">;
  error?: string;
}

// Below the thread that answers the studio's requests: reading a run's output and archive, parsing and comparing
// them (seconds of CPU a minute under hostile load, measured) waits for that thread, not the reverse. Every thread
// of this process (node's own started before this line) is lowered, and the ones started later inherit it.
lowerThisProcess(runThreadNiceBelow);

const send = (answer: RunAnswer) => process.send?.(answer);

process.on("message", ({ id, spec }: RunRequest) => {
  const spawn = { ...spec.spawn, fd3: asBuffer(spec.spawn.fd3), fd4: asBuffer(spec.spawn.fd4) };
  runPipeline(spawnRun, { ...spec, spawn }).then(
    ({ before: _kept, ...result }) => send({ id, result }),
    (error: unknown) => send({ id, error: String((error as Error | undefined)?.message ?? error) }),
  );
});

// The studio is gone (ended, killed): so is this process. A run under way ends at its own wall clock inside.
process.on("disconnect", () => process.exit(0));
// A stop signal is the studio's (or runner's) to act on: a service manager signals the whole process group, and a
// runner that drains on SIGTERM finishes its runs here. This process ends with its parent's channel (above).
process.on("SIGTERM", () => undefined);
process.on("SIGINT", () => undefined);
