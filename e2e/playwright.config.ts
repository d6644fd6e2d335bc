// Playwright: the studio's production build (next build + next start) in Debian's Chromium.
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./support/chromium";
import { publishToken } from "./support/publish-token";

const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: "tests",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Bounds for hangs, not speed targets: CI's 2-core machine runs the package suites beside this one.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: "retain-on-failure",
  },
  webServer: {
    command: `npm run start -w @packstudio/studio -- -p ${port} -H 127.0.0.1`,
    cwd: "..",
    url: `http://127.0.0.1:${port}/editor`,
    reuseExistingServer: false,
    timeout: 300_000,
    // A fresh embedded database per run: PGlite is one process's, and each run seeds the catalog anew.
    // Publishing is on, with a token the tests know (the hostile pack is published through the tRPC route).
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      PACKSTUDIO_DATA_DIR: `/tmp/packstudio-e2e-${port}-${Date.now()}`,
      STUDIO_PUBLISH_TOKEN: publishToken,
    },
  },
});
