// Vitest settings for the core package. Property tests run hundreds of cases: on a busy CI machine (turbo
// runs every package's tests at once on 2 cores) they need more than vitest's 5 s default.
import { defineConfig } from "vitest/config";

export default defineConfig({ test: { include: ["src/**/*.test.ts"], testTimeout: 300_000 } });
