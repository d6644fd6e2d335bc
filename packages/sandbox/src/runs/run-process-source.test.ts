// The run process's generated script is the bundle of today's sources (else: npm run build:run-process -w @packstudio/sandbox).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generatedFile, runProcessModule } from "../../build/run-process-source.js";

describe("run-process-source.generated.ts", () => {
  it("is fresh: the bundle of run-process-entry.ts and what it imports", async () => {
    expect(
      readFileSync(generatedFile, "utf8") === (await runProcessModule()),
      "stale: run `npm run build:run-process -w @packstudio/sandbox`",
    ).toBe(true);
  });
});
