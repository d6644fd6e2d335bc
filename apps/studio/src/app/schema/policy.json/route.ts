// GET /schema/policy.json: the JSON Schema of policy.json (core's zod, draft 2020-12), for editors' "$schema" lines.
import { schemaResponse } from "../schema-response";

export const dynamic = "force-dynamic";

export function GET(req: Request): Response {
  return schemaResponse("policy", req);
}
