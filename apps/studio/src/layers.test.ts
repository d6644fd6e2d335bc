// The studio's layers (docs/architecture.md): every folder of src and every root file, and the folders each may
// import. A wrong arrow, or a folder or root file this table does not know, fails here.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = dirname(fileURLToPath(import.meta.url));

interface Layer {
  /** What the folder (or root file) holds, for the reader of this table. */
  holds: string;
  /** The layers it may import values from (packages are always allowed). */
  uses: readonly string[];
  /** The layers it may import only with `import type` (the server: tRPC's `AppRouter` and input types). */
  typesFrom?: readonly string[];
}

/** Every folder of src, by name, and every root file, by its module name (a test shares its subject's entry). */
const layers: Record<string, Layer> = {
  // Routes may import every layer but test support (wrongArrow).
  app: { holds: "routes: pages, layouts, route handlers", uses: [] },
  store: { holds: "the editor's store: one state, its changes, the saved pack", uses: ["lib"], typesFrom: ["share"] },
  editor: {
    holds: "the editor page: Monaco, the file tree, panels, zip",
    uses: ["store", "preview", "skill", "agent", "openapi", "pattern", "share", "shell", "trpc", "lib"],
  },
  preview: {
    holds: "the argv or request preview of a command: form, typed line, rendered plan",
    uses: ["store", "dry-run", "approval-card", "openapi", "pattern", "escaped", "shell", "lib"],
  },
  "dry-run": {
    holds: "dry-runs: Run, its result, side effects and this session's history",
    uses: ["store", "approval-card", "openapi", "escaped", "shell", "trpc", "lib"],
    typesFrom: ["server"],
  },
  "approval-card": { holds: "the approval card, a layout per kind (cards/<kind>.tsx)", uses: ["escaped", "shell"] },
  skill: { holds: "HARNESS.md rendered (Markdown)", uses: ["shell"] },
  escaped: { holds: "text and values the studio did not write, escaped: text, output, a JSON tree", uses: ["shell"] },
  shell: { holds: "shared page parts: the site header, copy button, modal, shared stylesheets", uses: ["account"] },
  openapi: {
    holds: "openapi commands: the lazy chunk, request view, hovers",
    uses: ["store", "editor", "agent", "escaped", "shell", "lib"],
    typesFrom: ["dry-run"],
  },
  pattern: { holds: "the linear-time pattern engine: its lazy chunk and core's stand-in for it", uses: ["lib"] },
  agent: { holds: "the agent panel and its copy blocks", uses: ["preview", "escaped", "shell"] },
  catalog: {
    holds: "the catalog pages: search, results, pack badges, owners",
    uses: ["approval-card", "audit", "store", "trpc", "lib"],
    typesFrom: ["server"],
  },
  review: {
    holds: "the review of a change",
    uses: ["editor", "approval-card", "escaped", "trpc"],
    typesFrom: ["server"],
  },
  share: { holds: "share links: the snapshot and its #z: fragment", uses: ["lib"] },
  account: {
    holds: "sign-in, tokens and shares of an account (server components read the sign-in)",
    uses: ["audit", "trpc", "server"],
  },
  audit: { holds: "the admin audit list", uses: ["trpc"], typesFrom: ["server"] },
  security: { holds: "the content security policy", uses: [] },
  trpc: { holds: "the browser's tRPC client", uses: [], typesFrom: ["server"] },
  server: { holds: "tRPC routers, storage, sandbox and pack-worker instances", uses: ["lib"] },
  lib: { holds: "pure helpers the browser and the server share", uses: [] },
  testing: { holds: "test support (tests and benches import it, production never)", uses: [] },
  instrumentation: { holds: "Next's server start hook: settings checked, store and sandbox opened", uses: ["server"] },
  "instrumentation-client": { holds: "the browser's start hook", uses: [] },
  proxy: { holds: "Next's proxy: every page's content security policy", uses: ["security"] },
  layers: { holds: "this test", uses: [] },
  "studio-urls": { holds: "the test that every studio path is built by studioRoutes", uses: [] },
};

interface SourceFile {
  /** Its path under src, with `/`. */
  path: string;
  text: string;
}

