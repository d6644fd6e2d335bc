// command.render and command.parse through createCaller.
import { specExample } from "@packstudio/core/testing";
import { describe, expect, it } from "vitest";
import { createCaller } from "../root";

const files = specExample("ledger");
const caller = createCaller({});

describe("command.render", () => {
  it("renders ledger transfer to the expected argv", async () => {
    const r = await caller.command.render({ files, verb: "transfer", args: { amount: "2.80", payee: "demo-transit" } });
    expect(r).toMatchObject({
      ok: true,
      argv: ["ledger", "transfer", "2.80", "--to", "demo-transit", "--confirm", "--json"],
    });
  });

  it("returns refusals as data, not errors", async () => {
    const r = await caller.command.render({ files, verb: "transfer", args: { amount: "1" } });
    expect(r).toMatchObject({ ok: false, error: { code: "missing_argument", names: ["payee"] } });
  });

  it("bounds the verb key", async () => {
    await expect(caller.command.render({ files, verb: "x".repeat(300), args: {} })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("command.parse", () => {
  it("reads a typed line", async () => {
    const r = await caller.command.parse({ files, line: "ledger transfer --amount 2.80 --payee 'demo transit'" });
    expect(r).toEqual({ ok: true, verb: "transfer", args: { amount: "2.80", payee: "demo transit" } });
  });

  it("says where an unclosed quote is", async () => {
    const r = await caller.command.parse({ files, line: "ledger transfer --payee 'x" });
    expect(r).toMatchObject({ ok: false, error: { code: "invalid_line" } });
  });
});
