// Hostile HARNESS.md through harnessMarkdownToHtml, read back by a browser's HTML parser (parse5): no element,
// attribute or address outside Markdown's own allowlist, whatever the input.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { outsideAllowlist as outside } from "../testing/html-allowlist.js";
import { harnessMarkdownToHtml } from "./markdown-html.js";

const hostile = [
  '# <img src=x onerror="window.__xss=1"> Title <script>window.__xss=1</script>',
  '<iframe src="javascript:window.__xss=1"></iframe>\n\n<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  "<svg onload=window.__xss=1><script>window.__xss=1</script></svg>",
  '<div onclick="window.__xss=1" onmouseover="window.__xss=1">a div</div>',
  '<details open ontoggle="window.__xss=1"><summary>t</summary>d</details>',
  '<object data="javascript:x"></object><embed src="javascript:x"><form action="javascript:x"><button>b</button></form>',
  '<math><mi xlink:href="javascript:x">m</mi></math><style>body{background:url("javascript:x")}</style>',
  "<!-- a comment --> <![CDATA[ x ]]> <?php x ?> <!DOCTYPE html>",
  'Inline <b onmouseover="x">bold</b> and <span style="position:fixed;inset:0">a cover</span>.',
  "- [a](javascript:x)\n- [b](JaVaScRiPt:x)\n- [c](java&#x09;script:x)\n- [d](vbscript:x)\n- [e](data:text/html;base64,PHN=)",
  "[ref][evil] <javascript:x> <data:text/html,x> [ok](https://example.com/docs)\n\n[evil]: javascript:x",
  '![i](x "onerror=x") ![j](javascript:x) ![k](data:image/svg+xml;base64,PHN2Zz4=) [![nested](x)](javascript:y)',
  '[x](<"onmouseover=alert(1)>) [y](https://a.b "\\" onmouseover=alert(1)") [z](https://a.b\'onclick=x)',
  '```js" onclick="x\n</code></pre><script>x</script>\n```\n\n`</code><script>x</script>`',
  "| a <script>x</script> | b |\n|:-:|---|\n| <img src=x> | [c](javascript:x) |",
  '~~<s onclick=x>~~ www.example.com/<script> foo@bar.example\n\n<https://x.y/"onclick="z>',
  "&lt;script&gt; &#60;script&#62; \\<script> &NotARealEntity; &#0; &#x110000;",
];

describe("harnessMarkdownToHtml's allowlist (a browser's parser reads its output)", () => {
  it.each(hostile)("%j makes nothing outside it", (markdown) => {
    expect(outside(harnessMarkdownToHtml(markdown))).toEqual([]);
    expect(outside(harnessMarkdownToHtml(markdown, { headingOffset: 1, newTab: () => true }))).toEqual([]);
  });

  it("holds for any mix of Markdown and HTML syntax", () => {
    const pieces = [
      "<",
      ">",
      "/",
      "=",
      '"',
      "'",
      "`",
      "*",
      "_",
      "~",
      "[",
      "]",
      "(",
      ")",
      "!",
      "&",
      "#",
      ";",
      ":",
      "\\",
      "|",
      "-",
      "\n",
      " ",
      "\t",
      "script",
      "img",
      "a",
      "href",
      "javascript",
      "src",
      "onerror",
      "x",
      "www.",
      "http://",
      "@",
      "<!--",
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 60 }), (parts) => {
        expect(outside(harnessMarkdownToHtml(parts.join("")))).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });
});
