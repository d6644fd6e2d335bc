// The run thread's generated script is the bundle of today's sources (else: npm run build:worker -w @packstudio/sandbox).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generatedFile, runWorkerModule } from "../build/run-worker-source.js";

describe("run-worker-source.generated.ts", () => {
  it("is fresh: the bundle of run-worker-entry.ts and what it imports", async () => {
    expect(
      readFileSync(generatedFile, "utf8") === (await runWorkerModule()),
      "stale: run `npm run build:worker -w @packstudio/sandbox`",
    ).toBe(true);
  });
});
