// HARNESS.md as the skill view renders it: raw HTML stays text, unsafe links lose their address, images are not fetched.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SkillView } from "./skill-view";

const render = (markdown: string) => renderToStaticMarkup(createElement(SkillView, { markdown }));

describe("SkillView", () => {
  it("shows raw HTML as text: no img, script or anchor element comes from it", () => {
    const html = render(
      'Use `ledger`. <img src=x onerror="window.__xss=1">\n\n<script>window.__xss=2</script>\n\n<a href="javascript:alert(1)">y</a>\n',
    );
    expect(html).not.toMatch(/<img|<script|<a /);
    expect(html).toContain("&lt;img src=x onerror=");
    expect(html).toContain("&lt;script&gt;");
  });

  it("drops a javascript: address and opens another site in a new tab without opener", () => {
    const html = render("A [trap](javascript:alert(1)) [ok](https://example.com) [rel](page.md)\n");
    expect(html).not.toMatch(/href="\s*javascript/i);
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>');
    expect(html).toContain('<a href="page.md">rel</a>');
  });

  it("shows an image's text and address instead of fetching it", () => {
    const html = render("![a chart](http://tracker.example/x.png)\n");
    expect(html).not.toContain("<img");
    expect(html).toContain("[image: a chart]");
    expect(html).toContain("http://tracker.example/x.png");
  });

  it("renders headings one level down, lists, code blocks and tables", () => {
    const html = render("# Ledger\n\n## Commands\n\n- a\n- b\n\n```sh\nledger list\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n");
    expect(html).toContain(">Ledger</h2>");
    expect(html).toContain(">Commands</h3>");
    expect(html).not.toContain("<h1");
    expect(html).toMatch(/<ul><li>a<\/li><li>b<\/li><\/ul>/);
    expect(html).toMatch(/<pre><code[^>]*>ledger list\n?<\/code><\/pre>/);
    expect(html).toContain("<table>");
  });
});
