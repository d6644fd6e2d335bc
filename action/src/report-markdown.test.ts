// The summary and comment Markdown: pack text stays inert, and the tables read as lint results.
import { describe, expect, it } from "vitest";
import { commentMarkdown, escapeMarkdown, summaryMarkdown } from "./report-markdown.mjs";

describe("escapeMarkdown", () => {
  it.each([
    ["plain words", "plain words"],
    ["[click](https://evil.example)", "\\[click\\]\\(https://evil.example\\)"],
    ["<img src=x onerror=alert(1)>", "\\<img src=x onerror=alert\\(1\\)\\>"],
    ["cc @octocat", "cc @\u200boctocat"],
    ["a | b\nc", "a \\| b c"],
    ["`code` *bold* _it_ # h", "\\`code\\` \\*bold\\* \\_it\\_ \\# h"],
  ])("%j → %j", (text, escaped) => {
    expect(escapeMarkdown(text)).toBe(escaped);
  });
});

describe("the Markdown", () => {
  const packs = [
    { dir: "packs/a", code: 0, counts: { error: 0, warning: 1, note: 0 } },
    { dir: "packs/b|c", code: 1, counts: { error: 2, warning: 0, note: 3 } },
    { dir: "x", code: 2, counts: { error: 0, warning: 0, note: 0 }, problem: "Cannot read <x>" },
  ];

  it("summary: one row a pack", () => {
    expect(summaryMarkdown(packs, "out.sarif").split("\n").slice(4, 7)).toEqual([
      "| `packs/a` | ✔ passes (0 errors, 1 warning, 0 notes) |",
      "| `packs/b\\|c` | ✖ fails (2 errors, 0 warnings, 3 notes) |",
      "| `x` | ✖ not checked: Cannot read \\<x\\> |",
    ]);
  });

  it("comment: the marker first, risks high first, the pack's words escaped", () => {
    const review = {
      dir: "packs/a",
      status: "reviewed" as const,
      link: "https://studio.example/review/a...b",
      risks: [
        { code: "trigger_added", severity: "low" as const, message: "Trigger [x] added" },
        { code: "read_to_write", severity: "high" as const, message: "@team list writes" },
      ],
      findingsAdded: 1,
      findingsFixed: 2,
      commands: { added: ["new"], removed: [], changed: ["list"] },
    };
    const body = commentMarkdown(packs.slice(0, 1), [review], "0123456789abcdef0123");
    expect(body.startsWith("<!-- packstudio-review -->\n")).toBe(true);
    expect(body).toContain("Compared with the base commit `0123456789ab`.");
    expect(body).toContain("[Open the review in Pack Studio](https://studio.example/review/a...b)");
    const risks = body.split("\n").filter((l) => l.startsWith("- **"));
    expect(risks).toEqual([
      "- **HIGH** @\u200bteam list writes (`read_to_write`)",
      "- **LOW** Trigger \\[x\\] added (`trigger_added`)",
    ]);
    expect(body).toContain("Findings added: 1, fixed: 2. Commands added: `new`; removed: none; changed: `list`.");
  });
});
