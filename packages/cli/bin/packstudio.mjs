#!/usr/bin/env node
// The packstudio binary: runs the bundle that `npm run build` makes.
import { existsSync } from "node:fs";

const bundle = new URL("../dist/packstudio.mjs", import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write("packstudio is not built yet: run `npm run build` at the repository root.\n");
  process.exit(2);
}
await import(bundle.href);
