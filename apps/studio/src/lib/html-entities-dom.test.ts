// The browser's stand-in for markdown-it's `entities`: it has every function markdown-it imports from the package
// (an update that imports another fails here, not in a build), only markdown-it's imports are swapped, and without a
// DOM a reference stays as written. Its reads against the real package run in Chromium: e2e/tests/skill-entities.spec.ts.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { repoRoot } from "@packstudio/core/testing";
import { describe, expect, it } from "vitest";
import { entitiesStandIn, MarkdownEntitiesPlugin } from "../../build/markdown-entities-plugin";
import * as standIn from "./html-entities-dom";

// The markdown-it core reads with (its ES module build, the one webpack bundles), and the entities it imports.
const fromCore = createRequire(join(repoRoot, "packages/core/package.json"));
const markdownIt = join(dirname(fromCore.resolve("markdown-it")), "markdown-it.mjs");
const entities = createRequire(markdownIt)("entities") as Record<string, unknown>;

/** The names markdown-it imports from `entities`. */
function namesImported(): string[] {
  const source = readFileSync(markdownIt, "utf8");
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]entities['"]/g)].flatMap((m) =>
    (m[1] ?? "").split(",").map((n) => n.trim().split(/\s+as\s+/)[0] ?? ""),
  );
}

describe("the stand-in", () => {
  it("has every function markdown-it imports from entities", () => {
    const used = [...new Set(namesImported())].filter(Boolean).sort();
    expect(used).toEqual(["decodeHTMLStrict"]);
    for (const name of used) {
      expect(typeof (standIn as Record<string, unknown>)[name], name).toBe("function");
      expect(typeof entities[name], name).toBe("function");
    }
  });

  it("leaves a reference as written where there is no DOM, and anything that is not one reference", () => {
    expect(standIn.decodeHTMLStrict("&copy;")).toBe("&copy;");
    expect(standIn.decodeHTMLStrict('&a"><b>;')).toBe('&a"><b>;');
  });
});

describe("MarkdownEntitiesPlugin", () => {
  type Hook = (d: { request: string; contextInfo: { issuer: string } }) => void;
  let hook: Hook | undefined;
  new MarkdownEntitiesPlugin(repoRoot).apply({
    hooks: {
      normalModuleFactory: { tap: (_n, run) => run({ hooks: { beforeResolve: { tap: (_m, f) => (hook = f) } } }) },
    },
  });
  const resolve = (issuer: string, request: string) => {
    const data = { request, contextInfo: { issuer } };
    hook?.(data);
    return data.request;
  };

  it("swaps markdown-it's import of entities for the stand-in", () => {
    expect(resolve(markdownIt, "entities")).toBe(entitiesStandIn(repoRoot));
  });

  it("leaves every other importer of entities, and markdown-it's other imports, as they are", () => {
    expect(resolve(join(repoRoot, "node_modules/parse5/dist/index.js"), "entities")).toBe("entities");
    expect(resolve(join(repoRoot, "packages/core/src/markdown/markdown-reader.ts"), "entities")).toBe("entities");
    expect(resolve(markdownIt, "punycode.js")).toBe("punycode.js");
  });
});
