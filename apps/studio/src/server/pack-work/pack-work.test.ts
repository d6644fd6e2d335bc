// The pack pool's settings from the environment, and the TRPCError each way a task can fail becomes.
import { packLimits } from "@packstudio/core";
import { describe, expect, it } from "vitest";
import { ErrorData } from "../error-data";
import { packWorkError } from "./pack-work";
import { PoolError } from "./pool";
import { packWorkSettings } from "./settings";

describe("packWorkSettings", () => {
  it("defaults to 2 to 4 workers, a 2 s deadline, 5 s of waiting, 128 waiting tasks, 512 MiB a worker, 30 s idle", () => {
    const s = packWorkSettings({});
    expect(s.size).toBeGreaterThanOrEqual(2);
    expect(s.size).toBeLessThanOrEqual(4);
    expect([s.deadlineMs, s.waitMs, s.queueLimit, s.memoryMb, s.idleMs]).toEqual([2000, 5000, 128, 512, 30_000]);
  });

  it("reads each setting from its variable", () => {
    const env = {
      PACKSTUDIO_PACK_WORKERS: "3",
      PACKSTUDIO_PACK_DEADLINE_MS: "500",
      PACKSTUDIO_PACK_WAIT_MS: "700",
      PACKSTUDIO_PACK_QUEUE: "0",
      PACKSTUDIO_PACK_WORKER_MB: "128",
      PACKSTUDIO_PACK_IDLE_MS: "60000",
    };
    expect(packWorkSettings(env)).toEqual({
      size: 3,
      deadlineMs: 500,
      waitMs: 700,
      queueLimit: 0,
      memoryMb: 128,
      idleMs: 60_000,
    });
  });

  it.each([
    ["PACKSTUDIO_PACK_WORKERS", "0"],
    ["PACKSTUDIO_PACK_DEADLINE_MS", "2s"],
    ["PACKSTUDIO_PACK_QUEUE", "-1"],
    ["PACKSTUDIO_PACK_WORKER_MB", "1.5"],
    ["PACKSTUDIO_PACK_IDLE_MS", "999"],
  ])("refuses %s=%s, saying what it takes", (name, value) => {
    expect(() => packWorkSettings({ [name]: value })).toThrow(
      new RegExp(`^${name} is "${value}": give a whole number`),
    );
  });
});

describe("packWorkError", () => {
  const data = (error: { cause?: unknown }) => (error.cause instanceof ErrorData ? error.cause.data : undefined);

  it("a deadline is TIMEOUT: too costly, the limits, and what to do", () => {
    const error = packWorkError("lint", new PoolError("deadline", "ran past", { deadlineMs: 2000 }));
    expect(error.code).toBe("TIMEOUT");
    expect(error.message).toBe(
      `Linting this pack took more than 2 s, the most the studio spends on one request, and was stopped: the pack is too costly to check. A pack the studio checks holds at most 200 files, 1 MiB a file, 5 MiB in all and ${packLimits.maxCommands} commands (DECISIONS.md 1); make it smaller, or lint it on your machine with \`packstudio check <dir>\`.`,
    );
    expect(data(error)).toEqual({ packWork: { task: "lint", reason: "deadline", deadlineMs: 2000 } });
  });

  it.each([
    ["busy", "TOO_MANY_REQUESTS", /^The studio is busy checking other packs \(16 tasks are waiting\): try again/],
    ["memory", "PAYLOAD_TOO_LARGE", /^Comparing the two versions of the pack needed more memory than .* too costly/],
    ["closed", "SERVICE_UNAVAILABLE", /^The studio is shutting down/],
    ["crashed", "INTERNAL_SERVER_ERROR", /^Comparing the two versions of the pack failed in the studio's pack worker/],
  ] as const)("%s is %s", (reason, code, message) => {
    const error = packWorkError("compare", new PoolError(reason, "16 tasks are waiting"));
    expect([error.code, error.message]).toEqual([code, expect.stringMatching(message)]);
  });

  it("anything else is an internal error carrying it", () => {
    const cause = new Error("bug");
    expect(packWorkError("render", cause)).toMatchObject({ code: "INTERNAL_SERVER_ERROR", cause });
  });
});

describe("packWorkError across bundles", () => {
  it("reads a PoolError made by another copy of pool.ts (instrumentation's bundle) by its name", () => {
    class OtherCopy extends Error {
      readonly reason = "deadline";
      readonly detail = { deadlineMs: 2000 };
      constructor() {
        super("the task ran past its deadline of 2000 ms and was stopped");
        this.name = "PoolError";
      }
    }
    expect(packWorkError("lint", new OtherCopy()).code).toBe("TIMEOUT");
    expect(packWorkError("lint", new Error("other")).code).toBe("INTERNAL_SERVER_ERROR");
  });
});
