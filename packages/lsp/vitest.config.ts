// Vitest settings for the language server: tests start real server processes over stdio; one file at a time.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { include: ["src/**/*.test.ts"], testTimeout: 300_000, hookTimeout: 300_000, fileParallelism: false },
});
