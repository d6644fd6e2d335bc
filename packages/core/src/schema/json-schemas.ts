// JSON Schemas for editors (Monaco), generated from the zod schemas: the one source of truth.
import * as z from "zod/mini";
import { policySchema } from "./policy.js";
import { surfaceSchema } from "./surface.js";

export const surfaceJsonSchema = z.toJSONSchema(surfaceSchema, { target: "draft-2020-12", io: "input" });
export const policyJsonSchema = z.toJSONSchema(policySchema, { target: "draft-2020-12", io: "input" });
