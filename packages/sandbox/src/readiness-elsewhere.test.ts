// "Can it run" when the runs happen on runners (DECISIONS.md 15): their machine's status decides, a bare name is
// looked up there at the run, and every check that needs no machine is made here as before.
import { describe, expect, it } from "vitest";
import { Sandbox } from "./sandbox.js";

const runners = { available: true, message: "Dry-runs go to 2 runners." };

describe("readiness for runs on runners", () => {
  const sandbox = new Sandbox({ allowedBins: ["notes", "git"] });

  it.each([
    ["a script of the pack", { program: "./bin/run.sh", paths: ["bin/run.sh"], mode: "none" }],
    ["a CLI this machine lacks (the runner looks it up)", { program: "notes", paths: [], mode: "ephemeral" }],
  ])("%s: can run", (_name, input) => {
    expect(sandbox.readiness(input, runners)).toEqual({ ok: true });
  });

  it.each([
    [
      "no runner reachable",
      { program: "./bin/run.sh", paths: ["bin/run.sh"], mode: "none" },
      false,
      "sandbox_unavailable",
    ],
    ["a script the pack lacks", { program: "./bin/gone.sh", paths: [], mode: "none" }, true, "not_runnable"],
    ["a CLI the operator does not allow", { program: "curl", paths: [], mode: "none" }, true, "not_runnable"],
  ])("%s: cannot", (_name, input, available, code) => {
    const status = { available, message: available ? runners.message : "No runner is reachable." };
    expect(sandbox.readiness(input, status)).toMatchObject({ ok: false, code });
  });

  it("says the runners' reason when none is reachable", () => {
    const reason = "No runner is reachable.";
    expect(
      sandbox.readiness({ program: "git", paths: [], mode: "none" }, { available: false, message: reason }),
    ).toEqual({
      ok: false,
      code: "sandbox_unavailable",
      reason,
    });
  });
});
