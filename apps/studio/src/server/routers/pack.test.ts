// pack.lint through createCaller: the same findings as core, and oversized packs refused unread.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createCaller } from "../root";

const example = (name: string) => {
  const dir = new URL(`../../../../../spec/examples/${name}/`, import.meta.url);
  const files: Record<string, string> = {};
  for (const f of ["surface.json", "policy.json", "HARNESS.md"]) files[f] = readFileSync(new URL(f, dir), "utf8");
  if (name === "ledger") files["bin/ledger.mjs"] = readFileSync(new URL("bin/ledger.mjs", dir), "utf8");
  return files;
};

const caller = createCaller({});

describe("pack.lint", () => {
  it("passes ledger and names it", async () => {
    const r = await caller.pack.lint({ files: example("ledger") });
    expect([r.pack, r.passes]).toEqual(["ledger", true]);
  });

  it("fails broken with located findings", async () => {
    const r = await caller.pack.lint({ files: example("broken") });
    expect(r.passes).toBe(false);
    expect(r.findings.find((f) => f.code === "M001")).toMatchObject({
      file: "surface.json",
      pointer: "/id",
      range: { start: { line: 2 } },
    });
  });

  it.each([
    ["a file over 1 MiB", { "HARNESS.md": "x".repeat(1024 * 1024 + 1) }, "1 MiB"],
    ["over 200 files", Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`f${i}`, ""])), "limit is 200"],
    [
      "over 5 MiB in all",
      Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`f${i}`, "x".repeat(1000 * 1024)])),
      "5 MiB",
    ],
    ["an empty path", { "": "x" }, "path is empty"],
  ])("refuses %s with a clear message", async (_name, files, message) => {
    await expect(caller.pack.lint({ files })).rejects.toThrow(message);
  });

  it("refuses a non-string file", async () => {
    await expect(caller.pack.lint({ files: { "surface.json": 3 } as never })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
