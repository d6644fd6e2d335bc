// M001: `id` missing, empty, longer than 128, or not lower-case (§2.2.2). The fix proposes a valid id.

import { isRecord } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import type { PackContext } from "../context.js";
import { replaceValue, setProperty } from "../fix-edits.js";
import type { RawEdit, RawFix, Rule } from "../types.js";
import { isValidId, validIdFrom } from "../valid-id.js";

/**
 * Set the id to `id`, and the ids that must equal it (policy.json `surface_id`, `hcp.pack_id`, M002/M003)
 * where they equal the old one: the fix leaves the pack as consistent as it found it.
 */
function idFix(ctx: PackContext, old: string | undefined, id: string): RawFix | undefined {
  const doc = ctx.surfaceDoc;
  if (!doc || !ctx.surface) return undefined;
  const edits: RawEdit[] = old === undefined ? setProperty(doc, ["id"], id) : [replaceValue(doc, ["id"], id)];
  const hcp = ctx.surface.raw.hcp;
  if (old !== undefined && isRecord(hcp) && hcp.pack_id === old) edits.push(replaceValue(doc, ["hcp", "pack_id"], id));
  if (old !== undefined && ctx.policyDoc && ctx.policy?.surfaceId === old)
    edits.push(replaceValue(ctx.policyDoc, ["surface_id"], id));
  return { title: `Set the id to "${id}"`, edits };
}

/** An id for a pack without one: policy.json's `surface_id` when valid, else one made from `name`. */
function proposedFor(ctx: PackContext): string | undefined {
  const surfaceId = ctx.policy?.surfaceId;
  if (surfaceId !== undefined && isValidId(surfaceId)) return surfaceId;
  const name = ctx.surface?.raw.name;
  return typeof name === "string" ? validIdFrom(name) : undefined;
}

export const rule: Rule = {
  code: "M001",
  check(ctx, report) {
    const surface = ctx.surface;
    if (!ctx.surfaceDoc || !surface) return;
    if (!Object.hasOwn(surface.raw, "id")) {
      const id = proposedFor(ctx);
      const fix = id === undefined ? undefined : idFix(ctx, undefined, id);
      report({
        file: SURFACE,
        path: ["id"],
        message: 'The manifest has no "id": add a lower-case pack id, 1 to 128 characters.',
        ...(fix && { fix }),
      });
      return;
    }
    const id = surface.id;
    if (id === undefined) return; // a wrong type is M005's
    let message: string | undefined;
    let proposed: string | undefined;
    if (id.length === 0) {
      proposed = proposedFor(ctx);
      message = 'The pack "id" is empty: give it 1 to 128 lower-case characters.';
    } else if (id.length > 128) {
      proposed = validIdFrom(id);
      message = `The pack "id" is ${id.length} characters long; the limit is 128.`;
    } else if (id !== id.toLowerCase()) {
      // Lower-casing alone can leave characters M004 refuses ("Bad Id" is not "bad id" but "bad-id").
      proposed = validIdFrom(id);
      message = `The pack "id" "${id}" is not lower-case; use "${proposed ?? id.toLowerCase()}".`;
    }
    if (message === undefined) return;
    const fix = proposed === undefined ? undefined : idFix(ctx, id, proposed);
    report({ file: SURFACE, path: ["id"], message, ...(fix && { fix }) });
  },
};
