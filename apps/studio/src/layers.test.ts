// The studio's layers (docs/architecture.md): app → feature folders → lib and server. A wrong arrow fails here.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = dirname(fileURLToPath(import.meta.url));
const features = ["editor", "preview", "catalog", "review", "share", "agent", "trpc"];

/** Every source file under src (tests too: a test may reach across layers only where said below). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}

interface Import {
  /** The top folder under src the import reaches ("server", "editor", …), or undefined for a package. */
  layer: string | undefined;
  typeOnly: boolean;
  text: string;
}

/** The imports of a file, by static `import … from` / `export … from` and dynamic `import("…")`. */
function importsOf(file: string, text: string): Import[] {
  const found: Import[] = [];
  const pattern =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
  for (const m of text.matchAll(pattern)) {
    const spec = m[3] ?? m[4] ?? "";
    let target: string | undefined;
    if (spec.startsWith("~/")) target = join(src, spec.slice(2));
    else if (spec.startsWith(".")) target = resolve(dirname(file), spec);
    const layer = target === undefined ? undefined : relative(src, target).split("/")[0];
    found.push({ layer, typeOnly: Boolean(m[2]), text: m[0].trim() });
  }
  return found;
}

/** Why an import breaks the layers, or undefined. */
function wrongArrow(fromLayer: string, to: Import, isTest: boolean): string | undefined {
  if (to.layer === undefined || to.layer === fromLayer) return undefined;
  if (fromLayer === "server") {
    // Route tests call the HTTP handler in app/ as a browser would.
    if (isTest && to.layer === "app") return undefined;
    if (features.includes(to.layer) || to.layer === "app")
      return `the server imports the ${to.layer} folder: move what both need into src/lib`;
  }
  if (fromLayer === "lib" && to.layer !== "lib")
    return `src/lib imports ${to.layer}: lib holds pure helpers that import only packages and lib`;
  if (features.includes(fromLayer)) {
    if (to.layer === "app") return `the ${fromLayer} folder imports app (routes): routes import features, not back`;
    if (to.layer === "server" && !to.typeOnly)
      return `the ${fromLayer} folder imports the server's code: only \`import type\` (tRPC types) crosses; move shared values into src/lib`;
  }
  return undefined;
}

describe("the studio's layers", () => {
  it("has no wrong arrow", () => {
    const wrong: string[] = [];
    for (const file of sources(src)) {
      const from = relative(src, file).split("/")[0] ?? "";
      const isTest = /\.test\.tsx?$/.test(file);
      for (const imp of importsOf(file, readFileSync(file, "utf8"))) {
        const why = wrongArrow(from, imp, isTest);
        if (why) wrong.push(`${relative(src, file)}: ${imp.text} (${why})`);
      }
    }
    expect(wrong).toEqual([]);
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

  it.each([
    ["server", 'import { x } from "~/editor/file-paths";', "the server imports the editor folder"],
    ["server", 'import type { T } from "~/catalog/catalog-types";', "the server imports the catalog folder"],
    ["server", 'import { CopyBlock } from "~/agent/copy-block";', "the server imports the agent folder"],
    ["agent", 'import { studioStore } from "~/server/store-instance";', "only `import type`"],
    ["lib", 'import { y } from "~/server/trpc";', "src/lib imports server"],
    ["catalog", 'import { maxPage } from "~/server/catalog-query";', "only `import type`"],
    ["review", 'import { z } from "~/app/page";', "imports app"],
  ])("refuses %s: %s", (layer, line, why) => {
    const [imp] = importsOf(join(src, layer, "x.ts"), line);
    expect(imp && wrongArrow(layer, imp, false)).toContain(why);
  });

  it.each([
    ["catalog", 'import type { AppRouter } from "~/server/root";'],
    ["server", 'import { packProblem } from "~/lib/pack-check";'],
    ["app", 'import { Studio } from "~/editor/studio";'],
    ["review", 'import { Plain } from "~/preview/escaped-text";'],
    ["server", 'import { x } from "@packstudio/core";'],
  ])("allows %s: %s", (layer, line) => {
    const [imp] = importsOf(join(src, layer, "x.ts"), line);
    expect(imp && wrongArrow(layer, imp, false)).toBeUndefined();
  });
});
