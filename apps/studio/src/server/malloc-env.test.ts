// The studio's start scripts set the allocator's settings of malloc-env.ts, all of them and only those.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mallocAssignments, mallocEnv } from "./malloc-env";

const scripts = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;

describe("malloc-env", () => {
  it.each(["start", "runner"])("npm run %s starts with the allocator's settings", (name) => {
    expect(scripts[name]?.startsWith(`${mallocAssignments} `)).toBe(true);
  });

  it("names each setting once, as glibc spells it", () => {
    expect(mallocAssignments).toBe("MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=65536 MALLOC_TRIM_THRESHOLD_=131072");
    expect(Object.keys(mallocEnv).every((name) => /^MALLOC_[A-Z_]+$/.test(name))).toBe(true);
  });
});
