// catalog.* through createCaller on an in-memory store seeded with the example catalog; publish over HTTP too.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { catalogPack, catalogPacksDir, readFolderFiles, repoRoot } from "@packstudio/core/testing";
import { openStore, type Store } from "@packstudio/db";
import { snapshotSha256 } from "@packstudio/db/canonical";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET, POST } from "~/app/api/trpc/[trpc]/route";
import { badgesSettled } from "../catalog-badge";
import { catalogDir, seedCatalog } from "../catalog-seed";
import { createCaller } from "../root";
import { setStudioStore } from "../store-instance";

const examples = readdirSync(catalogPacksDir).filter((n) => statSync(join(catalogPacksDir, n)).isDirectory());
const ledger = catalogPack("ledger");
const broken = readFolderFiles(join(repoRoot, "spec/examples/broken"));
delete broken["expected.json"];
const caller = createCaller({});
const token = "s3cret-operator-token";
let store: Store;

/** A copy of ledger under another id, so publishing it adds a pack. */
function renamed(id: string, extra = ""): Record<string, string> {
  const swap = (text: string) => text.replaceAll('"ledger"', `"${id}"`);
  return {
    ...ledger,
    "surface.json": swap(ledger["surface.json"] ?? ""),
    "policy.json": swap(ledger["policy.json"] ?? ""),
    "HARNESS.md": `${ledger["HARNESS.md"]}${extra}`,
  };
}

beforeAll(async () => {
  store = await openStore({});
  setStudioStore(store);
  const seeded = await seedCatalog(store, catalogDir());
  expect(seeded.skipped).toEqual([]);
});
// Badge runs queued by publishes write to the store: it closes after them.
afterAll(async () => {
  await badgesSettled();
  await store.close();
});
afterEach(() => {
  delete process.env.STUDIO_PUBLISH_TOKEN;
});

