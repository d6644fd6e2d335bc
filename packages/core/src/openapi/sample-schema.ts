// A sample value for an OpenAPI schema: Redocly's openapi-sampler over a bounded copy (bounded-schema.ts),
// and a cap on the answer's size, so no schema makes it slow or large.
import { sample } from "openapi-sampler";
import { boundedSchema, type SampleBounds, sampleBounds } from "./bounded-schema.js";
import { jsonSizeWithin } from "./json-size.js";

/** Characters a sampled value may take as JSON text; past it there is no sample. */
export const maxSampleChars = 256 * 1024;

export type SampleResult = { ok: true; value: unknown } | { ok: false; reason: string };

/**
 * A value for `schema` (from `doc`): its example, const, first example, enum value or default where it has
 * one, else one made from its type and format. `direction` leaves out what that side never sees: readOnly
 * properties in a request, writeOnly ones in a response.
 */
export function sampleSchema(
  doc: unknown,
  schema: unknown,
  direction: "request" | "response",
  bounds: SampleBounds = sampleBounds,
): SampleResult {
  const copy = boundedSchema(doc, schema, bounds);
  let value: unknown;
  try {
    value = sample(copy as Parameters<typeof sample>[0], {
      quiet: true,
      skipReadOnly: direction === "request",
      skipWriteOnly: direction === "response",
      // The copy is already cut at bounds.depth; the sampler's own cut stays out of its way.
      maxSampleDepth: bounds.depth + 2,
      enablePatterns: bounds.patterns === true,
    });
  } catch (error) {
    return {
      ok: false,
      reason: `the schema could not be sampled (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  if (jsonSizeWithin(value, maxSampleChars) === undefined)
    return { ok: false, reason: `the sample would be over ${maxSampleChars} characters` };
  return { ok: true, value: value === undefined ? null : value };
}
