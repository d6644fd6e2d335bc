// Which HARNESS.md links leave the studio (opened in a new tab, no opener, no referrer): a table.
import { describe, expect, it } from "vitest";
import { isExternalHref } from "./link-target";

describe("isExternalHref", () => {
  it.each([
    ["https://example.com/docs", true],
    ["HTTP://example.com", true],
    ["mailto:someone@example.com", true],
    ["//evil.example/path", true],
    ["//evil.example", true],
    ["///evil.example/path", true],
    ["\\\\evil.example/path", true],
    ["/\\evil.example/path", true],
    ["\\/evil.example", true],
    [" //evil.example/path", true],
    ["\t//evil.example", true],
    ["http:evil.example", true], // a scheme of its own: new tab, whatever the page's scheme
    ["#usage", false],
    ["usage.md", false],
    ["./docs/usage.md", false],
    ["../up.md", false],
    ["/rules", false],
    ["?q=1", false],
    ["", false],
    [undefined, false],
  ])("%j is external: %s", (href, external) => {
    expect(isExternalHref(href)).toBe(external);
  });
});
