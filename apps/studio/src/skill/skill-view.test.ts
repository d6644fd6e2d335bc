// HARNESS.md as the skill view renders it (core's harnessMarkdownToHtml): raw HTML stays text, unsafe links lose
// their address, images are not fetched, and nothing outside the allowlist reaches the page.
import { outsideAllowlist } from "@packstudio/core/testing/html-allowlist";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { skillHtml } from "./skill-html";
import { SkillView } from "./skill-view";

const render = (markdown: string) => renderToStaticMarkup(createElement(SkillView, { markdown }));

describe("SkillView", () => {
  it("says what to write when there is no HARNESS.md, or a blank one", () => {
    for (const markdown of [undefined, "", " \n\t\n"])
      expect(render(markdown as string)).toContain("No HARNESS.md yet.");
  });

  it("shows raw HTML as text: no img, script or anchor element comes from it", () => {
    const html = render(
      'Use `ledger`. <img src=x onerror="window.__xss=1">\n\n<script>window.__xss=2</script>\n\n<a href="javascript:alert(1)">y</a>\n',
    );
    expect(html).not.toMatch(/<img|<script|<a /);
    expect(html).toContain("&lt;img src=x onerror=");
    expect(html).toContain("&lt;script&gt;");
  });

  it("drops a javascript: address and opens another site in a new tab without opener", () => {
    const html = render(
      "A [trap](javascript:alert(1)) [ok](https://example.com) [rel](page.md) [far](//evil.example)\n",
    );
    expect(html).not.toMatch(/href="\s*javascript/i);
    expect(html).toContain("<a>trap</a>");
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>');
    expect(html).toContain('<a href="page.md">rel</a>');
    expect(html).toContain('<a href="//evil.example" target="_blank" rel="noopener noreferrer">far</a>');
  });

  it("shows an image's text and address instead of fetching it", () => {
    const html = render("![a chart](http://tracker.example/x.png)\n");
    expect(html).not.toContain("<img");
    expect(html).toContain("[image: a chart]");
    expect(html).toContain("http://tracker.example/x.png");
  });

  it("renders headings one level down, lists, code blocks and tables", () => {
    const html = render(
      "# Ledger\n\n## Commands\n\n- a\n- b\n\n```sh\nledger list\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
    );
    expect(html).toContain("<h2>Ledger</h2>");
    expect(html).toContain("<h3>Commands</h3>");
    expect(html).not.toContain("<h1");
    expect(html).toContain("<ul>\n<li>a</li>\n<li>b</li>\n</ul>");
    expect(html).toContain('<pre><code class="language-sh">ledger list\n</code></pre>');
    expect(html).toContain("<table>");
  });

  it("reads CommonMark as GitHub does: a setext heading, entities, a tab in code, a lazy quote", () => {
    const html = render("Foo\n---\n\n&copy; &amp;\n\n```\na\tb\n```\n\n> said\ntwice\n");
    expect(html).toContain("<h3>Foo</h3>");
    expect(html).toContain("<p>© &amp;</p>");
    expect(html).toContain("<pre><code>a\tb\n</code></pre>");
    expect(html).toContain("<blockquote>\n<p>said\ntwice</p>\n</blockquote>");
  });
});

describe("SkillView's page holds nothing outside the allowlist, whatever HARNESS.md holds", () => {
  it.each([
    '# <img src=x onerror="window.__xss=1"> Hostile <script>window.__xss=1</script>',
    '<iframe src="javascript:x"></iframe>\n\n<svg onload=x><script>x</script></svg>\n\n<div onclick="x">d</div>',
    '<details open ontoggle="x"><summary>t</summary></details> <style>*{}</style> <!-- c --> <xss-probe>',
    "- [a](javascript:x)\n- [b](java&#x09;script:x)\n- [c](data:text/html,x)\n- [d][e]\n- <vbscript:x>\n\n[e]: javascript:x",
    '![i](x "onerror=x") ![j](javascript:x) [![k](x)](javascript:y) [l](https://a.b "\\" onmouseover=x")',
    '```js" onclick="x\n</code></pre><script>x</script>\n```\n\n| <img src=x> | `</td><script>` |\n|:-:|--:|\n| a | b |',
  ])("%j", (markdown) => {
    // The page's article holds exactly the HTML harnessMarkdownToHtml wrote (with the studio's options).
    const html = skillHtml(markdown) ?? "";
    expect(render(markdown)).toContain(`>${html}</article>`);
    expect(outsideAllowlist(html)).toEqual([]);
  });
});
