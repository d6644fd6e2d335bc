// HARNESS.md as the HTML the studio shows: CommonMark with GitHub's tables, strikethrough and autolinks, safe
// by construction. Raw HTML is never parsed (it shows as text), links keep only http(s), mailto and relative
// addresses, images show as text and are never fetched. Every text and attribute goes out escaped.
import { isSafeHref } from "./link-safety.js";
import { markdownIt, readMarkdown, type Token } from "./markdown-reader.js";

export interface MarkdownHtmlOptions {
  /** Levels added to each heading (a page with its own h1 shows "# Title" as an h2 with 1); h6 at most. */
  headingOffset?: number;
  /** Whether a kept link opens in a new tab, with no opener and no referrer (links to other sites). */
  newTab?: (href: string) => boolean;
}

const escapeHtml = markdownIt.utils.escapeHtml;

type Rule = (tokens: Token[], idx: number, options: unknown, env: MarkdownHtmlOptions) => string;

function headingTag(token: Token, env: MarkdownHtmlOptions): string {
  const level = Number(token.tag.slice(1)) + Math.max(0, Math.trunc(env.headingOffset ?? 0));
  return `h${Math.min(6, level)}`;
}

/** The text of an image's description (its alt text), as CommonMark reads it. */
function altText(tokens: readonly Token[] | null): string {
  let out = "";
  for (const t of tokens ?? []) {
    if (t.type === "image") out += altText(t.children);
    else if (t.type === "softbreak" || t.type === "hardbreak") out += "\n";
    else out += t.content;
  }
  return out;
}

const rules: Record<string, Rule> = {
  heading_open: (tokens, idx, _, env) => `<${headingTag(tokens[idx] as Token, env)}>`,
  heading_close: (tokens, idx, _, env) => `</${headingTag(tokens[idx] as Token, env)}>\n`,
  link_open(tokens, idx, _, env) {
    const token = tokens[idx] as Token;
    const href = String(token.attrGet("href") ?? "");
    // An unsafe address leaves a link with no address (HTML's placeholder <a>): the text stays, inert.
    if (!isSafeHref(href)) return "<a>";
    const title = token.attrGet("title");
    const titled = title === null || title === "" ? "" : ` title="${escapeHtml(String(title))}"`;
    const tab = env.newTab?.(href) ? ' target="_blank" rel="noopener noreferrer"' : "";
    return `<a href="${escapeHtml(href)}"${titled}${tab}>`;
  },
  link_close: () => "</a>",
  // Never fetched (a pack under review must not call out): the description and the address show as text.
  image(tokens, idx) {
    const token = tokens[idx] as Token;
    const alt = altText(token.children);
    const src = markdownIt.normalizeLinkText(String(token.attrGet("src") ?? ""));
    return `<span class="md-image">[image${alt ? `: ${escapeHtml(alt)}` : ""}]${src ? ` <code>${escapeHtml(src)}</code>` : ""}</span>`;
  },
  // html: false means markdown-it makes no such tokens; should one ever come, it is text too.
  html_block: (tokens, idx) => `<p>${escapeHtml((tokens[idx] as Token).content)}</p>\n`,
  html_inline: (tokens, idx) => escapeHtml((tokens[idx] as Token).content),
};
Object.assign(markdownIt.renderer.rules, rules);

/** HARNESS.md (`text`) as HTML: elements and attributes only from Markdown's own set, every text escaped. */
export function harnessMarkdownToHtml(text: string, options: MarkdownHtmlOptions = {}): string {
  return markdownIt.renderer.render(readMarkdown(text), markdownIt.options, { ...options });
}
