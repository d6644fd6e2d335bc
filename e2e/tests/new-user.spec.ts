// Issue 29 item 6: the catalog and reviews as a new user sees them, on a desktop and a 390×844 phone. A typo search
// says what it searched for, a match the card cannot show comes with its line, the pager says where you are and
// goes back, a pack page says when the MCP face is not declared, the phone's toolbar stays on screen with 44 px
// targets, /editor opens the catalog's ledger, a review shows others' comments and verdicts as they come, and a
// typed name's verdict belongs to the browser that gave it. Axe finds nothing on the pages changed. Studios of
// their own: a fresh data folder loaded by the README's bulk import (E2E_PORT + 3), sign-in's button (+ 4).
import { execFile } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { spawnStudio, stopStudio } from "../support/auth-studio";
import { publishToken } from "../support/publish-token";
import { examplePack, share } from "../support/studio";

const packsDir = new URL("../../catalog/packs/", import.meta.url).pathname;
const examples = readdirSync(packsDir).filter((name) => statSync(join(packsDir, name)).isDirectory());

/** A catalog pack's files as the folder holds them. */
function folderFiles(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const name of readdirSync(join(dir, rel))) {
      const path = rel ? `${rel}/${name}` : name;
      if (statSync(join(dir, path)).isDirectory()) walk(path);
      else files[path] = readFileSync(join(dir, path), "utf8");
    }
  };
  walk("");
  return files;
}

async function expectNoViolations(page: Page, what: string, leaveOut: string[] = []): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).disableRules(leaveOut).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, what).toEqual([]);
}

