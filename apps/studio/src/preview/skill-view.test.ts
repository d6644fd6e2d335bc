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
    const html = render(
      "# Ledger\n\n## Commands\n\n- a\n- b\n\n```sh\nledger list\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
    );
    expect(html).toContain(">Ledger</h2>");
    expect(html).toContain(">Commands</h3>");
    expect(html).not.toContain("<h1");
    expect(html).toMatch(/<ul><li>a<\/li><li>b<\/li><\/ul>/);
    expect(html).toMatch(/<pre><code[^>]*>ledger list\n?<\/code><\/pre>/);
    expect(html).toContain("<table>");
  });
});

describe("SkillView's Markdown", () => {
  it.each([
    ["emphasis and code", "**bold** *it* `a <b>`", "<p><strong>bold</strong> <em>it</em> <code>a &lt;b&gt;</code></p>"],
    ["a snake_case word is no emphasis", "use snake_case_name", "<p>use snake_case_name</p>"],
    ["an escaped mark", "\\*not it\\*", "<p>*not it*</p>"],
    ["a nested list", "- a\n  - b\n- c", "<ul><li><p>a</p><ul><li>b</li></ul></li><li>c</li></ul>"],
    ["an ordered list from 3", "3. x\n4. y", '<ol start="3"><li>x</li><li>y</li></ol>'],
    ["a quote", "> said\n> twice", "<blockquote><p>said\ntwice</p></blockquote>"],
    ["a setext heading", "Title\n=====", "<h2>Title</h2>"],
    ["a rule", "a\n\n---\n\nb", "<p>a</p><hr/><p>b</p>"],
    ["a hard break", "a  \nb", "<p>a<br/>b</p>"],
    ["an autolink", "<https://example.com/x>", '<a href="https://example.com/x" target="_blank"'],
    ["data: is no link", "[x](data:text/html,hi)", "<p><a>x</a></p>"],
  ])("%s", (_, markdown, html) => {
    expect(render(markdown)).toContain(html);
  });

  it.each([
    "[x](java\tscript:alert(1))",
    "[x](<java\u0000script:alert(1)>)",
    "[x]( JAVASCRIPT:alert(1))",
    "<javascript:alert(1)>",
  ])("%j is no link", (markdown) => {
    expect(render(markdown)).not.toMatch(/<a |href/i);
  });
});

describe("SkillView's emphasis follows CommonMark's flanking rules", () => {
  it.each([
    [
      "underscores inside words",
      'a window.__xss=1"> b <i>window.__xss=1</i>',
      "a window.__xss=1&quot;&gt; b &lt;i&gt;window.__xss=1&lt;/i&gt;",
    ],
    ["strong with underscores", "__strong__ word", "<strong>strong</strong> word"],
    ["a star inside a word", "un*frigging*believable", "un<em>frigging</em>believable"],
    ["a lone star", "2 * 3 * 4", "2 * 3 * 4"],
    ["nested", "**bold *and it* too**", "<strong>bold <em>and it</em> too</strong>"],
  ])("%s", (_, markdown, html) => {
    expect(render(markdown)).toContain(html);
  });
});

describe("SkillView's reference links and character references", () => {
  it("follows a reference link and hides its definition", () => {
    const html = render('See [the docs][d] and [d].\n\n[d]: https://example.com/docs "Docs"\n');
    expect(html).toContain(
      '<a href="https://example.com/docs" title="Docs" target="_blank" rel="noopener noreferrer">the docs</a>',
    );
    expect(html).not.toContain("[d]:");
  });

  it.each([
    "[x](java&#x09;script:alert(1))",
    "[x](&#106;avascript:alert(1))",
    "[x](javascript&colon;alert(1))",
    "[x][evil]\n\n[evil]: javascript:alert(1)",
  ])("%j keeps its text but no address", (markdown) => {
    const html = render(markdown);
    expect(html).toContain("<a>x</a>");
    expect(html).not.toMatch(/href/i);
  });
});
