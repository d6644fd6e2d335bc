// Vitest settings for the extension: the test packages a real .vsix with vsce (slow), one file at a time.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { include: ["src/**/*.test.ts"], testTimeout: 300_000, hookTimeout: 300_000, fileParallelism: false },
});
