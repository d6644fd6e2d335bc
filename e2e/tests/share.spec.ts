// Share links: share from the editor, open the link in a new browser context (same findings, read-only, "Edit a copy"),
// the link that carries its files (#z:), deleting with the key, and clear refusals for wrong ids and oversized packs.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { examplePack, openFresh, problem, savedFiles, typeFile } from "../support/studio";

/** Every finding in the problems panel as "code file:line:column", in the panel's order. */
async function findings(page: Page): Promise<string[]> {
  await expect(page.getByTestId("problem").first()).toBeVisible();
  return page
    .getByTestId("problem")
    .evaluateAll((items) =>
      items.map(
        (li) => `${(li as HTMLElement).dataset.code} ${li.querySelector("button > span:nth-child(2)")?.textContent}`,
      ),
    );
}

/** The editor on the ledger pack with a bad id, so the pack has an M001 finding. */
async function ledgerWithBadId(page: Page): Promise<void> {
  await openFresh(page);
  const surface = examplePack("ledger")["surface.json"]!.replace('"id": "ledger"', '"id": "Ledger-Bad"');
  await typeFile(page, "surface.json", surface);
  await expect(problem(page, "M001")).toContainText("surface.json:2:9");
}

/** A page in a new browser context: no local storage, no cookies shared with the sharer. */
async function stranger(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function openShared(page: Page, link: string): Promise<void> {
  const response = await page.goto(link);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("read-only-badge")).toBeVisible();
  await expect(page.locator(".monaco-editor .view-lines")).toBeVisible();
}

test("a stored share opens in a new browser context with the same findings, read-only, and 'Edit a copy' opens it in the editor", async ({
  page,
  browser,
}) => {
  await ledgerWithBadId(page);
  const expected = await findings(page);
  expect(expected.some((f) => f.startsWith("M001 surface.json:2:9"))).toBe(true);

  await page.getByTestId("share-button").click();
  await expect(page.getByTestId("share-dialog")).toBeVisible();
  await page.getByTestId("share-expiry").selectOption("1w");
  await page.getByTestId("share-create").click();
  const link = await page.getByTestId("share-link").inputValue();
  expect(link).toMatch(/\/s\/[A-Za-z0-9_-]{16}$/);
  const id = link.slice(-16);
  await expect(page.getByTestId("share-delete-key")).toHaveValue(/^[A-Za-z0-9_-]{32}$/);
  await expect(page.getByTestId("share-dialog")).toContainText("shown only this once");

  const other = await stranger(browser);
  await openShared(other, link);
  await expect(other.getByTestId("read-only-badge")).toContainText(`Read-only share ${id}`);
  await expect(other.getByTestId("pack-id")).toHaveText("Ledger-Bad");
  expect(await findings(other)).toEqual(expected);

  // Read-only: typing changes nothing, files cannot be added, and the editor says why.
  // The lines shown are compared, so the editor is kept at its top: a click at the middle of the lines element
  // (taller than the editor) scrolled it on CI, and the lines shown then differed with nothing typed.
  const lines = other.locator(".monaco-editor .view-lines");
  const text = await lines.textContent();
  await lines.click({ position: { x: 80, y: 8 } });
  await other.keyboard.type("typed");
  await expect(other.locator(".monaco-editor")).toContainText("read-only share");
  await other.keyboard.press("Control+Home");
  await expect.poll(() => lines.textContent()).toBe(text);
  await expect(other.getByRole("button", { name: "Add a file" })).toHaveCount(0);
  await expect(other.getByTestId("template-select")).toHaveCount(0);
  expect(await findings(other)).toEqual(expected);
  // Nothing of the share went into this browser's saved pack.
  expect(await other.evaluate(() => localStorage.getItem("packstudio.editor.v1"))).toBeNull();

  await other.getByTestId("edit-copy").click();
  await expect(other).toHaveURL(/\/editor$/);
  await expect(other.getByTestId("pack-id")).toHaveText("Ledger-Bad");
  expect(await findings(other)).toEqual(expected);
  expect(await savedFiles(other)).toEqual(await savedFiles(page));
  await other.context().close();
});

