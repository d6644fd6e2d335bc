// Benchmark: the catalog page's largest contentful paint on the production build in Debian's Chromium, over
// cold page loads (a new browser context each), beside the same server's trivial route loaded the same way.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { type Browser, chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../support/chromium";

// Knobs: E2E_PORT, BENCH_LOADS (default 20); BENCH_JSON names a file for the figures as JSON.
const port = Number(process.env.E2E_PORT ?? 3103);
const base = `http://127.0.0.1:${port}`;
const loads = Number(process.env.BENCH_LOADS ?? 20);
const warmup = 2;
// Issue 30 (was 1 s, issue 6).
const targetMs = 600;

async function up(): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * Wait until the example catalog is seeded and its dry-run badges (sandbox runs in the background) have
 * stopped changing for 5 s, so page loads do not share the machine with them. At most 3 minutes.
 */
async function catalogSettled(): Promise<void> {
  const url = `${base}/api/trpc/catalog.search?input=${encodeURIComponent('{"pageSize":100}')}`;
  let last = "";
  let steady = 0;
  for (let i = 0; i < 180 && steady < 5; i++) {
    const body = (await (await fetch(url)).json()) as { result: { data: { items: { dryRunOk: unknown }[] } } };
    const now = JSON.stringify(body.result.data.items.map((p) => p.dryRunOk));
    steady = now === last ? steady + 1 : 0;
    last = now;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

interface Load {
  lcp: number;
  fcp: number;
  ttfb: number;
  element: string;
}

// A string, not a function: tsx would wrap named functions in helpers the page does not have. The buffered
// observer hands over every candidate so far; the last one is the page's LCP once the network is idle.
const readPaint = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const all = list.getEntries();
    const last = all[all.length - 1];
    const nav = performance.getEntriesByType("navigation")[0];
    const fcp = performance.getEntriesByName("first-contentful-paint")[0];
    resolve({
      lcp: last.startTime,
      fcp: fcp ? fcp.startTime : -1,
      ttfb: nav ? nav.responseStart : -1,
      element: last.element ? last.element.tagName.toLowerCase() : String(last.url || "?"),
    });
  }).observe({ type: "largest-contentful-paint", buffered: true });
})`;

async function coldLoad(browser: Browser, path: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const response = await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    if (!response?.ok()) throw new Error(`${path}: HTTP ${response?.status()}`);
    return await page.evaluate<Load>(readPaint);
  } finally {
    await context.close();
  }
}

function figures(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95), n: values.length };
}

const mostCommon = (list: string[]) =>
  [...new Set(list)].sort((a, b) => list.filter((x) => x === b).length - list.filter((x) => x === a).length)[0];

async function main() {
  // A server already on the port is not the build under test (it may be a stranger's): refuse, as the e2e suite does.
  if (await up()) throw new Error(`Something already answers at ${base}: stop it or set E2E_PORT to a free port.`);
  const server = spawn(
    "npm",
    ["run", "start", "-w", "@packstudio/studio", "--", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: new URL("../..", import.meta.url).pathname,
      stdio: "ignore",
      detached: true,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        PACKSTUDIO_DATA_DIR: `/tmp/packstudio-lcp-${port}-${Date.now()}`,
      },
    },
  );
  for (let i = 0; i < 120 && !(await up()); i++) await new Promise((r) => setTimeout(r, 500));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    if (!(await up())) throw new Error(`The studio did not start at ${base}: is it built (npm run build)?`);
    await catalogSettled();
    for (let i = 0; i < warmup; i++) await coldLoad(browser, "/"); // the server's first renders
    const catalog: Load[] = [];
    const floor: Load[] = [];
    // Interleaved, so drift on a busy machine falls on both sides alike.
    for (let i = 0; i < loads; i++) {
      catalog.push(await coldLoad(browser, "/"));
      floor.push(await coldLoad(browser, "/api/health"));
    }
    const result = {
      chromium: browser.version(),
      loads,
      targetMs,
      catalog: {
        lcp: figures(catalog.map((l) => l.lcp)),
        fcp: figures(catalog.map((l) => l.fcp)),
        ttfb: figures(catalog.map((l) => l.ttfb)),
        element: mostCommon(catalog.map((l) => l.element)),
      },
      floor: { lcp: figures(floor.map((l) => l.lcp)), ttfb: figures(floor.map((l) => l.ttfb)) },
    };
    const ms = (f: { median: number; p95: number }) => `median ${f.median.toFixed(0)} ms, p95 ${f.p95.toFixed(0)} ms`;
    console.log(`Chromium ${result.chromium}, ${loads} cold loads each (new context), after ${warmup} warm-up loads:`);
    console.log(`  catalog /          LCP ${ms(result.catalog.lcp)} (<${result.catalog.element}>)`);
    console.log(`                     FCP ${ms(result.catalog.fcp)}; first byte ${ms(result.catalog.ttfb)}`);
    console.log(`  floor /api/health  LCP ${ms(result.floor.lcp)}; first byte ${ms(result.floor.ttfb)}`);
    console.log(`  target LCP p95 under ${targetMs} ms: ${result.catalog.lcp.p95 < targetMs ? "met" : "MISSED"}`);
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid);
  }
}

await main();
