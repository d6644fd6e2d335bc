// GITHUB_OUTPUT and GITHUB_STEP_SUMMARY: appended in the runner's formats, and nothing outside Actions.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { appendSummary, writeOutputs } from "./workflow-files.mjs";

const temp = mkdtempSync(join(tmpdir(), "packstudio-files-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("workflow files", () => {
  it("writes one-line outputs as name=value and others as a heredoc with a random delimiter", () => {
    const file = join(temp, "output");
    writeFileSync(file, "earlier=1\n");
    writeOutputs(file, { errors: 3, packs: "a\nb", empty: "" });
    const text = readFileSync(file, "utf8");
    const delimiter = text.match(/^packs<<(ghadelimiter_[0-9a-f]{32})$/m)?.[1];
    expect(text).toBe(`earlier=1\nerrors=3\npacks<<${delimiter}\na\nb\n${delimiter}\nempty=\n`);
  });

  it("appends Markdown to the summary, ending each part with a newline", () => {
    const file = join(temp, "summary");
    appendSummary(file, "# one");
    appendSummary(file, "two\n");
    expect(readFileSync(file, "utf8")).toBe("# one\ntwo\n");
  });

  it("does nothing without the variables (outside Actions)", () => {
    expect(() => {
      writeOutputs(undefined, { a: 1 });
      appendSummary(undefined, "x");
    }).not.toThrow();
  });
});