test("the delete key deletes the share; the link then shows a clear not-found page", async ({ page, browser }) => {
  await ledgerWithBadId(page);
  await page.getByTestId("share-button").click();
  await page.getByTestId("share-create").click();
  const link = await page.getByTestId("share-link").inputValue();
  const key = await page.getByTestId("share-delete-key").inputValue();

  // A wrong key from the share's own page deletes nothing.
  const other = await stranger(browser);
  await openShared(other, link);
  await other.getByTestId("share-delete-open").click();
  // Its last character changed (a random key ends in "x" one time in 64: then "x" would be the right key).
  await other.getByTestId("share-delete-key-input").fill(`${key.slice(0, -1)}${key.endsWith("x") ? "y" : "x"}`);
  await other.getByTestId("share-delete").click();
  await expect(other.getByTestId("share-delete-error")).toContainText("the delete key does not match");
  expect((await other.goto(link))?.status()).toBe(200);

  await page.getByTestId("share-delete").click();
  await expect(page.getByTestId("share-deleted")).toBeVisible();
  expect((await other.goto(link))?.status()).toBe(404);
  await expect(other.getByTestId("share-not-found")).toContainText("expired or was deleted");
  await other.context().close();
});

test("a link that carries its files (#z:) opens read-only with the same findings; a damaged one says so", async ({
  page,
  browser,
}) => {
  await ledgerWithBadId(page);
  const expected = await findings(page);
  await page.getByTestId("share-button").click();
  await page.getByTestId("share-fragment").click();
  const link = await page.getByTestId("share-fragment-link").inputValue();
  expect(link).toMatch(/\/s#z:[A-Za-z0-9_-]+$/);

  const other = await stranger(browser);
  await openShared(other, link);
  await expect(other.getByTestId("read-only-badge")).toContainText("not stored");
  expect(await findings(other)).toEqual(expected);
  // Opening a finding keeps the link as it is: its fragment is the pack.
  await problem(other, "M001").getByRole("button").click();
  expect(other.url()).toBe(link);

  await other.getByTestId("edit-copy").click();
  await expect(other).toHaveURL(/\/editor$/);
  expect(await savedFiles(other)).toEqual(await savedFiles(page));

  await other.goto(link.slice(0, -40));
  await expect(other.getByTestId("share-link-error")).toContainText("cannot be opened");
  await other.context().close();
});

test("wrong share ids show a clear not-found page", async ({ page }) => {
  for (const id of ["AAAAAAAAAAAAAAAA", "not-an-id", "AAAAAAAAAAAAAAAAAAAA"]) {
    const response = await page.goto(`/s/${id}`);
    expect(response?.status(), id).toBe(404);
    await expect(page.getByTestId("share-not-found")).toContainText("This share link opens nothing");
  }
});

test("the API refuses wrong ids, oversized packs and unsafe paths with clear messages", async ({ request }) => {
  const get = await request.post("/api/trpc/share.get", { data: { id: "AAAAAAAAAAAAAAAA" } });
  expect(get.status()).toBe(404);
  expect((await get.json()).error.message).toContain('No share "AAAAAAAAAAAAAAAA"');

  const big = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`f${i}`, "x".repeat(1000 * 1024)]));
  const oversized = await request.post("/api/trpc/share.create", { data: { files: big } });
  expect(oversized.status()).toBe(400);
  expect((await oversized.json()).error.message).toContain("5 MiB");

  const unsafe = await request.post("/api/trpc/share.create", {
    data: { files: { ...examplePack("ledger"), "../evil.sh": "x" } },
  });
  expect(unsafe.status()).toBe(400);
  expect((await unsafe.json()).error.message).toContain('no ".." segments');
});
