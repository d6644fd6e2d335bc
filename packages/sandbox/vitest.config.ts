// Vitest settings for the sandbox: real bubblewrap, so runs take real time, and files run one at a time.
import { defineConfig } from "vitest/config";

// One file at a time: the limit tests measure CPU and wall time, which parallel files on a small
// machine would distort (a busy loop starved of CPU reaches the wall clock before its CPU limit).
export default defineConfig({
  test: { include: ["src/**/*.test.ts"], testTimeout: 300_000, hookTimeout: 300_000, fileParallelism: false },
});
