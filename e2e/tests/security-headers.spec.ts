// Security headers and the Content-Security-Policy: every page kind works under it (Monaco, its workers,
// argument checks in the page) with no "Refused to" message, and the headers say what README.md promises.
import { readFileSync } from "node:fs";
import { type APIResponse, expect, type Page, test } from "@playwright/test";
import { completeSkillUrl } from "../support/schema-completion";
import { examplePack, openFile, openFresh, problem, share, typeFile } from "../support/studio";

const nextDir = new URL("../../apps/studio/.next/", import.meta.url);

/** Directive name -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((d) => {
      const [name = "", ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function nonceOf(response: APIResponse): string {
  const policy = response.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, `a nonce in ${policy}`).toBeTruthy();
  return nonce ?? "";
}

function expectCommonHeaders(response: APIResponse): void {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(headers["x-frame-options"]).toBe("DENY");
}

/** Console messages and CSP violation events that mean the policy broke something. */
function watch(page: Page): string[] {
  const bad: string[] = [];
  const check = (where: string, text: string) => {
    if (/Refused to|Could not create web worker|Content[- ]Security[- ]Policy/i.test(text))
      bad.push(`${where}: ${text}`);
  };
  page.on("console", (m) => check(`console.${m.type()} on ${page.url()}`, m.text()));
  page.on("pageerror", (e) => check(`page error on ${page.url()}`, e.message));
  page.on("worker", (w) => w.on("console", (m) => check(`worker ${w.url()}`, m.text())));
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`Refused to load (securitypolicyviolation): ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return bad;
}

/** JavaScript files the page fetched, as paths relative to .next ("static/chunks/…"). */
function scriptsOf(page: Page): Set<string> {
  const files = new Set<string>();
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith("/_next/static/") && path.endsWith(".js"))
      files.add(decodeURIComponent(path.slice("/_next/".length)));
  });
  return files;
}

/** Chunks the build's chunk graph (build/chunk-graph-plugin.ts) marks as mostly Monaco. */
function monacoChunks(): Set<string> {
  const graph = JSON.parse(readFileSync(new URL("chunk-graph.json", nextDir), "utf8")) as {
    chunks: Record<string, { bytes: number; monacoBytes: number }>;
  };
  return new Set(
    Object.entries(graph.chunks)
      .filter(([, c]) => c.bytes > 0 && c.monacoBytes / c.bytes >= 0.5)
      .map(([file]) => file),
  );
}

test("pages, API routes and static files carry the security headers; each page gets its own nonce", async ({
  request,
}) => {
  const [first, second] = [await request.get("/"), await request.get("/")];
  for (const response of [first, second]) {
    expect(response.status()).toBe(200);
    expectCommonHeaders(response);
  }
  expect(nonceOf(first)).not.toBe(nonceOf(second));

  const policy = directives(first.headers()["content-security-policy"] ?? "");
  expect(policy.get("script-src")).toEqual(["'self'", `'nonce-${nonceOf(first)}'`, "'strict-dynamic'"]);
  expect(policy.get("worker-src")).toEqual(["'self'", "blob:"]);
  expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy.get("connect-src")).toEqual(["'self'"]);
  expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
  for (const name of ["object-src", "base-uri", "frame-ancestors"]) expect(policy.get(name)).toEqual(["'none'"]);
  const unsafe = [...policy.values()].flat().filter((s) => s.startsWith("'unsafe-"));
  expect(unsafe).toEqual(["'unsafe-inline'"]);

  // Every script tag of the page carries this response's nonce; none carries another.
  const html = await first.text();
  const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scriptTags.length).toBeGreaterThan(3);
  for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonceOf(first)}"`);

  for (const path of ["/editor", "/rules", "/packs/weather", "/no-such-page"]) {
    const response = await request.get(path);
    expectCommonHeaders(response);
    expect(nonceOf(response)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  }

  const api = await request.get("/api/health");
  expectCommonHeaders(api);
  expect(directives(api.headers()["content-security-policy"] ?? "").get("default-src")).toEqual(["'none'"]);
  const trpc = await request.get("/api/trpc/share.get?input=%7B%22id%22%3A%22x%22%7D");
  expectCommonHeaders(trpc);

  const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script ?? "");
  expect(asset.status()).toBe(200);
  expectCommonHeaders(asset);
});

test("every page kind works under the CSP: no 'Refused to', Monaco's workers start, checks run in the page", async ({
  page,
  request,
}) => {
  const bad = watch(page);
  const scripts = scriptsOf(page);
  const monaco = monacoChunks();
  expect(monaco.size).toBeGreaterThan(0);
  const fetchedMonaco = () => [...scripts].filter((f) => monaco.has(f));

  // The catalog, a pack page and the rules: no Monaco at all.
  await page.goto("/");
  await expect(page.locator("main a[href^='/packs/']").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toMatch(/^(light|dark)$/);
  await page.goto("/packs/weather");
  await expect(page.getByTestId("pack-name")).toBeVisible();
  await page.goto("/rules");
  await expect(page.locator("#M001")).toBeAttached();
  expect(fetchedMonaco()).toEqual([]);

  // The editor: Monaco, lint markers, schema completion from the JSON worker, and a command preview
  // whose arguments core checks in the page (ajv's code generation would be refused here).
  await openFresh(page);
  expect(fetchedMonaco().length).toBeGreaterThan(0);
  await page.getByTestId("verb-select").selectOption("transfer");
  await page.getByTestId("arg-amount").fill("2.80");
  await expect(page.getByTestId("refusal")).toContainText("missing_argument");
  await expect(page.getByTestId("refusal")).not.toContainText("pack_invalid");
  await page.getByTestId("arg-payee").fill("demo-transit");
  await expect(page.getByTestId("argv-token")).toHaveCount(7);
  await expect(page.getByTestId("approval-card")).toHaveAttribute("data-kind", "payment");
  await openFile(page, "surface.json");
  await completeSkillUrl(page);
  await expect
    .poll(() => page.workers().map((w) => new URL(w.url()).pathname))
    .toContainEqual(expect.stringMatching(/^\/_next\/static\/chunks\//));

  const surface = examplePack("ledger")["surface.json"]?.replace('"id": "ledger"', '"id": "Ledger-Bad"') ?? "";
  await typeFile(page, "surface.json", surface);
  await problem(page, "M001").getByRole("button").click();
  await expect(page.locator(".monaco-editor .squiggly-error").first()).toBeVisible();

  // A stored share, read-only in the full studio.
  const ledger = examplePack("ledger");
  const id = await share(request, ledger);
  await page.goto(`/s/${id}`);
  await expect(page.getByTestId("read-only-badge")).toBeVisible();
  await expect(page.locator(".monaco-editor .view-lines")).toBeVisible();

  // A review: Monaco's diff editor with its insertions (computed in the editor worker).
  const policy = ledger["policy.json"] ?? "";
  const head = await share(request, {
    ...ledger,
    "policy.json": policy.replace('"list": { "effect": "read" }', '"list": { "effect": "write" }'),
  });
  await page.goto(`/review/${id}...${head}`);
  await expect(page.getByTestId("risk").first()).toBeVisible();
  await expect(page.locator(".monaco-diff-editor")).toBeVisible();
  await expect(
    page.locator(".monaco-diff-editor .line-insert, .monaco-diff-editor .char-insert").first(),
  ).toBeVisible();

  expect(bad).toEqual([]);
});
