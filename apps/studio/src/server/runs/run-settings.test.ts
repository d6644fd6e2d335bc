// Where dry-runs go and a runner's settings (DECISIONS.md 15): the defaults, and a clear refusal of what cannot be read.
import { describe, expect, it } from "vitest";
import { runnerSettings, runSettings } from "./run-settings";

const url = "postgres://studio@db/studio";

describe("runSettings", () => {
  it.each([
    [{}, { mode: "here", waitMs: 20_000 }],
    [{ PACKSTUDIO_RUNS: "here" }, { mode: "here", waitMs: 20_000 }],
    [
      { PACKSTUDIO_RUNS: "queue", DATABASE_URL: url },
      { mode: "queue", waitMs: 20_000 },
    ],
    [
      { PACKSTUDIO_RUNS: "queue", DATABASE_URL: url, PACKSTUDIO_QUEUE_WAIT_MS: "5000" },
      { mode: "queue", waitMs: 5000 },
    ],
  ])("%j reads as %j", (env, settings) => {
    expect(runSettings(env)).toEqual(settings);
  });

  it.each([
    [{ PACKSTUDIO_RUNS: "runners" }, 'PACKSTUDIO_RUNS="runners" is neither "here"'],
    [{ PACKSTUDIO_RUNS: "queue" }, "set DATABASE_URL too"],
    [{ PACKSTUDIO_RUNS: "queue", DATABASE_URL: url, PACKSTUDIO_QUEUE_WAIT_MS: "soon" }, "is not a whole number"],
    [{ PACKSTUDIO_QUEUE_WAIT_MS: "0" }, "PACKSTUDIO_QUEUE_WAIT_MS="],
  ])("refuses %j, saying what to write", (env, message) => {
    expect(() => runSettings(env)).toThrow(message);
  });
});

describe("runnerSettings", () => {
  it("runs as many at once as the machine has cores, unless told", () => {
    expect(runnerSettings({ DATABASE_URL: url }, 8)).toEqual({ databaseUrl: url, concurrency: 8 });
    expect(runnerSettings({ DATABASE_URL: url, PACKSTUDIO_RUNNER_CONCURRENCY: "3" }, 8).concurrency).toBe(3);
  });

  it("needs the database, and a whole number of runs", () => {
    expect(() => runnerSettings({}, 2)).toThrow("set DATABASE_URL");
    expect(() => runnerSettings({ DATABASE_URL: url, PACKSTUDIO_RUNNER_CONCURRENCY: "1.5" }, 2)).toThrow(
      "PACKSTUDIO_RUNNER_CONCURRENCY",
    );
  });
});
