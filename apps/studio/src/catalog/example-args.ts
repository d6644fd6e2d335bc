// A command's arguments from its examples: what the catalog's card previews show and its dry-run badge runs.
import type { VerbView } from "@packstudio/core";

/** The first example of each argument (a required one without examples: its first enum value). */
export function exampleArgs(verb: VerbView): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const p of verb.properties) {
    const examples = p.schema.examples;
    if (Array.isArray(examples) && examples.length > 0) args[p.name] = examples[0];
    else if (p.required && Array.isArray(p.schema.enum) && p.schema.enum.length > 0) args[p.name] = p.schema.enum[0];
  }
  return args;
}
