// GET /schema/surface.json and /schema/policy.json called as Next calls them: the schema, ETag and 304s.
import { publishedSchemaId } from "@packstudio/core";
import { describe, expect, it } from "vitest";
import { GET as policy } from "./policy.json/route";
import { matchesEtag } from "./schema-response";
import { GET as surface } from "./surface.json/route";

const routes = { surface, policy } as const;
const get = (name: keyof typeof routes, headers: Record<string, string> = {}) =>
  routes[name](new Request(`http://studio.test/schema/${name}.json`, { headers }));

describe("GET /schema/<name>.json", () => {
  it.each(["surface", "policy"] as const)(
    "%s: JSON Schema 2020-12 with its $id and descriptions, cacheable",
    async (name) => {
      const first = await get(name);
      expect(first.status).toBe(200);
      expect(first.headers.get("content-type")).toBe("application/schema+json; charset=utf-8");
      expect(first.headers.get("cache-control")).toBe("public, max-age=3600, must-revalidate");
      expect(first.headers.get("access-control-allow-origin")).toBe("*");
      const schema = (await first.json()) as Record<string, unknown>;
      expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
      expect(schema.$id).toBe(publishedSchemaId(name));
      expect(schema.description).toMatch(new RegExp(`^${name}\\.json: `));
      expect(JSON.stringify(schema.properties)).toContain('"description"');
      const etag = first.headers.get("etag") ?? "";
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
      // The same bytes and ETag on every request (a stable $id, no host in the body).
      expect((await get(name)).headers.get("etag")).toBe(etag);
      const again = await get(name, { "if-none-match": etag });
      expect([again.status, await again.text(), again.headers.get("etag")]).toEqual([304, "", etag]);
      const stale = await get(name, { "if-none-match": '"0000"' });
      expect(stale.status).toBe(200);
    },
  );

  it("the two schemas differ, and so do their ETags", async () => {
    expect((await get("surface")).headers.get("etag")).not.toBe((await get("policy")).headers.get("etag"));
  });

  it.each([
    [null, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ["*", true],
    ['"abcd"', false],
  ])('If-None-Match %j matches "abc": %s', (header, expected) => {
    expect(matchesEtag(header, '"abc"')).toBe(expected);
  });
});
