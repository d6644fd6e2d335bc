// The strict `hcp` protocol metadata object (manifest "Protocol metadata", §2.6).
import { z } from "zod";
import { adapterKind, bindingHub, bindingMode, plane, transport } from "./enums.js";

export const hcpMetadataSchema = z
  .strictObject({
    hcp: z.literal(1).describe("Protocol affinity: 1 for HCP/1.x."),
    pack_id: z.string().describe("Must equal the manifest id."),
    adapter_kind: adapterKind.optional(),
    binding: z.strictObject({ mode: bindingMode.optional(), hub: bindingHub.optional() }).optional(),
    wrap: z.strictObject({ bin: z.string() }).optional(),
    plane: plane.optional(),
    transports: z.array(transport).optional(),
  })
  .describe("Protocol metadata. Strictly validated: unknown fields fail. Derived from the manifest when absent.");

export type HcpMetadata = z.infer<typeof hcpMetadataSchema>;

/** The field names the strict `hcp` object allows. */
export const hcpFields = Object.keys(hcpMetadataSchema.shape);
