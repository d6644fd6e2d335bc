// GET /api/shares/<id> called as Next calls it: the files as JSON, ETag revalidation, clear 404s, deletion.
import { openStore, type Store } from "@packstudio/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setStudioStore } from "~/server/store-instance";
import { GET } from "./route";

const files = { "surface.json": "{}", "policy.json": "{}", "HARNESS.md": "# plain read\n" };
let store: Store;

beforeAll(async () => {
  store = await openStore({});
  setStudioStore(store);
}, 300_000);
afterAll(() => store.close());

const read = (id: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://studio.test/api/shares/${encodeURIComponent(id)}`, { headers }), {
    params: Promise.resolve({ id }),
  });

describe("GET /api/shares/<id>", () => {
  it("answers the files and dates, revalidated by ETag, and 404 once the share is deleted", async () => {
    const created = await store.shares.create(files, "1w");
    const first = await read(created.id);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const body = (await first.json()) as { id: string; files: unknown; sha256: string; expiresAt: string };
    expect(body).toMatchObject({ id: created.id, files, sha256: created.sha256 });
    expect(Date.parse(body.expiresAt)).toBe(created.expiresAt?.getTime());
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toContain(created.id);
    const again = await read(created.id, { "if-none-match": etag });
    expect([again.status, await again.text()]).toEqual([304, ""]);
    expect(await store.shares.delete(created.id, created.deleteKey)).toBe(true);
    const gone = await read(created.id, { "if-none-match": etag });
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: { message: string } }).error.message).toContain("deleted by its creator");
  });

  it.each([
    ["a malformed id", "not-an-id", "is not a share id"],
    ["an unknown id", "AAAAAAAAAAAAAAAA", 'No share "AAAAAAAAAAAAAAAA"'],
    ["an id of 10,000 characters, echoed cut short", "x".repeat(10_000), "…"],
  ])("refuses %s with a 404 that says why", async (_what, id, says) => {
    const res = await read(id);
    expect(res.status).toBe(404);
    const message = ((await res.json()) as { error: { message: string } }).error.message;
    expect(message).toContain(says);
    expect(message.length).toBeLessThan(300);
  });
});
