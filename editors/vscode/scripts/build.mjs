// Bundles the extension and its language client into one CommonJS file, dist/extension.js (vscode is the host's).
import { build } from "esbuild";

await build({
  entryPoints: ["src/extension.ts"],
  outfile: "dist/extension.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  external: ["vscode"],
  minify: true,
  logLevel: "warning",
});
