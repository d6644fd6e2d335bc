// Bundles the CLI with everything it runs into one ESM file, dist/packstudio.mjs, so the package `npm pack` makes
// installs with no dependencies (the workspace packages, diff and the MCP SDK are bundled; bubblewrap stays a system
// package). The sandbox's sample project (workspace mode `project`) goes beside it, where the bundle looks first.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

await build({
  entryPoints: ["src/bin.ts"],
  outfile: "dist/packstudio.mjs",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  mainFields: ["module", "main"],
  // ajv and other CommonJS dependencies call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: "warning",
});
const sample = new URL("../sandbox/sample-project", import.meta.url);
const into = new URL("dist/sample-project", import.meta.url);
rmSync(into, { recursive: true, force: true });
cpSync(sample, into, { recursive: true });
