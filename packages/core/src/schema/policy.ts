// zod schema of policy.json (DECISIONS.md section 2): strict, authoritative for read/write.
import * as z from "zod/mini";
import { approval, deliver, effect } from "./enums.js";

export const policyRowSchema = z
  .strictObject({
    effect: effect.check(z.describe("read or write. Authoritative.")),
    approval: z.optional(approval),
    reason: z.optional(z.string()).check(z.describe("Shown on the approval card.")),
  })
  .check(z.describe("The policy of one command."));

export const policySchema = z
  .strictObject({
    $schema: z.optional(z.string()).check(z.describe("Editor hint: the JSON Schema of this file.")),
    surface_id: z.string().check(z.describe("Equals the manifest id.")),
    verbs: z.optional(z.record(z.string(), policyRowSchema)).check(z.describe("One row per command of the manifest.")),
    stimuli: z
      .optional(z.record(z.string(), z.strictObject({ deliver: z._default(deliver, "notify") })))
      .check(z.describe("One row per manifest trigger ref.")),
  })
  .check(z.describe("policy.json: what each command does (read or write) and when a person approves it."));

export type Policy = z.infer<typeof policySchema>;
