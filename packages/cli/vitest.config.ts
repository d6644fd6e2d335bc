// Vitest settings for the CLI package: tests spawn real processes (npx, node, git, bwrap), slow on a loaded machine.
import { defineConfig } from "vitest/config";

export default defineConfig({ test: { include: ["src/**/*.test.ts"], testTimeout: 300_000 } });
