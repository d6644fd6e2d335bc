// command.render of an openapi pack through createCaller: the HTTP request (DECISIONS 14), never a command line.
import { specExample } from "@packstudio/core/testing";
import { describe, expect, it } from "vitest";
import { createCaller } from "../root";

const caller = createCaller({});
const files = specExample("kanban-api");

describe("command.render of an openapi pack", () => {
  it("answers the request a command makes, with its curl line, and no argv", async () => {
    const r = await caller.command.render({ files, verb: "boards.list", args: {} });
    expect(r).toMatchObject({ ok: true, plan: { verb: "boards.list", request: { method: "GET" } } });
    expect(r).not.toHaveProperty("argv");
  });

  it("refuses arguments against the operation as for any pack", async () => {
    const r = await caller.command.render({ files, verb: "boards.list", args: { nope: 1 } });
    expect(r).toMatchObject({ ok: false, error: { code: "unknown_argument" } });
  });
});
