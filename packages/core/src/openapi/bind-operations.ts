// An openapi pack's commands bound to their operations (DECISIONS 14): each verb's schema becomes its operation's arguments, narrowed.
import { argViews, type SurfaceView, type VerbView } from "../pack/surface-view.js";
import type { Effect } from "../schema/enums.js";
import { type DerivedArgs, deriveArgs } from "./derive-args.js";
import { type NarrowProblem, narrowArgs } from "./narrow-args.js";
import { findOperation, type OperationRef } from "./operations.js";
import type { RequestShape } from "./request.js";
import { type ServerChoice, serverFor } from "./server-url.js";

export interface OperationBinding {
  /** The operation as the verb names it (`createCard`, `PATCH /boards/{boardId}`). */
  name: string;
  ref: OperationRef;
  derived: DerivedArgs;
  /** Problems of the verb's own `args` against the operation (O005, O006), in surface.json. */
  narrowProblems: NarrowProblem[];
  server: ServerChoice;
}

/** The parsed document a pack's commands are bound to (lint's `PackContext.openapi` has these fields). */
export interface BindableDocument {
  value: unknown;
  version: "3.0" | "3.1" | undefined;
}

/** GET, HEAD and OPTIONS read; every other method writes (policy.json stays authoritative: O007). */
export function methodEffect(method: string): Effect {
  return ["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase()) ? "read" : "write";
}

/** The request shape of a bound command. */
export function requestShape(binding: OperationBinding): RequestShape {
  return {
    method: binding.ref.method,
    path: binding.ref.path,
    base: binding.server.base,
    args: binding.derived.args,
    body: binding.derived.body,
  };
}

function bindVerb(verb: VerbView, doc: BindableDocument): VerbView {
  const name = verb.decl.operation;
  if (typeof name !== "string") return verb;
  const found = findOperation(doc.value, name);
  if (!found.ok) return verb;
  const ref = found.operation;
  const derived = deriveArgs(doc.value, ref, doc.version);
  const narrowed = narrowArgs(verb.key, name, derived, verb.args);
  const { properties, required } = argViews(narrowed.schema);
  return {
    ...verb,
    args: narrowed.schema,
    properties,
    required,
    operation: { name, ref, derived, narrowProblems: narrowed.problems, server: serverFor(doc.value, ref) },
  };
}

/** `surface` with each command of an openapi pack bound to its operation in `doc`; other packs as they are. */
export function bindOperations(
  surface: SurfaceView | undefined,
  doc: BindableDocument | undefined,
): SurfaceView | undefined {
  if (!surface || !doc || surface.kind !== "openapi") return surface;
  return { ...surface, verbs: surface.verbs.map((v) => bindVerb(v, doc)) };
}
