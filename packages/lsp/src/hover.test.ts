// Hover from core's JSON Schemas through the studio's JSON service (Markdown, as Monaco shows it: punctuation
// escaped); a command's key shows argv and card.
import { specExample } from "@packstudio/core/testing";
import { describe, expect, it } from "vitest";
import { hoverMarkdown } from "./hover.js";
import { hoverPack } from "./hover-pack.js";

const files = specExample("ledger");
const pack = hoverPack(files);
const surface = files["surface.json"] ?? "";
const policy = files["policy.json"] ?? "";
const at = (text: string, marker: string, shift = 2) => text.indexOf(marker) + shift;

describe("hoverMarkdown", () => {
  it.each([
    ["surface.json", surface, '"cliBin"', "The CLI binary name the Skill teaches"],
    ["surface.json", surface, '"kind"', "How commands run: wrap \\(a CLI\\), composite, openapi or sense\\_only"],
    ["surface.json", surface, '"bin"', "A bare name is a CLI on PATH"],
    ["policy.json", policy, '"approval": "first_use"', "When a person must approve: never \\(default for read\\)"],
  ])("%s %s", async (path, text, marker, expected) => {
    expect(await hoverMarkdown({ path, text, offset: at(text, marker), pack })).toContain(expected);
  });

  it("a command's key in policy.json shows what runs and the card a person approves", async () => {
    const value = await hoverMarkdown({ path: "policy.json", text: policy, offset: at(policy, '"connect"'), pack });
    expect(value).toContain("**connect**");
    // connect's {{provider}} has no example: the render says which argument is missing.
    expect(value).toMatch(/does not render: .*provider/);
  });

  it("nothing outside the schemas (HARNESS.md, a file past the size limit)", async () => {
    expect(await hoverMarkdown({ path: "HARNESS.md", text: "# Ledger", offset: 2, pack })).toBeUndefined();
    const huge = `{"id": "${"x".repeat(1024 * 1024 + 1)}"}`;
    expect(await hoverMarkdown({ path: "surface.json", text: huge, offset: 3, pack })).toBeUndefined();
  });
});
