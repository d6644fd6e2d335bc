// harnessMarkdownToHtml against the CommonMark spec's own examples (commonmark-spec 0.31.2), compared as the
// spec's runner compares (normalize.py). Examples whose expected HTML the safety rules forbid are left out:
// raw HTML passed through, an image, a link with a scheme other than http(s) or mailto.
import { tests } from "commonmark-spec";
import { describe, expect, it } from "vitest";
import { harnessMarkdownToHtml } from "./markdown-html.js";
import { normalizeHtml } from "./spec-html-normalize.js";

/** Tags as CommonMark's renderer writes them; any other tag in an expected output is raw HTML passed through. */
const markdownTag =
  /^<(?:\/?(?:p|blockquote|ul|li|pre|em|strong|h[1-6])|ol(?: start="-?\d+")?|\/ol|code(?: class="language-[^"\s]*")?|\/code|hr \/|br \/|a href="[^"<>]*"(?: title="[^"<>]*")?|\/a)>$/;

/** Why the safety rules forbid `html` (an example's expected output), or undefined. */
function forbidden(html: string): string | undefined {
  if (/<img[\s/>]/i.test(html)) return "an image";
  for (const [, href] of html.matchAll(/<a href="([^"]*)"/g)) {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec((href as string).replaceAll("&amp;", "&"))?.[1]?.toLowerCase();
    if (scheme !== undefined && !["http", "https", "mailto"].includes(scheme)) return `a ${scheme}: link`;
  }
  // Text escapes "<": each "<" is a tag. Markdown's own tags nest; raw HTML may hold any tag, or leave one open.
  const open: string[] = [];
  for (const [tag] of html.matchAll(/<[^>]*>?/g)) {
    if (!markdownTag.test(tag)) return "raw HTML";
    const name = /^<\/?([a-z0-9]+)/.exec(tag)?.[1] as string;
    // Markdown writes inline tags only inside a block (a paragraph, heading, item or code block).
    if (/^(a|em|strong|code|br)$/.test(name) && !tag.startsWith("</") && open.length === 0) return "raw HTML";
    if (tag.endsWith(" />")) continue;
    if (!tag.startsWith("</")) open.push(name);
    else if (open.pop() !== name) return "raw HTML";
  }
  return open.length > 0 ? "raw HTML" : undefined;
}

const tabs = (s: string) => s.replaceAll("→", "\t");

describe("CommonMark conformance (commonmark-spec 0.31.2)", () => {
  it("renders at least 99% of the spec's examples the safety rules allow as the spec says", () => {
    const failed: number[] = [];
    let excluded = 0;
    for (const example of tests) {
      const expected = tabs(example.html);
      if (forbidden(expected) !== undefined) {
        excluded++;
        continue;
      }
      const actual = harnessMarkdownToHtml(tabs(example.markdown));
      if (normalizeHtml(actual) !== normalizeHtml(expected)) failed.push(example.number);
    }
    const total = tests.length - excluded;
    const passed = total - failed.length;
    const share = (100 * passed) / total;
    console.log(
      `CommonMark conformance: ${passed} of ${total} (${share.toFixed(1)}%), ${excluded} excluded by safety rules`,
    );
    if (failed.length > 0) console.log(`failing examples: ${failed.join(", ")}`);
    expect(share).toBeGreaterThanOrEqual(99);
  });

  it.each([
    ['<a href="x">y</a>', "raw HTML"],
    ['<p><a href="`">`</p>', "raw HTML"],
    ['<p><img src="x" alt="y" /></p>', "an image"],
    ['<p><a href="irc://x">irc://x</a></p>', "a irc: link"],
    ['<p><a href="https://x" title="t">y</a></p>', undefined],
    ['<ol start="3">\n<li><code class="language-js">x</code></li>\n</ol>', undefined],
  ])("%j is left out for %s", (html, why) => {
    expect(forbidden(html)).toBe(why);
  });
});
