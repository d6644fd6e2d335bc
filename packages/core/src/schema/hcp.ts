// The strict `hcp` protocol metadata object (manifest "Protocol metadata", §2.6).
import * as z from "zod/mini";
import { adapterKind, bindingHub, bindingMode, plane, transport } from "./enums.js";

export const hcpMetadataSchema = z
  .strictObject({
    hcp: z.literal(1).check(z.describe("Protocol affinity: 1 for HCP/1.x.")),
    pack_id: z.string().check(z.describe("Must equal the manifest id.")),
    adapter_kind: z.optional(adapterKind),
    binding: z.optional(z.strictObject({ mode: z.optional(bindingMode), hub: z.optional(bindingHub) })),
    wrap: z.optional(z.strictObject({ bin: z.string() })),
    plane: z.optional(plane),
    transports: z.optional(z.array(transport)),
  })
  .check(
    z.describe("Protocol metadata. Strictly validated: unknown fields fail. Derived from the manifest when absent."),
  );

export type HcpMetadata = z.infer<typeof hcpMetadataSchema>;

/** The field names the strict `hcp` object allows. */
export const hcpFields = Object.keys(hcpMetadataSchema.shape);
