// harnessSummary: the first prose paragraph as plain text, marks removed, markup and identifiers kept as written.
import { describe, expect, it } from "vitest";
import { harnessSummary } from "./harness-summary.js";

describe("harnessSummary", () => {
  it.each([
    [
      "# Title\n\nPays **saved** payees, __fast__, _safely_ and `ledger list`.",
      "Pays saved payees, fast, safely and ledger list.",
    ],
    ["See [the docs](https://example.com) and ![a logo](x.png).", "See the docs and a logo."],
    ["# T\n\n```sh\nledger list\n```\n\n- a list\n\nThe prose.", "The prose."],
    [
      'Markup stays text: <img src=x onerror="window.__xss=1"> <script>window.__xss=1</script>.',
      'Markup stays text: <img src=x onerror="window.__xss=1"> <script>window.__xss=1</script>.',
    ],
    [
      "Names like snake__case__name and __init__ keep their underscores.",
      "Names like snake__case__name and init keep their underscores.",
    ],
    ["<div>html block</div>\n\nAfter it.", "After it."],
    // CommonMark, as the preview reads it (issue 29): a setext heading, a fence in a list, references.
    ["Ledger\n------\n\nPays &amp; logs &copy;.", "Pays & logs ©."],
    ["- a\n\n  ```\n  b\n\n  c\n  ```\n\nThe prose.", "The prose."],
    ["    indented code\n\nThe [docs][d].\n\n[d]: https://example.com", "The docs."],
    ["A long one. " + "word ".repeat(100), `A long one. ${"word ".repeat(57).trim()}…`],
  ])("%j → %j", (harness, summary) => {
    expect(harnessSummary(harness)).toBe(summary);
  });
});
