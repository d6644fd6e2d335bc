// Vitest settings: these tests read the whole repository's files, which takes seconds on a busy 2-core machine.
import { defineConfig } from "vitest/config";

export default defineConfig({ test: { include: ["src/**/*.test.ts"], testTimeout: 300_000 } });
