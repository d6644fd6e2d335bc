// M001: `id` missing, empty, longer than 128, or not lower-case (§2.2.2).

import { SURFACE } from "../../pack/pack-files.js";
import { replaceValue } from "../fix-edits.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "M001",
  check(ctx, report) {
    const doc = ctx.surfaceDoc;
    const surface = ctx.surface;
    if (!doc || !surface) return;
    if (!Object.hasOwn(surface.raw, "id")) {
      report({
        file: SURFACE,
        path: ["id"],
        message: 'The manifest has no "id": add a lower-case pack id, 1 to 128 characters.',
      });
      return;
    }
    const id = surface.id;
    if (id === undefined) return; // a wrong type is M005's
    if (id.length === 0) {
      report({
        file: SURFACE,
        path: ["id"],
        message: 'The pack "id" is empty: give it 1 to 128 lower-case characters.',
      });
    } else if (id.length > 128) {
      report({
        file: SURFACE,
        path: ["id"],
        message: `The pack "id" is ${id.length} characters long; the limit is 128.`,
      });
    } else if (id !== id.toLowerCase()) {
      const lower = id.toLowerCase();
      report({
        file: SURFACE,
        path: ["id"],
        message: `The pack "id" "${id}" is not lower-case; use "${lower}".`,
        fix: { title: `Lower-case the id to "${lower}"`, edits: [replaceValue(doc, ["id"], lower)] },
      });
    }
  },
};
