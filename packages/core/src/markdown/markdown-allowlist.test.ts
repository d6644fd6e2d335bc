// Hostile HARNESS.md through harnessMarkdownToHtml, read back by a browser's HTML parser (parse5): no element,
// attribute or address outside Markdown's own allowlist, whatever the input.
import fc from "fast-check";
import { type DefaultTreeAdapterMap, parseFragment } from "parse5";
import { describe, expect, it } from "vitest";
import { harnessMarkdownToHtml } from "./markdown-html.js";

type Node = DefaultTreeAdapterMap["childNode"];

/** Element → its allowed attributes and what each may hold. */
const allowed: Record<string, Record<string, RegExp>> = {
  a: { href: /^/, title: /^/, target: /^_blank$/, rel: /^noopener noreferrer$/ },
  ol: { start: /^\d+$/ },
  code: { class: /^language-\S*$/ },
  span: { class: /^md-image$/ },
  th: { style: /^text-align:(left|right|center)$/ },
  td: { style: /^text-align:(left|right|center)$/ },
  ...Object.fromEntries(
    "p h1 h2 h3 h4 h5 h6 blockquote ul li pre hr br em strong s table thead tbody tr".split(" ").map((t) => [t, {}]),
  ),
};

/** An address a browser could follow to something other than http(s), mailto or this site. */
function unsafeHref(href: string): boolean {
  let text = href;
  try {
    text = decodeURIComponent(href);
  } catch {}
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text.replace(/[\p{Cc}\p{Cf}\s\ufffd]/gu, ""))?.[1]?.toLowerCase();
  return scheme !== undefined && !["http", "https", "mailto"].includes(scheme);
}

/** Every element, attribute or address of `html` outside the allowlist. */
function outside(html: string): string[] {
  const found: string[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.nodeName === "#comment") found.push("a comment");
      if (!("tagName" in node)) continue;
      const attrs = allowed[node.tagName];
      if (!attrs) found.push(`<${node.tagName}>`);
      for (const { name, value } of node.attrs) {
        const rule = attrs?.[name];
        if (!rule?.test(value)) found.push(`<${node.tagName} ${name}="${value}">`);
        if (name === "href" && unsafeHref(value)) found.push(`href="${value}"`);
      }
      walk(node.childNodes);
    }
  };
  walk(parseFragment(html).childNodes);
  return found;
}

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
