// The operator's settings from the environment: what is read, and what is ignored.
import { describe, expect, it } from "vitest";
import { defaultLimits, settingsFromEnv } from "./limits.js";

describe("settingsFromEnv", () => {
  it.each([
    { name: "nothing set", env: {}, settings: {} },
    { name: "allowed bins", env: { PACKSTUDIO_SANDBOX_ALLOW: " gh, jq ,," }, settings: { allowedBins: ["gh", "jq"] } },
    { name: "no bins at all", env: { PACKSTUDIO_SANDBOX_ALLOW: " none " }, settings: { allowedBins: [] } },
    { name: "an empty allow list: the default (any on PATH)", env: { PACKSTUDIO_SANDBOX_ALLOW: " " }, settings: {} },
    { name: "concurrency", env: { PACKSTUDIO_SANDBOX_CONCURRENCY: "8" }, settings: { concurrency: 8 } },
    { name: "a number that is not", env: { PACKSTUDIO_SANDBOX_CONCURRENCY: "many" }, settings: {} },
    {
      name: "wall and CPU",
      env: { PACKSTUDIO_SANDBOX_WALL_MS: "9000", PACKSTUDIO_SANDBOX_CPU_S: "3" },
      settings: { limits: { ...defaultLimits, wallMs: 9000, cpuSeconds: 3 } },
    },
    { name: "a uid range", env: { PACKSTUDIO_SANDBOX_UID_BASE: "62000" }, settings: { uidBase: 62000 } },
    { name: "a uid range among system uids", env: { PACKSTUDIO_SANDBOX_UID_BASE: "0" }, settings: {} },
    { name: "root folder", env: { PACKSTUDIO_SANDBOX_ROOT: "/srv/sandbox" }, settings: { root: "/srv/sandbox" } },
  ])("$name", ({ env, settings }) => {
    expect(settingsFromEnv(env)).toEqual(settings);
  });
});
