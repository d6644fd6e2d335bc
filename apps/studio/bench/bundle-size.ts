// Production bundle per route: gzipped JavaScript with and without Monaco, and where Monaco loads.
// Reads the build output only (run `npm run build -w @packstudio/studio` first): Next's
// build-manifest.json (the scripts of every page), app-path-routes-manifest.json (the routes), and
// chunk-graph.json, which build/chunk-graph-plugin.ts writes (each entry's chunks, Monaco's share of each).
// `npm run bench:bundle -w @packstudio/studio [-- --json] [-- --dir path/to/.next]`
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { ChunkGraph } from "../build/chunk-graph-plugin";

/** A chunk is Monaco's when at least this share of its module source is Monaco's. */
const monacoShare = 0.5;
/**
 * Targets of issue 6: the editor without Monaco under 300 kB gzipped; Monaco only where an editor shows. The
 * OpenAPI chunk (YAML, the OAI schemas, requests: src/openapi/openapi-loader.ts) loads only for openapi packs,
 * and the pattern engine's (re2js: src/pattern/pattern-loader.ts) only for packs with a pattern, so each is counted
 * apart like Monaco.
 */
const editorBudget = 300_000;
const monacoRoutes = new Set(["/editor", "/s/[id]", "/s", "/review/[range]"]);
const monacoFreeRoutes = ["/", "/packs/[id]", "/rules"];

export interface RouteSize {
  route: string;
  /** Scripts in the page's HTML. */
  initialGzip: number;
  /** Chunks the page can import after it starts (next/dynamic, import()). */
  asyncGzip: number;
  /** Web worker scripts the page can start. */
  workerGzip: number;
  /** initial + async. */
  totalGzip: number;
  /** Monaco's chunks among initial, async and workers. */
  monacoGzip: number;
  /** initial + async, without Monaco's chunks, the OpenAPI chunk and the pattern engine's. */
  withoutMonacoGzip: number;
  /** The OpenAPI chunk, loaded only for an openapi pack. */
  openapiGzip: number;
  /** The pattern engine's chunk (re2js), loaded only for a pack with a pattern. */
  patternGzip: number;
  monaco: boolean;
  monacoInitial: boolean;
  files: number;
}

function readJson<T>(dir: string, file: string): T {
  try {
    return JSON.parse(readFileSync(join(dir, file), "utf8")) as T;
  } catch (error) {
    throw new Error(
      `Cannot read ${join(dir, file)} (${(error as Error).message}). Build first: npm run build -w @packstudio/studio.`,
    );
  }
}

/** The entries Next builds for a page's segments: every layout, template, boundary and the page itself. */
function segmentEntries(page: string, graph: ChunkGraph): string[] {
  const dirs = page.split("/").slice(1, -1);
  const prefixes = dirs.map((_, i) => dirs.slice(0, i + 1).join("/"));
  const kinds = ["layout", "template", "error", "loading", "not-found"];
  const names = ["", ...prefixes].flatMap((p) => kinds.map((k) => `app${p ? `/${p}` : ""}/${k}`));
  names.push(`app${page}`);
  return names.filter((n) => graph.entrypoints[n]);
}

