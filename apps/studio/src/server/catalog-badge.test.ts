// The "dry-runs cleanly" badge: example arguments, which packs are tried, and real runs in the sandbox.
import { exampleArgs, readPack } from "@packstudio/core";
import { catalogPack } from "@packstudio/core/testing";
import { openStore, type Store } from "@packstudio/db";
import { Sandbox } from "@packstudio/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computeBadges, documentedBadge, runsPackScript } from "./catalog-badge";

describe("example arguments", () => {
  it("takes each argument's first example", () => {
    const surface = readPack(catalogPack("ledger")).surface;
    const transfer = surface?.verbs.find((v) => v.key === "transfer");
    expect(surface && transfer && exampleArgs(surface, transfer, { optional: true })).toMatchObject({
      amount: expect.any(String),
      payee: expect.any(String),
    });
  });

  it("tries only packs that run a script of their own", () => {
    expect(runsPackScript(catalogPack("ledger"))).toBe(true);
    expect(runsPackScript(catalogPack("todo"))).toBe(true);
    expect(runsPackScript(catalogPack("git"))).toBe(false); // a CLI on PATH
    expect(runsPackScript(catalogPack("standup"))).toBe(false); // composite: no process of its own
  });
});

describe("an openapi pack's badge", () => {
  it("true when every command's examples get a documented answer (nothing is sent)", () => {
    expect(documentedBadge(catalogPack("storefront"))).toEqual({
      ok: true,
      reason: "every command answered from its document",
    });
  });

  it("false, naming the command, when the document documents no success to answer with", () => {
    const files = catalogPack("storefront");
    const doc = JSON.parse(files["openapi.json"] ?? "{}");
    doc.paths["/products/{id}"].get.responses = { "404": { description: "No such product" } };
    const badge = documentedBadge({ ...files, "openapi.json": JSON.stringify(doc) });
    expect(badge).toMatchObject({ ok: false, reason: expect.stringMatching(/^products\.get: /) });
    expect(documentedBadge({ ...files, "openapi.json": "{" })).toMatchObject({ ok: false });
  });
});

const sandbox = new Sandbox();

describe.skipIf(!sandbox.status().available)("badges from real dry-runs", () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore({});
  });
  afterAll(() => store.close());

  it("true when every command exits 0, false when one fails, none for a pack without a script", async () => {
    const todo = catalogPack("todo");
    const failingId: Record<string, string> = {
      ...todo,
      "bin/todo.sh": "#!/bin/sh\necho '{}'\nexit 3\n",
      "surface.json": (todo["surface.json"] ?? "").replace('"todo"', '"todo-failing"'),
      "policy.json": (todo["policy.json"] ?? "").replace('"todo"', '"todo-failing"'),
    };
    const published = [];
    for (const files of [todo, failingId, catalogPack("standup")]) {
      const r = await store.catalog.publish(files);
      published.push({ id: r.id, version: r.version, files });
    }
    await computeBadges(store, published, sandbox);
    expect((await store.catalog.get("todo"))?.pack.dryRunOk).toBe(true);
    expect((await store.catalog.get("todo-failing"))?.pack.dryRunOk).toBe(false);
    expect((await store.catalog.get("standup"))?.pack.dryRunOk).toBeNull();
  }, 300_000);

  it("stores no badge for a version that is no longer the latest", async () => {
    const todo = catalogPack("todo");
    const v2 = { ...todo, "HARNESS.md": `${todo["HARNESS.md"]}\nv2\n` };
    const r = await store.catalog.publish(v2);
    await computeBadges(store, [{ id: "todo", version: r.version - 1, files: todo }], sandbox);
    expect((await store.catalog.get("todo"))?.pack.dryRunOk).toBeNull();
  }, 300_000);
});