interface Import {
  /** The layer the import reaches ("server", "store", a root module), "../" outside src, or undefined for a package. */
  layer: string | undefined;
  typeOnly: boolean;
  text: string;
}

/** The layer of a path under src: its top folder, or for a root file its module name (`proxy.ts` → `proxy`). */
function layerOf(path: string): string {
  if (path.startsWith("../")) return "../";
  const [top = "", ...rest] = path.split("/");
  return rest.length > 0 ? top : top.replace(/(\.test)?\.(tsx?|css)$/, "");
}

/** The imports of a file: static `import … from`, `export … from`, side-effect `import "…"`, dynamic `import("…")`
 * and a stylesheet's `composes: … from "…"`. */
function importsOf(path: string, text: string): Import[] {
  const found: Import[] = [];
  const pattern =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|(?:^|\n)\s*import\s+["']([^"']+)["']|composes:[^;]*?from\s+["']([^"']+)["']/g;
  for (const m of text.matchAll(pattern)) {
    const spec = m[3] ?? m[4] ?? m[5] ?? m[6] ?? "";
    let target: string | undefined;
    if (spec.startsWith("~/")) target = spec.slice(2);
    else if (spec.startsWith(".")) target = posix.normalize(posix.join(posix.dirname(path), spec));
    found.push({
      layer: target === undefined ? undefined : layerOf(target),
      typeOnly: Boolean(m[2]),
      text: m[0].trim(),
    });
  }
  return found;
}

/** Why an import of a file in `from` breaks the layers, or undefined. */
function wrongArrow(from: string, to: Import, isTest: boolean): string | undefined {
  if (to.layer === undefined || to.layer === from) return undefined;
  if (to.layer === "../") return isTest ? undefined : "a production file imports from outside src";
  if (to.layer === "testing")
    return isTest ? undefined : "production code imports test support (src/testing): only tests and benches may";
  // Route tests call the HTTP handler in app/ as a browser would.
  if (from === "server" && to.layer === "app" && isTest) return undefined;
  if (!(to.layer in layers)) return `src/${to.layer} is not in layers.test.ts's table`;
  if (from === "app") return undefined;
  const layer = layers[from];
  if (layer === undefined) return undefined; // reported once for the file itself
  if (layer.uses.includes(to.layer)) return undefined;
  const typeAllowed = layer.typesFrom?.includes(to.layer) === true;
  if (to.typeOnly && typeAllowed) return undefined;
  if (typeAllowed) return `${from} may import ${to.layer} only with \`import type\``;
  if (to.layer === "server") return `${from} imports the server: move what both need into src/lib`;
  return `${from} may not import ${to.layer} (it may import ${[...layer.uses].join(", ") || "packages only"})`;
}

/** Every wrong arrow and unknown layer among `files`: `path: import (why)` or `path: why`. */
function layerProblems(files: SourceFile[]): string[] {
  const problems: string[] = [];
  for (const { path, text } of files) {
    const from = layerOf(path);
    if (!(from in layers)) {
      problems.push(`${path}: src/${path.includes("/") ? `${from}/` : path} is not in layers.test.ts's table`);
      continue;
    }
    const isTest = /\.test\.tsx?$/.test(path);
    for (const imp of importsOf(path, text)) {
      const why = wrongArrow(from, imp, isTest);
      if (why) problems.push(`${path}: ${imp.text} (${why})`);
    }
  }
  return problems;
}

