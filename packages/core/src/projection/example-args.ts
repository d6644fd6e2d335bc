// The arguments of a command's first example: each argument's first example (or enum value), for previews in editors.
import { isRecord } from "../pack/json-value.js";
import type { SurfaceView, VerbView } from "../pack/surface-view.js";
import { effectiveArgsSchema, firstExample } from "./args-schema.js";

/** Every argument that has an example, set to its first one; required ones without an example are left out. */
export function exampleArgs(surface: SurfaceView, verb: VerbView): Record<string, unknown> {
  const schema = effectiveArgsSchema(surface, verb);
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const args: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    const example = firstExample(property);
    if (example !== undefined) args[name] = example;
  }
  return args;
}