export function measure(dir: string): RouteSize[] {
  const build = readJson<{ rootMainFiles: string[] }>(dir, "build-manifest.json");
  const routes = readJson<Record<string, string>>(dir, "app-path-routes-manifest.json");
  const graph = readJson<ChunkGraph>(dir, "chunk-graph.json");
  const gzipped = new Map<string, number>();
  const gz = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(dir, file))).length;
      gzipped.set(file, size);
    }
    return size;
  };
  const isMonaco = (file: string) => {
    const chunk = graph.chunks[file];
    return chunk !== undefined && chunk.bytes > 0 && chunk.monacoBytes / chunk.bytes >= monacoShare;
  };
  const isOpenApi = (file: string) => graph.chunks[file]?.openapi === true;
  const isPattern = (file: string) => graph.chunks[file]?.pattern === true;
  const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gz(f), 0);
  const sizes: RouteSize[] = [];
  for (const [page, route] of Object.entries(routes)) {
    if (!page.endsWith("/page") || route.startsWith("/_")) continue;
    const entries = segmentEntries(page, graph)
      .map((n) => graph.entrypoints[n])
      .filter((e) => e !== undefined);
    const initial = new Set([...build.rootMainFiles, ...entries.flatMap((e) => e.initial)]);
    const later = new Set(entries.flatMap((e) => e.async).filter((f) => !initial.has(f)));
    const workers = new Set(entries.flatMap((e) => e.workers));
    const all = [...initial, ...later];
    const monacoFiles = new Set([...all, ...workers].filter(isMonaco));
    sizes.push({
      route,
      initialGzip: sum(initial),
      asyncGzip: sum(later),
      workerGzip: sum(workers),
      totalGzip: sum(all),
      monacoGzip: sum(monacoFiles),
      withoutMonacoGzip: sum(all.filter((f) => !isMonaco(f) && !isOpenApi(f) && !isPattern(f))),
      openapiGzip: sum(all.filter((f) => isOpenApi(f) && !isMonaco(f))),
      patternGzip: sum(all.filter((f) => isPattern(f) && !isMonaco(f))),
      monaco: all.some(isMonaco),
      monacoInitial: [...initial].some(isMonaco),
      files: all.length,
    });
  }
  return sizes.sort((a, b) => a.route.localeCompare(b.route));
}

export function targets(sizes: RouteSize[]) {
  const editor = sizes.find((s) => s.route === "/editor");
  return {
    editorWithoutMonaco: {
      gzip: editor?.withoutMonacoGzip ?? null,
      budget: editorBudget,
      met: editor !== undefined && editor.withoutMonacoGzip < editorBudget,
    },
    monacoOnlyWhereNeeded: {
      withMonaco: sizes.filter((s) => s.monaco).map((s) => s.route),
      met:
        monacoFreeRoutes.every((r) => sizes.some((s) => s.route === r && !s.monaco)) &&
        sizes.filter((s) => s.monaco).every((s) => monacoRoutes.has(s.route)),
    },
  };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function main(): void {
  const args = process.argv.slice(2);
  const dirAt = args.indexOf("--dir");
  const dir = dirAt >= 0 && args[dirAt + 1] ? args[dirAt + 1]! : new URL("../.next", import.meta.url).pathname;
  const sizes = measure(dir);
  const goal = targets(sizes);
  if (args.includes("--json")) {
    console.log(JSON.stringify({ dir, routes: sizes, targets: goal }, null, 2));
    return;
  }
  console.log("gzipped JavaScript per route (initial = scripts in the HTML, async = dynamic imports)\n");
  console.table(
    sizes.map((s) => ({
      route: s.route,
      initial: kb(s.initialGzip),
      async: kb(s.asyncGzip),
      "without Monaco": kb(s.withoutMonacoGzip),
      Monaco: s.monaco ? kb(s.monacoGzip) : "no",
      "OpenAPI chunk": s.openapiGzip > 0 ? kb(s.openapiGzip) : "no",
      "pattern engine": s.patternGzip > 0 ? kb(s.patternGzip) : "no",
      workers: kb(s.workerGzip),
    })),
  );
  const e = goal.editorWithoutMonaco;
  console.log(
    `editor without Monaco (the OpenAPI chunk and the pattern engine load only for packs that need them): ${e.gzip === null ? "no /editor route" : kb(e.gzip)} (target under ${kb(e.budget)}: ${e.met ? "met" : "MISSED"})`,
  );
  console.log(
    `Monaco on: ${goal.monacoOnlyWhereNeeded.withMonaco.join(", ") || "no route"} (target: only editor, share and review routes: ${goal.monacoOnlyWhereNeeded.met ? "met" : "MISSED"})`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}
