// The arrows between the repository's packages (docs/architecture.md): which workspace may import which, read from
// each package's manifest and from every import in its sources.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

/**
 * Who may import whom, one way only: core at the bottom; sandbox and db beside each other, knowing no screen;
 * the hosts (cli, studio, lsp, faces) wire packages together. A package not named here is unknown and fails.
 */
export const allowedArrows: Record<string, readonly string[]> = {
  "@packstudio/core": [],
  "@packstudio/sandbox": ["@packstudio/core"],
  "@packstudio/db": ["@packstudio/core"],
  "@packstudio/faces": ["@packstudio/core", "@packstudio/sandbox"],
  "@packstudio/lsp": ["@packstudio/core"],
  "@packstudio/cli": [
    "@packstudio/core",
    "@packstudio/db",
    "@packstudio/faces",
    "@packstudio/lsp",
    "@packstudio/sandbox",
  ],
  "@packstudio/studio": ["@packstudio/core", "@packstudio/db", "@packstudio/sandbox"],
  "@packstudio/action": ["@packstudio/cli"],
  // The browser tests set up the databases the studios under test use.
  "@packstudio/e2e": ["@packstudio/core", "@packstudio/db"],
  "@packstudio/bench-report": [],
  "@packstudio/architecture": [],
  "packstudio-vscode": [],
};

export interface Workspace {
  name: string;
  dir: string;
  declared: string[];
}

export interface Arrow {
  from: string;
  file: string;
  /** The package imported, or for a relative path leaving the package, the path. */
  to: string;
  problem: string;
}

/** The workspaces the root package.json lists (folders with a package.json). */
export function workspaces(root: string): Workspace[] {
  const patterns = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { workspaces: string[] })
    .workspaces;
  const dirs = patterns.flatMap((p) =>
    p.endsWith("/*")
      ? readdirSync(join(root, p.slice(0, -2)), { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => join(root, p.slice(0, -2), e.name))
      : [join(root, p)],
  );
  return dirs.flatMap((dir) => {
    let manifest: { name: string; dependencies?: object; devDependencies?: object };
    try {
      manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    } catch {
      return [];
    }
    const deps = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    return [{ name: manifest.name, dir, declared: deps.filter((d) => d.startsWith("@packstudio/")) }];
  });
}

const skipped = new Set(["node_modules", "dist", ".next", ".turbo", "test-results", "playwright-report"]);

/** The TypeScript and JavaScript sources of a workspace (tests, benches and scripts too). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name.startsWith(".") || skipped.has(e.name)) return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx|mts|mjs|js)$/.test(e.name) && !e.name.endsWith(".generated.ts") ? [path] : [];
  });
}

const importPattern =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|require\(\s*["']([^"']+)["']\s*\)/g;

/** The specifiers a source text imports (static, dynamic, require). */
export function importsOf(text: string): string[] {
  return [...text.matchAll(importPattern)].map((m) => m[1] ?? m[2] ?? m[3] ?? "");
}

/** The workspace package a specifier names (`@packstudio/db/run-queue` → `@packstudio/db`), if any. */
const packageOf = (spec: string) => /^(@packstudio\/[^/]+)/.exec(spec)?.[1];

/** Every import of `workspace` that breaks an arrow: not allowed, not declared, or reaching into another's folder. */
export function wrongArrows(
  workspace: Workspace,
  files: { path: string; text: string }[],
  allowed = allowedArrows,
): Arrow[] {
  const may = allowed[workspace.name];
  if (!may)
    return [
      {
        from: workspace.name,
        file: "package.json",
        to: "",
        problem: "a package docs/architecture.md does not draw (add it to allowedArrows)",
      },
    ];
  const wrong: Arrow[] = [];
  for (const dep of workspace.declared) {
    if (!may.includes(dep))
      wrong.push({ from: workspace.name, file: "package.json", to: dep, problem: "a dependency the arrows forbid" });
  }
  for (const { path, text } of files) {
    const file = relative(workspace.dir, path);
    for (const spec of importsOf(text)) {
      const target = packageOf(spec);
      if (target && target !== workspace.name) {
        if (!may.includes(target))
          wrong.push({ from: workspace.name, file, to: target, problem: "an arrow not allowed" });
        else if (!workspace.declared.includes(target))
          wrong.push({ from: workspace.name, file, to: target, problem: "imported but not in package.json" });
      }
      if (spec.startsWith(".")) {
        const resolved = resolve(dirname(path), spec);
        if (!resolved.startsWith(workspace.dir + sep))
          wrong.push({ from: workspace.name, file, to: spec, problem: "a relative path into another folder" });
      }
    }
  }
  return wrong;
}

/** The sources of a workspace with their texts. */
export function workspaceFiles(workspace: Workspace): { path: string; text: string }[] {
  return sources(workspace.dir).map((path) => ({ path, text: readFileSync(path, "utf8") }));
}
