// Why Run is disabled before the click: each reason, in the order a person meets them, naming what to fix.
import { renderCommand } from "@packstudio/core";
import { specExample } from "@packstudio/core/testing";
import { describe, expect, it } from "vitest";
import { type BlockedInput, runBlocked } from "./run-blocked";

const files = specExample("ledger");
const transfer = renderCommand(files, "transfer", { amount: "2.80", payee: "demo-transit" });
const missingPayee = renderCommand(files, "transfer", { amount: "2.80" });
const ready: BlockedInput = {
  verbKey: "transfer",
  plan: transfer,
  packInvalid: false,
  lineRefusal: null,
  available: true,
  readiness: { ok: true },
};

describe("runBlocked", () => {
  it.each<[string, Partial<BlockedInput>, string | null]>([
    ["a plan that can run here", {}, null],
    ["no answer yet from the server: not blocked (the run itself still checks)", { readiness: undefined }, null],
    ["no command", { verbKey: undefined, plan: undefined }, "Pick a command first."],
    [
      "a refused typed line",
      { lineRefusal: "Unknown command. ledger pay is not a command." },
      "The typed command line is refused: Unknown command.",
    ],
    ["a pack that fails lint", { packInvalid: true }, "does not pass lint"],
    ["a refused form names the argument to fix", { plan: missingPayee }, "Fix it to run: payee:"],
    ["no sandbox on this machine", { available: false }, "not possible on this machine"],
    [
      "a program the sandbox cannot find",
      { readiness: { ok: false, code: "not_runnable", reason: '"notes" is not installed where the sandbox looks' } },
      'This command cannot run in the sandbox: "notes" is not installed',
    ],
    [
      "no project folder",
      { readiness: { ok: false, code: "no_project", reason: "no project folder was given." } },
      "No project folder: no project folder was given.",
    ],
  ])("%s", (_name, change, expected) => {
    const blocked = runBlocked({ ...ready, ...change });
    if (expected === null) expect(blocked).toBeNull();
    else expect(blocked).toContain(expected);
  });

  it("the typed line comes before the form: the person is fixing the line", () => {
    expect(runBlocked({ ...ready, plan: missingPayee, lineRefusal: "bad quote." })).toMatch(/^The typed command line/);
  });
});
