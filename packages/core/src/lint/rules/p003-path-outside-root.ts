// P003: a relative path (`wrap.bin` with a slash, `openapi.path`) resolves outside the pack root (§2.1.5, M wrap.bin).
import { isRecord } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import { isWindowsAbsolute, resolveInPack } from "../../pack/pack-path.js";
import type { PackContext } from "../context.js";
import type { Rule } from "../types.js";

export { type Resolved, resolveInPack } from "../../pack/pack-path.js";

export interface DeclaredPath {
  path: ["wrap", "bin"] | ["openapi", "path"];
  value: string;
}

/**
 * The manifest paths that name a file of the pack: `wrap.bin` when it contains a slash (a bare
 * name is a CLI on PATH, DECISIONS.md 4.5) and `openapi.path` always.
 */
export function declaredPaths(ctx: PackContext): DeclaredPath[] {
  const out: DeclaredPath[] = [];
  const bin = ctx.surface?.wrapBin;
  if (bin !== undefined && (bin.includes("/") || isWindowsAbsolute(bin)))
    out.push({ path: ["wrap", "bin"], value: bin });
  const openapi = ctx.surface?.raw.openapi;
  if (isRecord(openapi) && typeof openapi.path === "string")
    out.push({ path: ["openapi", "path"], value: openapi.path });
  return out;
}

export const rule: Rule = {
  code: "P003",
  check(ctx, report) {
    for (const declared of declaredPaths(ctx)) {
      const resolved = resolveInPack(declared.value);
      if (resolved.inside) continue;
      const field = declared.path.join(".");
      report({
        file: SURFACE,
        path: declared.path,
        message: resolved.absolute
          ? `"${field}" is the absolute path "${declared.value}", outside the pack root: install copies only the pack, so ship the file inside it and use a relative path such as "./bin/…".`
          : `"${field}" "${declared.value}" resolves outside the pack root: install copies only the pack, so move the file inside it and drop the ".." segments.`,
      });
    }
  },
};
