// M051: the `hcp` metadata object (given or derived) has an unknown field, a wrong value or disagrees with the manifest (§2.6.3, DECISIONS.md 8).
import {
  compareHcp,
  type DerivedHcp,
  deriveHcp,
  type HcpIssue,
  kindKey,
  showValue,
  validateHcp,
} from "../../pack/hcp-metadata.js";
import { isRecord } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import { removeProperty, replaceValue } from "../fix-edits.js";
import type { Rule } from "../types.js";

/** Fields of an explicit object another code owns: the version (M050) and pack_id (M003). */
const ownedElsewhere = new Set(["hcp", "pack_id"]);

/**
 * A derived object copies manifest values, so its problems are the manifest's: `id` (M001/M005)
 * and the types and enums of kind, binding, wrap.bin, plane, transports (M005). Only a derived
 * field missing from this table would be reported here.
 */
const derivedOwners: Record<string, string> = {
  hcp: "-",
  pack_id: "M001/M005",
  adapter_kind: "M005",
  binding: "M005",
  wrap: "M005",
  plane: "M005",
  transports: "M005",
} satisfies Record<keyof DerivedHcp, string>;

const related = (a: readonly (string | number)[], b: readonly (string | number)[]) =>
  a.slice(0, Math.min(a.length, b.length)).every((s, i) => s === b[i]);

const manifestName: Record<string, string> = { adapter_kind: "kind" };

export const rule: Rule = {
  code: "M051",
  check(ctx, report) {
    const doc = ctx.surfaceDoc;
    const surface = ctx.surface;
    if (!doc || !surface) return;
    const derived = deriveHcp(surface);
    const derivedCheck = validateHcp(derived);
    const derivedIssues: HcpIssue[] = derivedCheck.ok ? [] : derivedCheck.issues;

    if (!Object.hasOwn(surface.raw, "hcp")) {
      for (const issue of derivedIssues) {
        const field = String(issue.path[0] ?? "");
        if (derivedOwners[field]) continue;
        report({ file: SURFACE, path: [field], message: `The derived "hcp" metadata is invalid: ${issue.message}.` });
      }
      return;
    }

    const given = surface.raw.hcp;
    if (!isRecord(given)) {
      report({
        file: SURFACE,
        path: ["hcp"],
        message: `"hcp" is ${showValue(given)}, not an object; remove it (the runtime derives the metadata) or write { "hcp": 1, "pack_id": … }.`,
        fix: { title: 'Remove "hcp"', edits: removeProperty(doc, ["hcp"]) },
      });
      return;
    }

    const check = validateHcp(given);
    const issues = (check.ok ? [] : check.issues).filter((i) => !ownedElsewhere.has(String(i.path[0] ?? "")));
    for (const issue of issues) {
      const path = ["hcp", ...issue.path];
      if (issue.kind === "unknown_field") {
        report({
          file: SURFACE,
          path,
          anchor: "key",
          message: `The "hcp" object has an ${issue.message}; remove it (unknown fields fail validation).`,
          fix: { title: `Remove "hcp.${issue.path.join(".")}"`, edits: removeProperty(doc, path) },
        });
        continue;
      }
      report({ file: SURFACE, path, message: `In the "hcp" object, ${issue.message}.` });
    }

    for (const m of compareHcp(given, surface)) {
      if (ownedElsewhere.has(m.path[0] ?? "")) continue;
      // A wrong value in the object is reported above; a wrong manifest value is M005's.
      if (issues.some((i) => related(i.path, m.path)) || derivedIssues.some((i) => related(i.path, m.path))) continue;
      const dotted = m.path.join(".");
      const field = manifestName[dotted] ?? dotted;
      const path = ["hcp", ...m.path];
      if (m.expected === undefined) {
        // Removing wrap.bin alone would leave an invalid `wrap: {}`.
        const removed = dotted === "wrap.bin" ? ["hcp", "wrap"] : path;
        report({
          file: SURFACE,
          path,
          message: `"hcp.${dotted}" is ${showValue(m.given)} but the manifest has no "${field}"; remove it from "hcp" or declare it in the manifest.`,
          fix: { title: `Remove "${removed.join(".")}"`, edits: removeProperty(doc, removed) },
        });
        continue;
      }
      const source = dotted === "adapter_kind" ? (kindKey(surface.raw) ?? "kind (default)") : field;
      report({
        file: SURFACE,
        path,
        message: `"hcp.${dotted}" is ${showValue(m.given)} but the manifest's "${source}" is ${showValue(m.expected)}; make them equal.`,
        fix: { title: `Set hcp.${dotted} to ${showValue(m.expected)}`, edits: [replaceValue(doc, path, m.expected)] },
      });
    }
  },
};
