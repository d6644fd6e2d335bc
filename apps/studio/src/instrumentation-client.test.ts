// The browser start-up switches zod's JIT off through the setting zod itself reads.
import { expect, it } from "vitest";
import { config } from "zod/v4/core";

it("sets zod's jitless flag, whether zod was loaded before it or not", async () => {
  expect(config().jitless).not.toBe(true);
  await import("./instrumentation-client");
  expect(config().jitless).toBe(true);
});
