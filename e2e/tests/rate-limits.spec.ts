// Rate limits on a production server of their own (next start with tight limits, on E2E_PORT + 1): the 429
// reaches HTTP clients with Retry-After, a forged X-Forwarded-For changes nothing (the peer stamp in
// instrumentation.ts counts the TCP peer), and the editor's Share dialog shows the refusal's message.
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { examplePack } from "../support/studio";

const port = Number(process.env.E2E_PORT ?? 3100) + 1;
const base = `http://127.0.0.1:${port}`;
const repo = fileURLToPath(new URL("../../", import.meta.url));
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  server = spawn(
    process.execPath,
    [`${repo}node_modules/next/dist/bin/next`, "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: `${repo}apps/studio`,
      detached: true,
      stdio: "ignore",
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        PACKSTUDIO_DATA_DIR: `/tmp/packstudio-e2e-rate-${port}-${Date.now()}`,
        PACKSTUDIO_RATE_LIMITS: "share=2/1h,review=off",
      },
    },
  );
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the rate-limited studio did not start on ${base}`);
});

test.afterAll(() => {
  // The whole group: next start runs the server in a child process of its own.
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
});

test("429 with Retry-After once the limit is used, whatever X-Forwarded-For claims; the Share dialog says so", async ({
  page,
  request,
}) => {
  const files = examplePack("ledger");
  const create = (forwardedFor: string) =>
    request.post(`${base}/api/trpc/share.create`, {
      data: { files, expiry: "never" },
      headers: { "x-forwarded-for": forwardedFor, "x-packstudio-client-address": forwardedFor },
    });
  expect((await create("203.0.113.1")).status()).toBe(200);
  expect((await create("203.0.113.2")).status()).toBe(200);
  const refused = await create("203.0.113.3");
  expect(refused.status()).toBe(429);
  const wait = Number(refused.headers()["retry-after"]);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(3600);
  const body = (await refused.json()) as { error: { message: string; data: { code: string } } };
  expect(body.error.data.code).toBe("TOO_MANY_REQUESTS");
  expect(body.error.message).toContain("allow 2 an hour from one address, and this address (loopback)");
  expect(body.error.message).toContain(`Try again in ${wait} s`);

  // The browser on the same address: the dialog shows the refusal as the server wrote it.
  await page.goto(`${base}/editor`);
  await expect(page.getByTestId("pack-id")).toHaveText("ledger");
  await page.getByTestId("share-button").click();
  await page.getByTestId("share-create").click();
  await expect(page.getByTestId("share-error")).toContainText("Too many requests");
  await expect(page.getByTestId("share-error")).toContainText("Try again in");
});