describe("catalog.search at scale (issue 16)", () => {
  it("finds ledger as you type it with a typo, its name's match as a range", async () => {
    const got = await caller.catalog.search({ q: "ledgr" });
    expect(got.items[0]?.id).toBe("ledger");
    expect(got.items[0]?.highlights.name).toEqual([[0, 6]]);
  });

  it("pages by the cursor each page hands out, and refuses a cursor it did not make, saying what to do", async () => {
    const first = await caller.catalog.search({ pageSize: 2 });
    const second = await caller.catalog.search({ pageSize: 2, page: 2, cursor: first.next ?? "" });
    const whole = await caller.catalog.search({ pageSize: 4 });
    expect([...first.items, ...second.items].map((p) => p.id)).toEqual(whole.items.map((p) => p.id));
    await expect(caller.catalog.search({ cursor: "bm90LWEtY3Vyc29y" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/first page/),
    });
    await expect(caller.catalog.search({ cursor: "a".repeat(5000) })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("counts each filter option; suggests a word when nothing matches", async () => {
    const facets = await caller.catalog.facets({});
    if (!facets) throw new Error("no facet counts without words");
    const pub = await caller.catalog.search({ bindingMode: "public" });
    expect(facets.bindingMode.public).toBe(pub.total);
    expect((facets.hasWrite.yes ?? 0) + (facets.hasWrite.no ?? 0)).toBe(examples.length);
    // One letter off is found as it is typed; two off, past what search reads as a typo, is suggested.
    expect((await caller.catalog.search({ q: "ledgre" })).items[0]?.id).toBe("ledger");
    const far = await caller.catalog.search({ q: "ticekts" });
    expect([far.total, far.suggestion]).toEqual([0, "tickets"]);
  });
});

describe("catalog.search", () => {
  it("lists the example catalog by name, paged", async () => {
    const all = await caller.catalog.search({ pageSize: 100 });
    expect(all.total).toBe(examples.length);
    const names = all.items.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const page2 = await caller.catalog.search({ pageSize: 5, page: 2 });
    expect(page2.items.map((p) => p.id)).toEqual(all.items.slice(5, 10).map((p) => p.id));
    expect(typeof all.items[0]?.updatedAt).toBe("string");
  });

  it("searches names, ids, descriptions and HARNESS.md, with filters", async () => {
    expect((await caller.catalog.search({ q: "payee" })).items.map((p) => p.id)).toContain("ledger");
    expect((await caller.catalog.search({ q: "ledg" })).items[0]?.id).toBe("ledger");
    const pub = await caller.catalog.search({ bindingMode: "public", pageSize: 100 });
    expect(pub.total).toBeGreaterThan(0);
    expect(pub.items.every((p) => p.bindingMode === "public")).toBe(true);
    const mcp = await caller.catalog.search({ transport: "mcp", hasWrite: false });
    expect(mcp.items.every((p) => p.transports.includes("mcp") && !p.hasWrite)).toBe(true);
    const cli = await caller.catalog.search({ needsCli: true });
    expect(cli.items.map((p) => p.id).sort()).toEqual(["git", "kube"]);
    const control = await caller.catalog.search({ plane: "control", kind: "wrap" });
    expect(control.items.map((p) => p.id)).toEqual(["deploy"]);
    const updated = await caller.catalog.search({ sort: "updated", pageSize: 100 });
    expect(updated.total).toBe(examples.length);
  });

  it.each([
    ["a query over 200 characters", { q: "x".repeat(201) }, "over 200 characters"],
    ["an unknown binding mode", { bindingMode: "cloud" }, "bindingMode is one of"],
    ["page 1001", { page: 1001 }, "at most 1000"],
    ["page 0", { page: 0 }, "pages start at 1"],
    ["pageSize 101", { pageSize: 101 }, "at most 100"],
    ["an unknown sort", { sort: "stars" }, "sort is one of"],
  ])("refuses %s with a clear message", async (_name, input, message) => {
    await expect(caller.catalog.search(input as never)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.catalog.search(input as never)).rejects.toThrow(message);
  });
});

describe("catalog.get", () => {
  it("opens a pack: facts, files, versions", async () => {
    const got = await caller.catalog.get({ id: "ledger" });
    expect(got.pack).toMatchObject({ id: "ledger", name: "Ledger", kind: "wrap", bindingMode: "local" });
    expect(got.pack).not.toHaveProperty("harness");
    expect(got.files).toEqual(ledger);
    expect(got.versions.map((v) => v.version)).toEqual([1]);
  });

  it("over HTTP GET, as `packstudio mcp --from` reads it: the files and the version's SHA-256 of them", async () => {
    const input = encodeURIComponent(JSON.stringify({ id: "ledger" }));
    const response = await GET(new Request(`http://127.0.0.1/api/trpc/catalog.get?input=${input}`));
    expect(response.status).toBe(200);
    const { data } = (await response.json()).result;
    expect(data.files).toEqual(ledger);
    expect(data.pack.id).toBe("ledger");
    expect(data.version).toMatchObject({ version: 1, sha256: snapshotSha256(ledger) });
  });

  it("NOT_FOUND names what is missing", async () => {
    await expect(caller.catalog.get({ id: "no-such-pack" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: expect.stringContaining('No pack "no-such-pack"'),
    });
    await expect(caller.catalog.get({ id: "ledger", version: 9 })).rejects.toThrow(
      'The pack "ledger" has no version 9: its versions are 1.',
    );
    await expect(caller.catalog.get({ id: "x".repeat(129) })).rejects.toThrow("at most 128 characters");
  });
});

describe("catalog.publish", () => {
  const fresh = renamed("publish-test");

  const nothingStored = async () => {
    await expect(caller.catalog.get({ id: "publish-test" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await store.catalog.size()).toBe(examples.length);
  };

  it("is off without STUDIO_PUBLISH_TOKEN on the server", async () => {
    await expect(caller.catalog.publish({ files: fresh, token })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining("publishing is not enabled on this server: set STUDIO_PUBLISH_TOKEN"),
    });
    await nothingStored();
  });

  it("refuses a missing or wrong token, storing nothing", async () => {
    process.env.STUDIO_PUBLISH_TOKEN = token;
    await expect(caller.catalog.publish({ files: fresh })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: expect.stringContaining("needs the operator's token"),
    });
    await expect(caller.catalog.publish({ files: fresh, token: `${token}x` })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: expect.stringContaining("token is wrong"),
    });
    await nothingStored();
  });

  it("refuses a pack with lint errors, with its findings in error.data (over HTTP)", async () => {
    process.env.STUDIO_PUBLISH_TOKEN = token;
    const res = await POST(
      new Request("http://studio.test/api/trpc/catalog.publish", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ files: broken, token }),
      }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string; data: { code: string; findings: unknown[] } } };
    expect(body.error.message).toMatch(/^The pack has \d+ lint errors and was not published\. First: /);
    expect(body.error.data.code).toBe("BAD_REQUEST");
    expect(body.error.data.findings).toContainEqual(expect.objectContaining({ code: "M001", file: "surface.json" }));
    expect(await store.catalog.size()).toBe(examples.length);
  });

  it.each([
    ["a path of a single space", { " ": "x" }, 'the path " " is not accepted: it has a name of only spaces'],
    ["a folder named with spaces", { "docs/  /x.md": "x" }, "only spaces"],
    ["a path climbing out of the pack", { "../x.md": "x" }, 'no ".." segments'],
  ])("refuses %s as share.create does, storing nothing", async (_name, extra, message) => {
    process.env.STUDIO_PUBLISH_TOKEN = token;
    const files = { ...fresh, ...extra };
    const refusal = { code: "BAD_REQUEST", message: expect.stringContaining(message) };
    await expect(caller.catalog.publish({ files, token })).rejects.toMatchObject(refusal);
    await expect(caller.share.create({ files })).rejects.toMatchObject(refusal);
    await nothingStored();
  });

  it("publishes with the token; a new snapshot is a new version, the same files are not", async () => {
    process.env.STUDIO_PUBLISH_TOKEN = token;
    const first = await caller.catalog.publish({ files: fresh, token });
    expect(first).toMatchObject({ id: "publish-test", version: 1, created: true, path: "/packs/publish-test" });
    expect((await caller.catalog.publish({ files: fresh, token })).created).toBe(false);
    const second = await caller.catalog.publish({ files: renamed("publish-test", "\nMore.\n"), token });
    expect([second.version, second.created]).toEqual([2, true]);
    const got = await caller.catalog.get({ id: "publish-test" });
    expect(got.versions.map((v) => v.version)).toEqual([2, 1]);
    expect((await caller.catalog.get({ id: "publish-test", version: 1 })).files).toEqual(fresh);
    expect((await caller.catalog.search({ q: "publish-test" })).items[0]?.id).toBe("publish-test");
  });

  it("publishing twice at once keeps both versions", async () => {
    process.env.STUDIO_PUBLISH_TOKEN = token;
    const [a, b] = await Promise.all([
      caller.catalog.publish({ files: renamed("publish-test", "\nA.\n"), token }),
      caller.catalog.publish({ files: renamed("publish-test", "\nB.\n"), token }),
    ]);
    expect(new Set([a.version, b.version]).size).toBe(2);
    const versions = (await caller.catalog.get({ id: "publish-test" })).versions.map((v) => v.version);
    expect(versions).toEqual(expect.arrayContaining([a.version, b.version]));
  });
});
