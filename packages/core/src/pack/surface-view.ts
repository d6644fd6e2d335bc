// A tolerant, typed view of surface.json and policy.json values: wrong types read as absent.
import type { OperationBinding } from "../openapi/bind-operations.js";
import type { Approval, Effect, WorkspaceMode } from "../schema/enums.js";
import { entriesOf, isRecord, isStringArray, type JsonRecord, stringOr } from "./json-value.js";

export interface ArgView {
  name: string;
  schema: JsonRecord;
  type: string | undefined;
  required: boolean;
}

export interface VerbView {
  key: string;
  decl: JsonRecord;
  cli: string[] | undefined;
  /** The `args` schema when it is an object. */
  args: JsonRecord | undefined;
  properties: ArgView[];
  required: string[];
  policyHint: "read" | "write" | undefined;
  jsonFlag: string[] | undefined;
  preview: JsonRecord | undefined;
  title: JsonRecord | undefined;
  description: string | undefined;
  /**
   * An openapi pack's command: the operation it names, found in the document. `args`, `properties` and
   * `required` are then the command's schema: the operation's arguments, narrowed by the verb's own `args`
   * (`decl.args`). Undefined for other kinds, and when the operation or the document is missing (O004, O008).
   */
  operation?: OperationBinding;
}

export interface SurfaceView {
  raw: JsonRecord;
  id: string | undefined;
  /** `kind`, else its alias `adapter_kind`, else the default `composite`. */
  kind: string;
  cliBin: string | undefined;
  plane: string;
  wrap: JsonRecord | undefined;
  wrapBin: string | undefined;
  workspaceMode: WorkspaceMode | string;
  binding: JsonRecord | undefined;
  verbs: VerbView[];
  triggers: { ref: string; index: number }[];
}

export interface PolicyRowView {
  key: string;
  effect: Effect | undefined;
  /** Effective approval: the row's, else `never` for read and `always` for write. */
  approval: Approval;
  reason: string | undefined;
  raw: JsonRecord;
}

export interface PolicyView {
  raw: JsonRecord;
  surfaceId: string | undefined;
  rows: Map<string, PolicyRowView>;
  stimuli: Map<string, JsonRecord>;
}

/** The arguments of an args schema, each with its schema, type and whether it is required. */
export function argViews(args: JsonRecord | undefined): { properties: ArgView[]; required: string[] } {
  const required = isStringArray(args?.required) ? args.required : [];
  // for…in over own keys, not entries and flatMap: no pair or wrapper array an argument of 1,000 commands.
  const properties: ArgView[] = [];
  const declared = args?.properties;
  if (isRecord(declared)) {
    for (const name in declared) {
      const schema = Object.hasOwn(declared, name) ? declared[name] : undefined;
      if (isRecord(schema))
        properties.push({ name, schema, type: stringOr(schema.type), required: required.includes(name) });
    }
  }
  return { properties, required };
}

function readVerb(key: string, decl: JsonRecord): VerbView {
  const args = isRecord(decl.args) ? decl.args : undefined;
  const { properties, required } = argViews(args);
  const hint = decl.policy === "read" || decl.policy === "write" ? decl.policy : undefined;
  return {
    key,
    decl,
    cli: isStringArray(decl.cli) ? decl.cli : undefined,
    args,
    properties,
    required,
    policyHint: hint,
    jsonFlag: isStringArray(decl.json_flag) ? decl.json_flag : undefined,
    preview: isRecord(decl.preview) ? decl.preview : undefined,
    title: isRecord(decl.title) ? decl.title : undefined,
    description: stringOr(decl.description),
  };
}

function readVerbs(verbs: unknown): VerbView[] {
  const out: VerbView[] = [];
  if (!isRecord(verbs)) return out;
  for (const key in verbs) {
    const decl = Object.hasOwn(verbs, key) ? verbs[key] : undefined;
    if (isRecord(decl)) out.push(readVerb(key, decl));
  }
  return out;
}

export function readSurface(value: unknown): SurfaceView | undefined {
  if (!isRecord(value)) return undefined;
  const wrap = isRecord(value.wrap) ? value.wrap : undefined;
  const workspace = isRecord(wrap?.workspace) ? wrap.workspace : undefined;
  const triggers = Array.isArray(value.stimulusTriggers)
    ? value.stimulusTriggers.flatMap((t, index) =>
        isRecord(t) && typeof t.ref === "string" ? [{ ref: t.ref, index }] : [],
      )
    : [];
  return {
    raw: value,
    id: stringOr(value.id),
    kind: stringOr(value.kind) ?? stringOr(value.adapter_kind) ?? "composite",
    cliBin: stringOr(value.cliBin),
    plane: stringOr(value.plane) ?? "runtime",
    wrap,
    wrapBin: stringOr(wrap?.bin),
    workspaceMode: stringOr(workspace?.mode) ?? "none",
    binding: isRecord(value.binding) ? value.binding : undefined,
    verbs: readVerbs(value.verbs),
    triggers,
  };
}

export function effectiveApproval(effect: Effect | undefined, approval: unknown): Approval {
  if (approval === "never" || approval === "first_use" || approval === "always") return approval;
  return effect === "read" ? "never" : "always";
}

export function readPolicy(value: unknown): PolicyView | undefined {
  if (!isRecord(value)) return undefined;
  const rows = new Map<string, PolicyRowView>();
  const verbs = isRecord(value.verbs) ? value.verbs : {};
  for (const key in verbs) {
    const row = Object.hasOwn(verbs, key) ? verbs[key] : undefined;
    if (!isRecord(row)) continue;
    const effect = row.effect === "read" || row.effect === "write" ? row.effect : undefined;
    rows.set(key, {
      key,
      effect,
      approval: effectiveApproval(effect, row.approval),
      reason: stringOr(row.reason),
      raw: row,
    });
  }
  const stimuli = new Map<string, JsonRecord>();
  for (const [ref, row] of entriesOf(value.stimuli)) stimuli.set(ref, isRecord(row) ? row : {});
  return { raw: value, surfaceId: stringOr(value.surface_id), rows, stimuli };
}
