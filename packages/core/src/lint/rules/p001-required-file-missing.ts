// P001: a required file (surface.json, policy.json, HARNESS.md) is missing (§2.1.2, §2.1.4).
import { type PackFiles, requiredFiles } from "../../pack/pack-files.js";
import type { Rule } from "../types.js";

/** Files at the pack root whose name matches `name` in another letter case (P002 owns those). */
export function caseVariantsOf(files: PackFiles, name: string): string[] {
  const lower = name.toLowerCase();
  return Object.keys(files).filter((path) => path !== name && path.toLowerCase() === lower);
}

export const rule: Rule = {
  code: "P001",
  check(ctx, report) {
    for (const name of requiredFiles) {
      if (typeof ctx.files[name] === "string") continue;
      if (caseVariantsOf(ctx.files, name).length > 0) continue; // P002 names the mis-cased file
      report({
        file: name,
        message: `The pack has no "${name}": every pack needs ${requiredFiles.map((f) => `"${f}"`).join(", ")} at its root; add "${name}".`,
      });
    }
  },
};
