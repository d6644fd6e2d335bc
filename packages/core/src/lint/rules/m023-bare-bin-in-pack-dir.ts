// M023: `wrap.bin` is a bare name (a CLI on PATH) and `wrap.workspace.mode` is `none` (manifest, Where the CLI runs).
import { isRecord } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import { setProperty } from "../fix-edits.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "M023",
  check(ctx, report) {
    const doc = ctx.surfaceDoc;
    const wrap = ctx.surface?.wrap;
    const bin = ctx.surface?.wrapBin;
    // An empty bin runs nothing (not this rule's); a path with a slash ships in the pack.
    if (!doc || !wrap || bin === undefined || bin === "" || bin.includes("/")) return;
    // Only `none`, explicit or by default; a workspace or mode of the wrong type is M005's.
    if (Object.hasOwn(wrap, "workspace")) {
      if (!isRecord(wrap.workspace)) return;
      if (Object.hasOwn(wrap.workspace, "mode") && wrap.workspace.mode !== "none") return;
    }
    report({
      file: SURFACE,
      path: ["wrap", "bin"],
      message: `wrap.bin "${bin}" is a CLI on PATH and wrap.workspace.mode is "none", so it would run in the pack directory; set wrap.workspace.mode to "project".`,
      fix: {
        title: 'Set wrap.workspace.mode to "project"',
        edits: setProperty(doc, ["wrap", "workspace", "mode"], "project"),
      },
    });
  },
};
