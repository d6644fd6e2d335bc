// GET /api/schema/surface.json and /api/schema/policy.json: core's JSON Schemas (generated from its zod schemas),
// for Monaco's completion and hover. Served as documents so the editor's JavaScript carries no schema generator.
import { policyJsonSchema, surfaceJsonSchema } from "@packstudio/core";

export const dynamic = "force-static";

const schemas: Record<string, unknown> = { "surface.json": surfaceJsonSchema, "policy.json": policyJsonSchema };

export function generateStaticParams(): { name: string }[] {
  return Object.keys(schemas).map((name) => ({ name }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  const { name } = await params;
  const schema = schemas[name];
  if (schema === undefined) {
    return new Response(`No schema "${name}": there are ${Object.keys(schemas).join(" and ")}.\n`, {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  return Response.json(schema);
}
