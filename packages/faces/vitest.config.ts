// Vitest settings for the faces: real bubblewrap and real MCP clients, so runs take real time; one file at a time.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { include: ["src/**/*.test.ts"], testTimeout: 300_000, hookTimeout: 300_000, fileParallelism: false },
});
