// zod schema of policy.json (DECISIONS.md section 2): strict, authoritative for read/write.
import { z } from "zod";
import { approval, deliver, effect } from "./enums.js";

export const policyRowSchema = z
  .strictObject({
    effect: effect.describe("read or write. Authoritative."),
    approval: approval.optional(),
    reason: z.string().optional().describe("Shown on the approval card."),
  })
  .describe("The policy of one command.");

export const policySchema = z
  .strictObject({
    $schema: z.string().optional().describe("Editor hint: the JSON Schema of this file."),
    surface_id: z.string().describe("Equals the manifest id."),
    verbs: z.record(z.string(), policyRowSchema).optional().describe("One row per command of the manifest."),
    stimuli: z
      .record(z.string(), z.strictObject({ deliver: deliver.default("notify") }))
      .optional()
      .describe("One row per manifest trigger ref."),
  })
  .describe("policy.json: what each command does (read or write) and when a person approves it.");

export type Policy = z.infer<typeof policySchema>;