/** Every source file and stylesheet under src. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx|css)$/.test(e.name) ? [path] : [];
  });
}

describe("the studio's layers", () => {
  it("has no wrong arrow and no folder or root file the table does not know", () => {
    // This file's own fixtures below are lines of code, not its imports.
    const files = sources(src)
      .map((file) => ({ path: relative(src, file), text: readFileSync(file, "utf8") }))
      .filter((file) => file.path !== "layers.test.ts");
    expect(files.length).toBeGreaterThan(300);
    expect(layerProblems(files)).toEqual([]);
  });

  it("has a table entry only for folders and root files that exist", () => {
    const present = new Set(sources(src).map((file) => layerOf(relative(src, file))));
    expect(Object.keys(layers).filter((name) => !present.has(name))).toEqual([]);
  });

  // The marker makes `next build` fail when client code imports them (Next resolves it to an empty module on the
  // server and to a throwing one in the browser bundle). The pack worker's modules stay unmarked: esbuild bundles them.
  it.each([
    "server/root.ts",
    "server/store-instance.ts",
    "server/sandbox-instance.ts",
    "server/pack-work/pack-work.ts",
    "server/publish-token.ts",
    "server/auth/auth-instance.ts",
  ])("%s (the router, storage, sandbox, pack pool, publish and sign-in secrets) is marked server-only", (file) => {
    expect(readFileSync(join(src, file), "utf8")).toMatch(/^(?:\/\/.*\n)+import "server-only";\n/);
  });

  const fixture = (path: string, text: string) => layerProblems([{ path, text }]);

  it.each([
    ["preview/x.tsx", 'import { useStore } from "~/editor/studio";', "preview may not import editor"],
    ["preview/x.tsx", 'import { useStore } from "../editor/studio";', "preview may not import editor"],
    ["store/x.ts", 'import { CommandPreview } from "~/preview/command-preview";', "store may not import preview"],
    ["store/x.ts", 'import { fragment } from "~/share/fragment";', "store may import share only with `import type`"],
    ["escaped/x.tsx", 'const m = import("~/dry-run/run-result");', "escaped may not import dry-run"],
    ["dry-run/x.module.css", '.a { composes: b from "../editor/studio.module.css"; }', "dry-run may not import editor"],
    ["server/x.ts", 'import { x } from "~/editor/file-paths";', "server may not import editor"],
    ["server/x.ts", 'import type { T } from "~/catalog/catalog-types";', "server may not import catalog"],
    ["agent/x.ts", 'import { studioStore } from "~/server/store-instance";', "agent imports the server"],
    ["dry-run/x.ts", 'import { studioStore } from "~/server/store-instance";', "only with `import type`"],
    ["lib/x.ts", 'import type { AppRouter } from "~/server/root";', "lib imports the server"],
    ["catalog/x.ts", 'import { maxPage } from "~/server/catalog-query";', "only with `import type`"],
    ["review/x.ts", 'import { z } from "~/app/page";', "review may not import app"],
    ["server/pack-work/x.ts", 'import { lintBomb } from "~/testing/lint-bomb";', "imports test support"],
    ["editor/x.ts", 'import { y } from "../../build/plugin";', "from outside src"],
    ["widgets/x.tsx", 'import { x } from "@packstudio/core";', "src/widgets/ is not in layers.test.ts's table"],
    ["stray.ts", "export const x = 1;", "src/stray.ts is not in layers.test.ts's table"],
    ["editor/x.ts", 'import { x } from "~/widgets/x";', "src/widgets is not in layers.test.ts's table"],
    ["proxy.ts", 'import { x } from "~/server/root";', "proxy imports the server"],
  ])("reports %s: %s", (path, line, why) => {
    expect(fixture(path, line).join("\n")).toContain(why);
  });

  it.each([
    ["preview/x.tsx", 'import { useStore } from "~/store/store-context";'],
    ["editor/x.tsx", 'import { CommandPreview } from "~/preview/command-preview";'],
    ["store/x.ts", 'import type { Snapshot } from "~/share/snapshot";'],
    ["catalog/x.ts", 'import type { AppRouter } from "~/server/root";'],
    ["account/x.tsx", 'import { authSettings } from "~/server/auth/settings";'],
    ["server/x.ts", 'import { packProblem } from "~/lib/pack-check";'],
    ["server/x.test.ts", 'import { GET } from "~/app/api/health/route";'],
    ["server/pack-work/x.test.ts", 'import { lintBomb } from "~/testing/lint-bomb";'],
    ["app/x.tsx", 'import { Studio } from "~/editor/studio";'],
    ["openapi/x.ts", 'import type { RunResult } from "~/dry-run/run-types";'],
    ["openapi/shims/x.test.ts", 'import { plugin } from "../../../build/lazy-openapi-plugin";'],
    ["instrumentation-client.test.ts", 'import { x } from "./instrumentation-client";'],
    ["server/x.ts", 'import { x } from "@packstudio/core";'],
  ])("allows %s: %s", (path, line) => {
    expect(fixture(path, line)).toEqual([]);
  });
});
