// Personal API tokens and packstudio login (DECISIONS.md 13) on the signed-in studio, each storage driver:
// a token made on /account is shown once, publishes from the real packstudio binary, and once revoked is
// refused; packstudio login is approved on /device and its stored token publishes. /account on a phone too.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { authDrivers, startAuthStudio, startIssuer, stopStudio } from "../support/auth-studio";
import { signIn } from "../support/sign-in-page";
import { examplePack } from "../support/studio";

const bin = fileURLToPath(new URL("../../packages/cli/bin/packstudio.mjs", import.meta.url));

let issuer: Server | undefined;
test.beforeAll(async () => {
  issuer = await startIssuer();
});
test.afterAll(() => {
  issuer?.close();
});

/** The ledger example under another id, written to a folder of its own. */
function packFolder(id: string): string {
  const dir = mkdtempSync(join(tmpdir(), `packstudio-e2e-${id}-`));
  for (const [path, text] of Object.entries(examplePack("ledger"))) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text.replaceAll('"ledger"', `"${id}"`));
  }
  return dir;
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The real packstudio binary, with a config folder of the test's own and no token in the environment. */
function packstudio(args: string[], config: string): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_CONFIG_HOME: config };
  delete env.STUDIO_PUBLISH_TOKEN;
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { env }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function createToken(page: Page, name: string): Promise<string> {
  await page.getByTestId("token-name").fill(name);
  await page.getByTestId("token-expiry").selectOption("30");
  await page.getByTestId("token-create").click();
  const secret = await page.getByTestId("token-secret").inputValue();
  expect(secret).toMatch(/^pst_[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId("token-secret-box")).toContainText("shown only this once");
  return secret;
}

const row = (page: Page, name: string) => page.getByTestId("token-row").filter({ hasText: name });

for (const driver of authDrivers) {
  test.describe(`personal tokens on ${driver.name}`, () => {
    const base = `http://127.0.0.1:${driver.port}`;
    let studio: ChildProcess | undefined;
    test.beforeAll(async () => {
      studio = await startAuthStudio(driver);
    });
    test.afterAll(() => stopStudio(studio, driver.port));

    test("a token is shown once, publishes from packstudio, and is refused once revoked", async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto(`${base}/account`);
      await expect(page.getByTestId("account-gate")).toContainText("Sign in (at the top right) to see your API tokens");
      await signIn(page, "ada");
      await page.getByTestId("account-link").click();
      await expect(page).toHaveURL(`${base}/account`);
      const secret = await createToken(page, "e2e ci");
      await page.getByTestId("token-secret-done").click();
      await expect(page.getByTestId("token-secret-box")).toHaveCount(0);
      await page.reload();
      await expect(row(page, "e2e ci")).toContainText("active");
      expect(await page.content()).not.toContain(secret);
      await expect(row(page, "e2e ci").getByTestId("token-last-used")).toHaveText("never");

      const config = mkdtempSync(join(tmpdir(), "packstudio-e2e-config-"));
      const id = `tok-e2e-${driver.name.toLowerCase()}`;
      const ok = await packstudio(["publish", packFolder(id), "--server", base, "--token", secret], config);
      expect(ok.stderr).toBe("");
      expect(ok.stdout).toContain(`Published ${id} version 1`);
      await page.reload();
      await expect(row(page, "e2e ci").getByTestId("token-last-used")).toHaveText(/^\d{4}-\d\d-\d\d$/);

      page.once("dialog", (dialog) => void dialog.accept());
      await row(page, "e2e ci").getByRole("button", { name: "Revoke e2e ci" }).click();
      await expect(row(page, "e2e ci").getByTestId("token-state")).toHaveText("revoked");
      const refused = await packstudio(["publish", packFolder(`${id}-2`), "--server", base, "--token", secret], config);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("The personal API token was revoked on");
    });

    test("packstudio login: approved on /device, its stored token publishes", async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto(`${base}/`);
      await signIn(page, "ada");
      const config = mkdtempSync(join(tmpdir(), "packstudio-e2e-login-"));
      const login = spawn(process.execPath, [bin, "login", "--server", base], {
        env: { ...process.env, XDG_CONFIG_HOME: config },
      });
      let out = "";
      let err = "";
      login.stdout.on("data", (c) => {
        out += c;
      });
      login.stderr.on("data", (c) => {
        err += c;
      });
      const exited = new Promise<number | null>((resolve) => login.on("exit", resolve));
      await expect.poll(() => out, { timeout: 30_000 }).toMatch(/enter the code ([A-Z]{4}-[A-Z]{4})/);
      expect(out).toContain(`open ${base}/device`);
      const code = /enter the code ([A-Z]{4}-[A-Z]{4})/.exec(out)?.[1] ?? "";

      await page.goto(`${base}/device`);
      await page.getByTestId("device-code").fill(code.toLowerCase());
      await page.getByTestId("device-find").click();
      await expect(page.getByTestId("device-login")).toContainText("packstudio login on");
      await page.getByTestId("device-approve").click();
      await expect(page.getByTestId("device-done")).toContainText("Approved");

      expect(await exited).toBe(0);
      expect(err).toBe("");
      expect(out).toContain(`Signed in to ${base}: token stored in ${config}/packstudio/credentials.json`);
      const file = join(config, "packstudio", "credentials.json");
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(Object.keys(JSON.parse(readFileSync(file, "utf8")))).toEqual([base]);

      const id = `login-e2e-${driver.name.toLowerCase()}`;
      const published = await packstudio(["publish", packFolder(id), "--server", base], config);
      expect(published.stderr).toBe("");
      expect(published.stdout).toContain(`Published ${id} version 1`);
      await page.goto(`${base}/account`);
      await expect(page.getByTestId("token-row").filter({ hasText: "packstudio login on" })).toHaveCount(1);
      expect((await packstudio(["logout", "--server", base], config)).stdout).toContain("Forgot the token");
    });

    test.describe("on a phone", () => {
      test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
      test("/account fits a 390 px screen: the form, the new secret and the list", async ({ page }) => {
        await page.goto(`${base}/account`);
        await signIn(page, "grace");
        await createToken(page, "phone");
        await expect(row(page, "phone")).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: new URL(`../screenshots/phone-account-${driver.name.toLowerCase()}.png`, import.meta.url).pathname,
          fullPage: true,
        });
      });
    });
  });
}

test("the open studio's /account says sign-in is not configured", async ({ page }) => {
  await page.goto("/account");
  await expect(page.getByTestId("account-gate")).toContainText("Sign-in is not configured on this studio");
});
