// What harnessMarkdownToHtml may write, checked by a browser's HTML parser (parse5): core's markdown allowlist test
// and the studio's skill view test read their output with it (a test helper: parse5 is a devDependency).
import { type DefaultTreeAdapterMap, parseFragment } from "parse5";

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
export function outsideAllowlist(html: string): string[] {
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
