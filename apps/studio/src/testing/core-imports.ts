// Test support for the browser build's stand-ins: the values core's own source files import from one of its modules.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "@packstudio/core/testing";

const core = join(repoRoot, "packages/core/src");

/** Core's source files, tests left out, and none under `skip` (a folder of core/src). */
function coreSources(skip?: string, dir = core): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return skip && path === join(core, skip) ? [] : coreSources(skip, path);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [path] : [];
  });
}

/**
 * The values (not types) core's files import or re-export from `folder/name.ts`, sorted; files under `skip` are not
 * read (a folder whose imports the build does not swap).
 */
export function valuesCoreImports(folder: string, name: string, skip?: string): string[] {
  const used = new Set<string>();
  const statement = new RegExp(
    `(?:import|export)\\s*(type\\s*)?\\{([^}]*)\\}\\s*from\\s*"[./]*(?:${folder}/)?${name}\\.js"`,
    "g",
  );
  for (const file of coreSources(skip)) {
    for (const m of readFileSync(file, "utf8").matchAll(statement)) {
      if (m[1]) continue;
      for (const part of (m[2] ?? "").split(",")) {
        const words = part.trim().split(/\s+/);
        if (words[0] && words[0] !== "type") used.add(words[0]);
      }
    }
  }
  return [...used].sort();
}
