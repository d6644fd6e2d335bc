// sandbox.canRun through createCaller: whether a command could run here, asked with a small bounded input.
import { describe, expect, it } from "vitest";
import { createCaller } from "../root";

type Input = Parameters<ReturnType<typeof createCaller>["sandbox"]["canRun"]>[0];

const caller = createCaller({});

describe("sandbox.canRun", () => {
  it.each([
    [
      "the ledger's own script",
      { program: "./bin/ledger.mjs", paths: ["surface.json", "bin/ledger.mjs"], mode: "none" },
    ],
    ["git on the sandbox's PATH (nothing to allow by default)", { program: "git", paths: [], mode: "ephemeral" }],
  ] satisfies [string, Input][])("%s: can run", async (_name, input) => {
    expect(await caller.sandbox.canRun(input)).toEqual({ ok: true });
  });

  it.each([
    ["a script the pack lacks", { program: "./bin/gone.mjs", paths: ["surface.json"], mode: "none" }, "names no file"],
    [
      "a CLI not installed",
      { program: "notes", paths: [], mode: "project" },
      "is not installed where the sandbox looks",
    ],
    ["shell words as a program", { program: "git; id", paths: [], mode: "none" }, "is not a program name"],
  ] satisfies [string, Input, string][])("%s: cannot, and says why", async (_name, input, reason) => {
    expect(await caller.sandbox.canRun(input)).toMatchObject({
      ok: false,
      code: "not_runnable",
      reason: expect.stringContaining(reason),
    });
  });

  it.each([
    ["a program name past 1024 characters", { program: "x".repeat(1025), paths: [], mode: "none" }],
    [
      "more paths than a pack may hold",
      { program: "git", paths: Array.from({ length: 201 }, (_, i) => `f${i}`), mode: "none" },
    ],
    ["a mode that is none of the four", { program: "git", paths: [], mode: "elsewhere" }],
  ])("refuses %s as a bad request", async (_name, input) => {
    await expect(caller.sandbox.canRun(input as never)).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
