// Helpers for driving the studio in tests: a fresh ledger pack, typing into Monaco, reading saved files.
import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";

export const storageKey = "packstudio.editor.v1";
export const examples = new URL("../../spec/examples/", import.meta.url);

export function examplePack(name: string): Record<string, string> {
  const files: Record<string, string> = {};
  const dir = new URL(`${name}/`, examples);
  const list =
    name === "ledger"
      ? ["surface.json", "policy.json", "HARNESS.md", "bin/ledger.mjs"]
      : ["surface.json", "policy.json", "HARNESS.md"];
  for (const f of list) files[f] = readFileSync(new URL(f, dir), "utf8");
  return files;
}

/**
 * Set the editor's saved pack (none: cleared) from a page without the editor: leaving an open editor saves its
 * pack on pagehide, which would overwrite what was just stored.
 */
async function setSavedPack(page: Page, state: object | undefined): Promise<void> {
  await page.goto("/rules");
  await page.evaluate(
    ({ key, saved }) => {
      localStorage.clear();
      if (saved) localStorage.setItem(key, JSON.stringify(saved));
    },
    { key: storageKey, saved: state },
  );
}

/** The editor with `files` as its saved pack (as a reload would find it). */
export async function openWith(page: Page, files: Record<string, string>): Promise<void> {
  await setSavedPack(page, { files, openFile: "surface.json", origin: "local" });
  await page.goto("/editor");
  await expect(page.locator(".monaco-editor .view-lines")).toBeVisible();
}

/**
 * Open the editor on a fresh copy of the spec's ledger example (nothing else saved from earlier tests), the pack the
 * editor's specs are written against. A new editor with nothing saved opens the catalog's ledger (new-user.spec.ts).
 */
export async function openFresh(page: Page): Promise<void> {
  await setSavedPack(page, { files: examplePack("ledger"), openFile: "surface.json", origin: "ledger" });
  await page.goto("/editor");
  await expect(page.getByTestId("pack-id")).toHaveText("ledger");
  await expect(page.locator(".monaco-editor .view-lines")).toBeVisible();
}

export async function openFile(page: Page, path: string): Promise<void> {
  await page.locator(`[data-testid=tree-file][data-path="${path}"]`).click();
  await expect(page.getByTestId("open-file")).toHaveText(path);
}

/** Replace the open file's text as a person pastes it (typing would auto-close brackets). */
export async function typeFile(page: Page, path: string, text: string): Promise<void> {
  await openFile(page, path);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("ControlOrMeta+V");
}

/** The pack as the studio saved it to local storage. */
export async function savedFiles(page: Page): Promise<Record<string, string>> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}").files ?? {}, storageKey);
}

export function problem(page: Page, code: string) {
  return page.locator(`[data-testid=problem][data-code=${code}]`);
}

/** Store `files` as a share through the studio's API; its id. */
export async function share(request: APIRequestContext, files: Record<string, string>): Promise<string> {
  const response = await request.post("/api/trpc/share.create", { data: { files, expiry: "never" } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).result.data.id;
}

/** Pick the ledger's transfer command and fill its form. */
export async function fillTransfer(page: Page, amount: string, payee: string): Promise<void> {
  await page.getByTestId("verb-select").selectOption("transfer");
  await page.getByTestId("arg-amount").fill(amount);
  await page.getByTestId("arg-payee").fill(payee);
}
