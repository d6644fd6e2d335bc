// share.* through createCaller on an in-memory store: create, open, reuse, expiry, delete keys, and refusals that store nothing.
import { specExample } from "@packstudio/core/testing";
import { openStore, type Store, snapshotSha256 } from "@packstudio/db";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createCaller } from "../root";
import { setStudioStore } from "../store-instance";

const ledger = specExample("ledger");

let store: Store;
const caller = createCaller({});

// PGlite starts in a few seconds, slower on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  store = await openStore({});
  setStudioStore(store);
}, 300_000);
afterAll(() => store.close());
afterEach(() => vi.useRealTimers());

/** Whether the store holds a snapshot of exactly these files. */
const stored = async (files: Record<string, string>) => (await store.snapshots.get(snapshotSha256(files))) !== null;

describe("share.create and share.get", () => {
  it("stores the pack under a random 96-bit id and opens it by the link", async () => {
    const files = { ...ledger, "HARNESS.md": `${ledger["HARNESS.md"]}\ncreate-get\n` };
    const created = await caller.share.create({ files });
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(created.path).toBe(`/s/${created.id}`);
    expect(created.deleteKey.length).toBeGreaterThanOrEqual(32);
    expect(created.expiresAt).toBeNull();
    const got = await caller.share.get({ id: created.id });
    expect(got.files).toEqual(files);
    expect(got.sha256).toBe(snapshotSha256(files));
    expect(got).not.toHaveProperty("deleteKey");
  });

  it("reuses the stored snapshot when the same files are shared twice, under a new id", async () => {
    const files = { ...ledger, "HARNESS.md": `${ledger["HARNESS.md"]}\nreuse\n` };
    const first = await caller.share.create({ files, expiry: "1w" });
    // The same files in another key order: the canonical encoding sorts paths.
    const reordered = Object.fromEntries(Object.entries(files).reverse());
    const second = await caller.share.create({ files: reordered });
    // The answer does not say the files were stored before: it would confirm that someone shared a guessed pack.
    expect(Object.keys(second).sort()).toEqual(["deleteKey", "expiresAt", "id", "path", "sha256"]);
    expect(Object.keys(first)).toEqual(Object.keys(second));
    expect(second.sha256).toBe(first.sha256);
    expect(second.id).not.toBe(first.id);
    expect(second.deleteKey).not.toBe(first.deleteKey);
  });

  it("sets the expiry and stops opening the share once it has passed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const now = new Date("2031-03-01T12:00:00Z");
    vi.setSystemTime(now);
    const day = await caller.share.create({ files: ledger, expiry: "1d" });
    const month = await caller.share.create({ files: ledger, expiry: "1m" });
    expect(day.expiresAt).toBe("2031-03-02T12:00:00.000Z");
    expect(month.expiresAt).toBe("2031-03-31T12:00:00.000Z");
    vi.setSystemTime(new Date("2031-03-02T11:59:00Z"));
    await expect(caller.share.get({ id: day.id })).resolves.toMatchObject({ id: day.id });
    vi.setSystemTime(new Date("2031-03-02T12:01:00Z"));
    await expect(caller.share.get({ id: day.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: expect.stringContaining("expired"),
    });
    await expect(caller.share.get({ id: month.id })).resolves.toMatchObject({ id: month.id });
  });

  it.each([
    ["an unknown id", "AAAAAAAAAAAAAAAA", 'No share "AAAAAAAAAAAAAAAA"'],
    ["a short id", "abc", "is not a share id"],
    ["an id with a bad character", "AAAAAAAAAAAAAAA/", "is not a share id"],
    ["an empty id", "", "is not a share id"],
  ])("answers %s with NOT_FOUND and a clear message", async (_name, id, message) => {
    await expect(caller.share.get({ id })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: expect.stringContaining(message),
    });
  });

  it("refuses an id over 100 characters before looking it up", async () => {
    await expect(caller.share.get({ id: "A".repeat(101) })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("share.delete", () => {
  it("deletes with the right key; the link then opens nothing", async () => {
    const created = await caller.share.create({ files: ledger });
    await expect(caller.share.delete({ id: created.id, deleteKey: created.deleteKey })).resolves.toEqual({
      id: created.id,
      deleted: true,
    });
    await expect(caller.share.get({ id: created.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller.share.delete({ id: created.id, deleteKey: created.deleteKey })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("refuses a wrong key with FORBIDDEN and deletes nothing", async () => {
    const created = await caller.share.create({ files: ledger });
    const other = await caller.share.create({ files: ledger });
    await expect(caller.share.delete({ id: created.id, deleteKey: other.deleteKey })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining("the delete key does not match"),
    });
    await expect(caller.share.get({ id: created.id })).resolves.toMatchObject({ id: created.id });
  });

  it("answers a wrong id with NOT_FOUND and an empty key with BAD_REQUEST", async () => {
    await expect(caller.share.delete({ id: "nope", deleteKey: "k" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller.share.delete({ id: "AAAAAAAAAAAAAAAA", deleteKey: "" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("refusals store nothing", () => {
  const mib = 1024 * 1024;
  it.each([
    ["a file over 1 MiB", { ...ledger, "HARNESS.md": "x".repeat(mib + 1) }, "1 MiB"],
    [
      "over 5 MiB in all",
      Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`f${i}`, "x".repeat(1000 * 1024)])),
      "5 MiB",
    ],
    ["over 200 files", Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`f${i}`, "x"])), "limit is 200"],
    ["a path climbing out of the pack", { ...ledger, "../evil.sh": "rm -rf ~" }, 'no ".." segments'],
    ["an absolute path", { ...ledger, "/etc/x": "x" }, "relative"],
    ["a path of a single space", { ...ledger, " ": "x" }, 'the path " " is not accepted: it has a name of only spaces'],
    ["a folder named with spaces", { ...ledger, "docs/  /x.md": "x" }, "only spaces"],
    ["no files", {}, "holds no files"],
  ])("refuses %s with BAD_REQUEST", async (_name, files, message) => {
    await expect(caller.share.create({ files })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(message),
    });
    expect(await stored(files)).toBe(false);
  });

  it("refuses an unknown expiry", async () => {
    await expect(caller.share.create({ files: { a: "fresh" }, expiry: "1y" as never })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("1 day, 1 week, 1 month, no expiry"),
    });
    expect(await stored({ a: "fresh" })).toBe(false);
  });
});
