// An openapi pack handed to the sandbox (DECISIONS 14): refused as not runnable, saying why, with no argv planned.
import { specExample } from "@packstudio/core/testing";
import { describe, expect, it } from "vitest";
import { Sandbox } from "./sandbox.js";

describe("the sandbox and an openapi pack", () => {
  it("refuses to run an API's command, pointing at the documented dry-run", async () => {
    const sandbox = new Sandbox({ root: `/tmp/packstudio-openapi-refusal-${process.pid}` });
    const result = await sandbox.dryRun({
      files: specExample("kanban-api"),
      verbKey: "boards.list",
      args: {},
      session: "openapi-refusal",
    });
    expect(result).toMatchObject({ ok: false, error: { code: "not_runnable", names: ["boards.list"] } });
    expect(result.ok ? "" : result.error.message).toMatch(
      /HTTP request of an openapi pack.*answered from the pack's OpenAPI document/,
    );
    expect("plan" in result ? result.plan : undefined).toBeUndefined();
  });
});
