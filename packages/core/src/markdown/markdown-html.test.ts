// harnessMarkdownToHtml: HARNESS.md as the studio shows it. Raw HTML stays text, unsafe links lose their address,
// images are not fetched; the rest is CommonMark with GitHub's tables, strikethrough and autolinks.
import { describe, expect, it } from "vitest";
import { harnessMarkdownToHtml } from "./markdown-html.js";

const html = (markdown: string) => harnessMarkdownToHtml(markdown);

describe("harnessMarkdownToHtml: safety", () => {
  it("shows raw HTML as text: no img, script or anchor element comes from it", () => {
    const out = html(
      'Use `ledger`. <img src=x onerror="window.__xss=1">\n\n<script>window.__xss=2</script>\n\n<a href="javascript:alert(1)">y</a>\n',
    );
    expect(out).not.toMatch(/<img|<script|<a /);
    expect(out).toContain("&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;");
    expect(out).toContain("&lt;script&gt;");
  });

  it("keeps http(s), mailto and relative addresses; any other link keeps its text and no address", () => {
    const out = html("A [trap](javascript:alert(1)) [ok](https://example.com) [rel](page.md) <mailto:a@b.c>\n");
    expect(out).toBe(
      '<p>A <a>trap</a> <a href="https://example.com">ok</a> <a href="page.md">rel</a> <a href="mailto:a@b.c">mailto:a@b.c</a></p>\n',
    );
  });

  it("shows a destination with a space as the text it is (CommonMark: no link)", () => {
    expect(html("[x](java\tscript:alert(1))")).toBe("<p>[x](java\tscript:alert(1))</p>\n");
  });

  it.each([
    "[x](<java\tscript:alert(1)>)",
    "[x](<java\u0000script:alert(1)>)",
    "[x](<java\u200bscript:alert(1)>)",
    "[x]( JAVASCRIPT:alert(1))",
    "[x](java&#x09;script:alert(1))",
    "[x](&#106;avascript:alert(1))",
    "[x](javascript&colon;alert(1))",
    "[x](java%09script:alert(1))",
    "[x](data:text/html,hi)",
    "[x](vbscript:msgbox(1))",
    "[x](file:///etc/passwd)",
    "[x][evil]\n\n[evil]: javascript:alert(1)",
  ])("%j keeps its text but no address", (markdown) => {
    const out = html(markdown);
    expect(out).toContain("<a>x</a>");
    expect(out).not.toMatch(/href/i);
  });

  it("shows an autolink with another scheme as inert text", () => {
    expect(html("<javascript:alert(1)>")).toBe("<p><a>javascript:alert(1)</a></p>\n");
  });

  it("shows an image's description and address instead of fetching it", () => {
    const out = html('![a *chart*](http://tracker.example/x.png "t") ![](javascript:alert(1))\n');
    expect(out).not.toContain("<img");
    expect(out).toBe(
      '<p><span class="md-image">[image: a chart] <code>http://tracker.example/x.png</code></span> <span class="md-image">[image] <code>javascript:alert(1)</code></span></p>\n',
    );
  });
});

describe("harnessMarkdownToHtml: CommonMark and GitHub's additions", () => {
  it.each([
    [
      "emphasis and code",
      "**bold** *it* `a <b>`",
      "<p><strong>bold</strong> <em>it</em> <code>a &lt;b&gt;</code></p>\n",
    ],
    ["a snake_case word is no emphasis", "use snake_case_name", "<p>use snake_case_name</p>\n"],
    ["an escaped mark", "\\*not it\\*", "<p>*not it*</p>\n"],
    ["a nested list", "- a\n  - b\n- c", "<ul>\n<li>a\n<ul>\n<li>b</li>\n</ul>\n</li>\n<li>c</li>\n</ul>\n"],
    ["an ordered list from 3", "3. x\n4. y", '<ol start="3">\n<li>x</li>\n<li>y</li>\n</ol>\n'],
    ["a lazy quote", "> said\ntwice", "<blockquote>\n<p>said\ntwice</p>\n</blockquote>\n"],
    ["a setext heading", "Foo\n---", "<h2>Foo</h2>\n"],
    ["a character reference", "&copy; &#35;", "<p>© #</p>\n"],
    ["a tab in code", "```\na\tb\n```", "<pre><code>a\tb\n</code></pre>\n"],
    ["a hard break", "a  \nb", "<p>a<br />\nb</p>\n"],
    ["strikethrough", "~~gone~~", "<p><s>gone</s></p>\n"],
    [
      "a bare address",
      "see https://example.com/x.",
      '<p>see <a href="https://example.com/x">https://example.com/x</a>.</p>\n',
    ],
    ["a multi-line link definition", '[d]\n\n[d]:\n/url\n"title"', '<p><a href="/url" title="title">d</a></p>\n'],
  ])("%s", (_, markdown, expected) => {
    expect(html(markdown)).toBe(expected);
  });

  it("renders a table with its alignments", () => {
    expect(html("| a | b |\n|:--|--:|\n| `x \\| y` | 2 |")).toBe(
      '<table>\n<thead>\n<tr>\n<th style="text-align:left">a</th>\n<th style="text-align:right">b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td style="text-align:left"><code>x | y</code></td>\n<td style="text-align:right">2</td>\n</tr>\n</tbody>\n</table>\n',
    );
  });
});

describe("harnessMarkdownToHtml's options", () => {
  it("moves headings down (the page has its own h1), h6 at most", () => {
    const out = harnessMarkdownToHtml("# Ledger\n\n###### Deep\n\nT\n=", { headingOffset: 1 });
    expect(out).toBe("<h2>Ledger</h2>\n<h6>Deep</h6>\n<h2>T</h2>\n");
  });

  it("opens the links it is told to in a new tab without opener", () => {
    const out = harnessMarkdownToHtml("[a](https://example.com) [b](page.md)", {
      newTab: (href) => href.startsWith("https:"),
    });
    expect(out).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">a</a> <a href="page.md">b</a></p>\n',
    );
  });
});
