// The "dry-runs cleanly" badge: example arguments, which packs are tried, and real runs in the sandbox.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { readPack } from "@packstudio/core";
import { openStore, type Store } from "@packstudio/db";
import { Sandbox } from "@packstudio/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exampleArgs } from "~/catalog/example-args";
import { computeBadges, runsPackScript } from "./catalog-badge";

const packs = fileURLToPath(new URL("../../../../catalog/packs/", import.meta.url));

function readDir(dir: string, prefix = ""): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) Object.assign(files, readDir(full, `${prefix}${name}/`));
    else files[`${prefix}${name}`] = readFileSync(full, "utf8");
  }
  return files;
}

const pack = (id: string) => readDir(join(packs, id));

describe("example arguments", () => {
  it("takes each argument's first example", () => {
    const surface = readPack(pack("ledger")).surface;
    const transfer = surface?.verbs.find((v) => v.key === "transfer");
    expect(transfer && exampleArgs(transfer)).toMatchObject({ amount: expect.any(String), payee: expect.any(String) });
  });

  it("tries only packs that run a script of their own", () => {
    expect(runsPackScript(pack("ledger"))).toBe(true);
    expect(runsPackScript(pack("todo"))).toBe(true);
    expect(runsPackScript(pack("git"))).toBe(false); // a CLI on PATH
    expect(runsPackScript(pack("standup"))).toBe(false); // composite: no process of its own
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
    const todo = pack("todo");
    const failingId: Record<string, string> = {
      ...todo,
      "bin/todo.sh": "#!/bin/sh\necho '{}'\nexit 3\n",
      "surface.json": (todo["surface.json"] ?? "").replace('"todo"', '"todo-failing"'),
      "policy.json": (todo["policy.json"] ?? "").replace('"todo"', '"todo-failing"'),
    };
    const published = [];
    for (const files of [todo, failingId, pack("standup")]) {
      const r = await store.catalog.publish(files);
      published.push({ id: r.id, version: r.version, files });
    }
    await computeBadges(store, published, sandbox);
    expect((await store.catalog.get("todo"))?.pack.dryRunOk).toBe(true);
    expect((await store.catalog.get("todo-failing"))?.pack.dryRunOk).toBe(false);
    expect((await store.catalog.get("standup"))?.pack.dryRunOk).toBeNull();
  }, 60_000);

  it("stores no badge for a version that is no longer the latest", async () => {
    const todo = pack("todo");
    const v2 = { ...todo, "HARNESS.md": `${todo["HARNESS.md"]}\nv2\n` };
    const r = await store.catalog.publish(v2);
    await computeBadges(store, [{ id: "todo", version: r.version - 1, files: todo }], sandbox);
    expect((await store.catalog.get("todo"))?.pack.dryRunOk).toBeNull();
  }, 60_000);
});
