// O004: a verb of an openapi pack has no `operation`, or names no operation or more than one; `operation` outside an openapi pack; `wrap` inside one (DECISIONS 14).

import { openapiOf } from "../../openapi/lint-document.js";
import { findOperation } from "../../openapi/operations.js";
import { kindKey } from "../../pack/hcp-metadata.js";
import { SURFACE } from "../../pack/pack-files.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "O004",
  check(ctx, report) {
    const surface = ctx.surface;
    if (!ctx.surfaceDoc || !surface) return;
    if (surface.kind !== "openapi") {
      for (const verb of surface.verbs) {
        if (!Object.hasOwn(verb.decl, "operation")) continue;
        report({
          file: SURFACE,
          path: ["verbs", verb.key, "operation"],
          anchor: "key",
          message: `Command "${verb.key}" names an "operation", but only an openapi pack ("${kindKey(surface.raw) ?? "kind"}": "openapi") sends operations; this pack is "${surface.kind}": remove "operation".`,
        });
      }
      return;
    }
    if (Object.hasOwn(surface.raw, "wrap"))
      report({
        file: SURFACE,
        path: ["wrap"],
        anchor: "key",
        message: `"wrap" describes a wrapped CLI, but an openapi pack sends its document's operations: remove "wrap" (the command-line form comes from "cliBin" and each command's "cli").`,
      });
    const doc = openapiOf(ctx);
    for (const verb of surface.verbs) {
      const name = verb.decl.operation;
      if (name === undefined) {
        report({
          file: SURFACE,
          path: ["verbs", verb.key],
          anchor: "key",
          message: `Command "${verb.key}" of an openapi pack names no operation: add "operation" with the operationId or "METHOD /path" it sends (an openapi pack exposes only the operations its commands name).`,
        });
        continue;
      }
      // A name of the wrong type is M005's; without a parsed document there is nothing to look in (O001, O008).
      if (typeof name !== "string" || !doc) continue;
      const found = findOperation(doc.value, name);
      if (found.ok) continue;
      report({
        file: SURFACE,
        path: ["verbs", verb.key, "operation"],
        message: `Command "${verb.key}": ${found.message}`,
      });
    }
  },
};
