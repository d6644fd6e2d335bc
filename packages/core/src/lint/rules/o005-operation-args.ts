// O005: a verb's `args` names an argument its operation does not have; a name used by two parameters or a parameter and a body property; a `cookie` parameter (DECISIONS 14).
import { toPointer } from "../../json/pointer.js";
import { openapiOf } from "../../openapi/lint-document.js";
import { SURFACE } from "../../pack/pack-files.js";
import type { Rule } from "../types.js";

/*
 * The operation's own problems (a cookie parameter, a name used twice, a body that is neither a JSON object
 * nor a form) are reported once, where they are in the document, naming every command that sends it; a
 * narrowing's unknown argument is reported in surface.json. An operation no command names is never checked:
 * it is not exposed.
 */
export const rule: Rule = {
  code: "O005",
  check(ctx, report) {
    const surface = ctx.surface;
    if (!ctx.surfaceDoc || !surface || surface.kind !== "openapi") return;
    const doc = openapiOf(ctx);
    const inDocument = new Map<string, { message: string; path: (string | number)[]; verbs: string[] }>();
    for (const verb of surface.verbs) {
      const binding = verb.operation;
      if (!binding) continue;
      for (const p of binding.narrowProblems)
        if (p.code === "O005")
          report({ file: SURFACE, path: p.path, ...(p.anchor && { anchor: p.anchor }), message: p.message });
      for (const p of binding.derived.problems) {
        const key = toPointer(p.path);
        const seen = inDocument.get(key);
        if (seen) seen.verbs.push(verb.key);
        else inDocument.set(key, { message: p.message, path: [...p.path], verbs: [verb.key] });
      }
    }
    for (const { message, path, verbs } of inDocument.values()) {
      const sent = `(sent by ${verbs.map((v) => `"${v}"`).join(", ")})`;
      if (doc) report({ file: doc.file, path, message: `${message} ${sent}` });
      else
        for (const v of verbs)
          report({ file: SURFACE, path: ["verbs", v, "operation"], message: `${message} ${sent}` });
    }
  },
};
