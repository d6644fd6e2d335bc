// Vitest settings for the studio: server routes tested through createCaller.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["src/**/*.test.ts", "bench/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Rate limits off unless a test turns them on: route tests make many calls from one (unknown) address.
    env: { PACKSTUDIO_RATE_LIMITS: "off" },
  },
});