const results = (page: Page) => page.getByTestId("catalog-result");
const result = (page: Page, id: string) => results(page).and(page.locator(`[data-id="${id}"]`));
const resultIds = (page: Page) => results(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-id") ?? ""));

/** Every control of the element is on screen; on a phone, each is at least 44×44 px. */
async function expectTargets(page: Page, scope: string, phone: boolean): Promise<void> {
  const boxes = await page
    .locator(scope)
    .evaluateAll((els) =>
      els
        .map((el) => ({ name: (el.textContent ?? "").trim().slice(0, 24), box: el.getBoundingClientRect().toJSON() }))
        .filter((c) => c.box.width > 0 && c.box.height > 0),
    );
  expect(boxes.length).toBeGreaterThan(0);
  const { vw, vh } = await page.evaluate(() => ({ vw: innerWidth, vh: innerHeight }));
  for (const { name, box } of boxes) {
    expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(vw);
    expect(box.y + box.height, `${name} is above the screen's bottom`).toBeLessThanOrEqual(vh);
    if (phone) {
      expect(box.width, `${name} is 44 px wide or more`).toBeGreaterThanOrEqual(44);
      expect(box.height, `${name} is 44 px high or more`).toBeGreaterThanOrEqual(44);
    }
  }
}

/** A catalog of more than one page: packs published as an operator would, only as many as are missing. */
async function catalogOfTwoPages(request: APIRequestContext): Promise<number> {
  const search = await request.post("/api/trpc/catalog.search", { data: {} });
  let total = (await search.json()).result.data.total as number;
  const ledger = folderFiles(join(packsDir, "ledger"));
  for (let n = 1; total <= 20; n++) {
    const id = `zz-new-user-${n}`;
    if ((await request.get(`/packs/${id}`)).ok()) continue;
    const files = { ...ledger };
    for (const key of ["surface.json", "policy.json"])
      files[key] = (files[key] ?? "")
        .replaceAll('"ledger"', `"${id}"`)
        .replace('"name": "Ledger"', `"name": "Zz ${n}"`);
    const response = await request.post("/api/trpc/catalog.publish", { data: { files, token: publishToken } });
    expect(response.ok(), await response.text()).toBe(true);
    total++;
  }
  return total;
}

/** Two shares of the ledger, unique to this test (a conversation belongs to its pair of share ids). */
async function reviewLink(request: APIRequestContext): Promise<string> {
  const base = examplePack("ledger");
  base["HARNESS.md"] = `${base["HARNESS.md"]}\n<!-- e2e new user ${Date.now()}-${Math.random()} -->\n`;
  const policy = (base["policy.json"] ?? "").replace('"list": { "effect": "read" }', '"list": { "effect": "write" }');
  return `/review/${await share(request, base)}...${await share(request, { ...base, "policy.json": policy })}`;
}

/** A second person: a browser context of their own (their own storage and cookies), at the same size. */
async function otherPerson(browser: Browser, page: Page): Promise<Page> {
  const size = page.viewportSize() ?? { width: 1440, height: 900 };
  const context = await browser.newContext({ viewport: size, baseURL: new URL(page.url()).origin });
  return context.newPage();
}

/**
 * Add a comment. The send is told apart from a lost input by the request itself: a comment request that went out
 * must succeed and show (a refusal fails with the server's message); no request at all means the typed text or
 * the click never reached the form (CI saw the field empty and no request sent, on a phone; cause not found), so
 * the text is typed again, as a person would, after saying what the form showed.
 */
async function sendComment(page: Page, text: string): Promise<void> {
  const field = page.getByTestId("comment-text");
  for (let attempt = 0; attempt < 3; attempt++) {
    await field.fill(text);
    const sent = page.waitForRequest((r) => r.url().includes("/api/trpc/review.comment"), { timeout: 10_000 });
    await page.getByTestId("comment-submit").click();
    const request = await sent.catch(() => null);
    if (request) {
      const response = await request.response();
      expect(response?.ok(), `the comment was refused: ${await response?.text()}`).toBe(true);
      await expect(page.getByTestId("comment")).toHaveCount(1);
      return;
    }
    const form = page.getByTestId("comment-form");
    console.log(
      `no comment request after attempt ${attempt + 1}: text field ${JSON.stringify(await field.inputValue())}, ` +
        `anchor ${await form.getByTestId("comment-anchor-kind").inputValue()}, ` +
        `error ${JSON.stringify(await form.getByTestId("comment-error").allTextContents())}`,
    );
  }
  throw new Error("three comments typed and sent, and no comment request went out");
}

/**
 * Type a reviewer's name until the review has taken it (it keeps the name in localStorage on each change). A name
 * typed the moment the review shows was at times not taken, the field showing it and the verdict going out with an
 * empty author (about one run in six in CI; not reproduced alone). A comment and a verdict now take the name their
 * field shows (review.spec.ts "…their fields show…"); this still types again, as a person who saw "give a display
 * name" would, since the cause of the lost input was not found.
 */
async function typeName(page: Page, where: "comment-form" | "verdicts", name: string): Promise<void> {
  const field = page.getByTestId(where).getByTestId("reviewer-name");
  const taken = () => page.evaluate(() => localStorage.getItem("packstudio.review.name"));
  for (let attempt = 0; attempt < 5; attempt++) {
    await field.fill("");
    await field.fill(name);
    if ((await taken()) === name.trim()) return;
    await page.waitForTimeout(500);
  }
  expect(await taken(), "the review never took the typed name").toBe(name.trim());
}

for (const [label, viewport] of [
  ["desktop", { width: 1440, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  const phone = label === "phone";
  test.describe(`on a ${label}`, () => {
    test.use({ viewport, hasTouch: phone });

    test("a search read as a typo says what it searched for", async ({ page }) => {
      await page.goto("/?q=ledgr");
      await expect(results(page).first()).toHaveAttribute("data-id", "ledger");
      const corrected = page.getByTestId("catalog-corrected");
      await expect(corrected).toHaveText("Showing results for ledger (nothing matches “ledgr” as typed).");
      await expect(corrected.getByRole("link", { name: "ledger" })).toHaveAttribute("href", "/?q=ledger");
      // Typed letter by letter, the live answer says it too.
      await page.goto("/");
      await page.getByTestId("catalog-search").pressSequentially("ledgr", { delay: 40 });
      await expect(page.getByTestId("catalog-live").getByTestId("catalog-corrected")).toContainText(
        "Showing results for ledger",
      );
      await expectNoViolations(page, "typo search");
    });

    test("a match in HARNESS.md past the card's text shows the line that matched", async ({ page }) => {
      await page.goto("/?q=harbour");
      const ledger = result(page, "ledger");
      await expect(ledger).toBeVisible();
      const snippet = ledger.getByTestId("catalog-snippet");
      await expect(snippet).toHaveAttribute("data-source", "HARNESS.md");
      await expect(snippet).toContainText("Matched in HARNESS.md:");
      await expect(snippet.getByTestId("catalog-match")).toHaveText(["Harbour"]);
      // A match the card shows needs no snippet.
      await page.goto("/?q=ledger");
      await expect(result(page, "ledger").getByTestId("catalog-match").first()).toBeVisible();
      await expect(result(page, "ledger").getByTestId("catalog-snippet")).toHaveCount(0);
      await page.goto("/?q=harbour");
      await expectNoViolations(page, "snippet");
    });

    test("the pager says where you are, goes forward and back, with targets a thumb can hit", async ({
      page,
      request,
    }) => {
      const total = await catalogOfTwoPages(request);
      const pages = Math.ceil(total / 20);
      await page.goto("/");
      await expect(page.getByTestId("catalog-page")).toHaveText(`Page 1 of ${pages}`);
      await expect(page.getByTestId("catalog-range")).toContainText(`· results 1–20 of ${total}`);
      await page.getByTestId("catalog-next").click();
      await expect(page).toHaveURL(/[?&]page=2&cursor=/);
      await expect(page.getByTestId("catalog-page")).toHaveText(`Page 2 of ${pages}`);
      await expect(page.getByTestId("catalog-range")).toContainText(`results 21–${Math.min(40, total)} of ${total}`);
      // The pager follows the results: a person scrolls down to it (other tests' packs may fill page 2).
      await page.locator("nav[aria-label=Pages]").scrollIntoViewIfNeeded();
      await expectTargets(page, "nav[aria-label=Pages] a", phone);
      await expectNoViolations(page, "page 2");
      await page.getByTestId("catalog-prev").click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId("catalog-page")).toHaveText(`Page 1 of ${pages}`);
      await expect(page.getByTestId("catalog-range")).toContainText("results 1–20");
    });

    test("a pack page says when the pack does not declare the MCP face, as the MCP filter reads it", async ({
      page,
    }) => {
      await page.goto("/?transport=mcp");
      const withMcp = await resultIds(page);
      expect(withMcp).toContain("weather");
      expect(withMcp).not.toContain("ledger");
      await page.goto("/packs/ledger");
      const note = page.getByTestId("pack-agent-undeclared");
      await expect(note).toContainText("This pack does not declare the MCP face");
      await expect(note).toContainText("lists cli, json_exec, so the catalog's MCP filter leaves it out");
      await expectNoViolations(page, "pack page without mcp");
      await page.goto("/packs/weather");
      await expect(page.getByTestId("pack-agent")).toBeVisible();
      await expect(page.getByTestId("pack-agent-undeclared")).toHaveCount(0);
    });

    test("the editor's toolbar stays on screen, every control in reach", async ({ page }) => {
      await page.goto("/rules");
      await page.evaluate(() => localStorage.clear());
      await page.goto("/editor");
      await expect(page.locator(".monaco-editor .view-lines")).toBeVisible();
      await expectTargets(page, "header button, header select, header a", phone);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await expect(page.locator(".monaco-editor .view-lines")).toBeInViewport();
      await page.screenshot({
        path: new URL(`../screenshots/new-user-toolbar-${label}.png`, import.meta.url).pathname,
      });
      // The phone's one-pane layout hides the editor's <main> while another pane shows: not this test's to judge.
      await expectNoViolations(page, "editor", phone ? ["landmark-one-main"] : []);
    });

    test("/editor, with nothing saved, opens the catalog's ledger: the same files as /packs/ledger", async ({
      page,
    }) => {
      await page.goto("/rules");
      await page.evaluate(() => localStorage.clear());
      await page.goto("/editor");
      await expect(page.getByTestId("pack-id")).toHaveText("ledger");
      const downloaded = page.waitForEvent("download");
      await page.getByTestId("download").click();
      const zip = unzipSync(new Uint8Array(readFileSync(await (await downloaded).path())));
      const files = Object.fromEntries(
        Object.entries(zip).map(([path, bytes]) => [path, new TextDecoder().decode(bytes)]),
      );
      expect(files).toEqual(folderFiles(join(packsDir, "ledger")));
      // The catalog's page of the pack offers the same files.
      const catalogZip = await page.request.get("/packs/ledger/download");
      const published = unzipSync(new Uint8Array(await catalogZip.body()));
      expect(Object.keys(published).sort()).toEqual(Object.keys(files).sort());
    });

    test("a review shows another person's comment and verdict without a reload", async ({ page, browser }) => {
      const link = await reviewLink(page.request);
      await page.goto(link);
      await expect(page.getByTestId("review")).toBeVisible();
      await expect(page.getByTestId("comment")).toHaveCount(0);
      const other = await otherPerson(browser, page);
      try {
        await other.goto(link);
        await typeName(other, "comment-form", "Bo Reviewer");
        await sendComment(other, "list must stay read.");
        await other.getByTestId("verdict-approve").click();
        await expect(other.getByTestId("verdict")).toHaveCount(1);
        // The first page, never reloaded, gets both as they come.
        await expect(page.getByTestId("comment")).toHaveCount(1);
        await expect(page.getByTestId("comment").getByTestId("comment-author")).toHaveText("Bo Reviewer");
        await expect(page.getByTestId("comment").getByTestId("comment-body")).toHaveText("list must stay read.");
        await expect(page.getByTestId("verdict")).toContainText("Approved by Bo Reviewer");
        // A typed name is marked as such.
        await expect(page.getByTestId("verdict").getByTestId("unverified")).toHaveText("(unverified name)");
        await expect(page.getByTestId("comment").getByTestId("unverified")).toBeVisible();
        await expectNoViolations(page, "live review");
      } finally {
        await other.context().close();
      }
    });

    test("a typed name's verdict belongs to the browser that gave it: another typing the name cannot replace it", async ({
      page,
      browser,
    }) => {
      const link = await reviewLink(page.request);
      await page.goto(link);
      await typeName(page, "verdicts", "Ada");
      await page.getByTestId("verdict-approve").click();
      await expect(page.getByTestId("verdict")).toContainText("Approved by Ada");
      const cookie = (await page.context().cookies()).find((c) => c.name === "packstudio_voter");
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe("Lax");
      expect(await page.evaluate(() => document.cookie)).not.toContain("packstudio_voter");

      const other = await otherPerson(browser, page);
      try {
        await other.goto(link);
        await expect(other.getByTestId("verdict")).toContainText("Approved by Ada");
        await typeName(other, "verdicts", "ada");
        await other.getByTestId("verdict-request-changes").click();
        await expect(other.getByTestId("verdict-error")).toContainText(
          '"Ada" already gave a verdict on this review from another browser, and only that browser can change it.',
        );
        await expect(other.getByTestId("verdict")).toHaveCount(1);
        await expect(other.getByTestId("verdict")).toHaveAttribute("data-verdict", "approve");
        // Under a name of its own, the second person's verdict stands beside the first.
        await typeName(other, "verdicts", "Bo");
        await other.getByTestId("verdict-request-changes").click();
        await expect(other.getByTestId("verdict")).toHaveCount(2);
      } finally {
        await other.context().close();
      }
      // The first browser still changes its own verdict, and sees the other's arrive.
      await page.getByTestId("verdict-request-changes").click();
      await expect(page.getByTestId("verdict").filter({ hasText: "by Ada" })).toHaveAttribute(
        "data-verdict",
        "request_changes",
      );
      await expect(page.getByTestId("verdict")).toHaveCount(2);
      await expect(page.getByTestId("verdicts")).toContainText("from this browser replaces your earlier one");
      await expectNoViolations(page, "review verdicts");
    });
  });
}

const e2ePort = Number(process.env.E2E_PORT ?? 3100);
const repo = new URL("../../", import.meta.url).pathname;

/** `next start` of the built studio on `port` with `env`, up and answering; stop it with stopStudio. */
async function startStudio(port: number, env: Record<string, string>) {
  const base = `http://127.0.0.1:${port}`;
  const leftover = await fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );
  if (leftover) throw new Error(`${base} already answers: a studio from an earlier run still listens there; stop it`);
  const server = spawnStudio(port, env);
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the studio on ${base} exited (${server.exitCode})`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { server, base };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stopStudio(server, port);
  throw new Error(`the studio did not start on ${base}`);
}

test.describe("studios of their own", () => {
  test.describe.configure({ timeout: 420_000 });

  test("after the README's bulk import into a fresh data folder, the example packs are there too", async ({ page }) => {
    const port = e2ePort + 3;
    const stamp = `${port}-${Date.now()}`;
    const dataDir = `/tmp/packstudio-e2e-import-${stamp}`;
    // One pack folder to import, under an id of its own: `npm run import -w @packstudio/db -- <dir>`.
    const dir = `/tmp/packstudio-e2e-import-packs-${stamp}`;
    const notes = folderFiles(join(packsDir, "notes"));
    for (const [path, text] of Object.entries(notes)) {
      const file = join(dir, "imported-notes", path);
      mkdirSync(join(file, ".."), { recursive: true });
      writeFileSync(
        file,
        ["surface.json", "policy.json"].includes(path) ? text.replaceAll('"notes"', '"imported-notes"') : text,
      );
    }
    const out = await new Promise<string>((resolve) =>
      execFile(
        "npm",
        ["run", "import", "-w", "@packstudio/db", "--", dir],
        { cwd: repo, env: { ...process.env, PACKSTUDIO_DATA_DIR: dataDir } },
        (_error, stdout, stderr) => resolve(`${stdout}${stderr}`),
      ),
    );
    expect(out).toMatch(/imported 1 new packs/);
    const { server, base } = await startStudio(port, { PACKSTUDIO_DATA_DIR: dataDir });
    try {
      for (const size of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(size);
        await page.goto(`${base}/`);
        await expect(page.getByTestId("catalog-total")).toHaveText(`${examples.length + 1} packs`);
        expect((await resultIds(page)).sort()).toEqual([...examples, "imported-notes"].sort());
      }
      await page.goto(`${base}/packs/ledger`);
      await expect(page.getByTestId("pack-name")).toHaveText("Ledger");
    } finally {
      await stopStudio(server, port);
    }
  });

  test("the sign-in button names the provider by PACKSTUDIO_OIDC_LABEL, never by the issuer's host", async ({
    page,
  }) => {
    const port = e2ePort + 4;
    // No issuer needs to answer for the button to show: nothing listens on this loopback port.
    const signIn = (label?: string) => ({
      PACKSTUDIO_OIDC_ISSUER: `http://127.0.0.1:${e2ePort + 5}/issuer`,
      PACKSTUDIO_OIDC_CLIENT_ID: "studio",
      PACKSTUDIO_OIDC_CLIENT_SECRET: "e2e-secret",
      PACKSTUDIO_BASE_URL: `http://127.0.0.1:${port}`,
      PACKSTUDIO_AUTH_SECRET: "e2e-auth-secret-0123456789abcdef0123456789",
      PACKSTUDIO_DATA_DIR: `/tmp/packstudio-e2e-label-${port}-${Date.now()}`,
      ...(label === undefined ? {} : { PACKSTUDIO_OIDC_LABEL: label }),
    });
    for (const [label, shown] of [
      [undefined, "Sign in with single sign-on"],
      ["Acme SSO", "Sign in with Acme SSO"],
    ] as const) {
      const { server, base } = await startStudio(port, signIn(label));
      try {
        for (const size of [
          { width: 1440, height: 900 },
          { width: 390, height: 844 },
        ]) {
          await page.setViewportSize(size);
          await page.goto(`${base}/`);
          await expect(page.getByRole("button", { name: shown })).toBeVisible();
          await expect(page.locator("header")).not.toContainText(`127.0.0.1:${e2ePort + 5}`);
        }
        await expectNoViolations(page, `catalog with ${shown}`);
      } finally {
        await stopStudio(server, port);
      }
    }
  });
});
