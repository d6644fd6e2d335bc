// Vitest settings for the action's script (the CLI bundle is built first: turbo's test task depends on it).
import { defineConfig } from "vitest/config";

export default defineConfig({ test: { include: ["src/**/*.test.ts"], testTimeout: 300_000 } });
