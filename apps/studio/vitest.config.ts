// Vitest settings for the studio: server routes tested through createCaller.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./src", import.meta.url)),
      // Tests run server modules as the server does: Next.js resolves the marker to this empty module there.
      "server-only": require.resolve("next/dist/compiled/server-only/empty.js"),
    },
  },
  test: {
    include: ["src/**/*.test.ts", "bench/**/*.test.ts"],
    environment: "node",
    // The pack worker, bundled from source for this run (server/pack-work runs lint and render in it).
    globalSetup: ["./build/vitest-pack-worker.ts"],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // Rate limits off unless a test turns them on: route tests make many calls from one (unknown) address.
    // The pack pool's deadline and wait as guards only (a busy machine is slow): deadline tests set their own.
    env: { PACKSTUDIO_RATE_LIMITS: "off", PACKSTUDIO_PACK_DEADLINE_MS: "120000", PACKSTUDIO_PACK_WAIT_MS: "120000" },
  },
});
