// P004: a relative `wrap.bin` or `openapi.path` (inside the root) names no file in the pack (M wrap.bin).
import { SURFACE } from "../../pack/pack-files.js";
import { replaceValue } from "../fix-edits.js";
import type { Rule } from "../types.js";
import { declaredPaths, resolveInPack } from "./p003-path-outside-root.js";

export const rule: Rule = {
  code: "P004",
  check(ctx, report) {
    const doc = ctx.surfaceDoc;
    if (!doc) return;
    const keys = Object.keys(ctx.files);
    for (const declared of declaredPaths(ctx)) {
      const resolved = resolveInPack(declared.value);
      if (!resolved.inside) continue; // P003's
      const key = resolved.key;
      if (key !== "" && typeof ctx.files[key] === "string") continue;
      const field = declared.path.join(".");
      const base = `"${field}" "${declared.value}" names no file in the pack`;
      const other = keys.find((k) => k.toLowerCase() === key.toLowerCase() && key !== "");
      if (other !== undefined) {
        // Keep the "./" the author wrote; wrap.bin needs a slash to stay a path.
        const keepDot = declared.value.startsWith("./") || (field === "wrap.bin" && !other.includes("/"));
        const fixed = keepDot ? `./${other}` : other;
        report({
          file: SURFACE,
          path: declared.path,
          message: `${base}; "${other}" differs only in letter case (paths are case-sensitive): use "${fixed}".`,
          fix: { title: `Use "${fixed}"`, edits: [replaceValue(doc, declared.path, fixed)] },
        });
        continue;
      }
      const isFolder = key === "" || keys.some((k) => k.startsWith(`${key}/`));
      report({
        file: SURFACE,
        path: declared.path,
        message: isFolder
          ? `${base}: it is a folder; name the file inside it.`
          : `${base}: add the file "${key}" to the pack or correct the path.`,
      });
    }
  },
};
