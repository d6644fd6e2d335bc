// The one Markdown reader of HARNESS.md: markdown-it (CommonMark 0.31.2) with GitHub's tables, strikethrough
// and autolinks, raw HTML off (it stays text). The preview, lint (S005) and the catalog summary read its tokens.
//
// markdown-it rather than micromark: it parses in linear time on hostile input (1 MiB of "a ` " took micromark
// minutes), and has no eval or new Function (the studio's CSP). Code spans and images get their place in the
// inline text (token.meta) so lint can point at them: markdown-it keeps line maps for blocks only.
import markdownItFactory, { type MarkdownIt, type StateInline, type Token } from "markdown-it";

export type { Token };

/** Where an inline token starts and ends in its inline text (the `inline` token's content, or an image's label). */
export interface InlinePlace {
  start: number;
  end: number;
}

const md = markdownItFactory("commonmark", { html: false, linkify: true }).enable([
  "table",
  "strikethrough",
  "linkify",
]);
// Every address parses as a link or image: rendering decides which links keep theirs (markdown-html.ts), so an
// unsafe one still shows as the text it was written as a link, not as Markdown source.
md.validateLink = () => true;

type InlineRule = (state: StateInline, silent: boolean) => boolean;

/** Wrap inline rule `name` to note where the `type` token it makes starts and ends in the inline text. */
function placed(name: string, type: string): void {
  const rule = md.inline.ruler.__rules__.find((r) => r.name === name)?.fn as InlineRule | undefined;
  if (!rule) throw new Error(`markdown-it has no inline rule "${name}"`);
  md.inline.ruler.at(name, (state: StateInline, silent: boolean) => {
    const start = state.pos;
    const before = state.tokens.length;
    const ok = rule(state, silent);
    if (ok && !silent) {
      // push() may first flush pending text as a token of its own: find the one this rule made.
      for (let i = before; i < state.tokens.length; i++) {
        const token = state.tokens[i] as Token;
        if (token.type === type) token.meta = { start, end: state.pos } satisfies InlinePlace;
      }
    }
    return ok;
  });
}
placed("backticks", "code_inline");
placed("image", "image");

/** The reader itself, for the renderer (markdown-html.ts): tokens are rendered by the parser that made them. */
export const markdownIt: MarkdownIt = md;

let last: { text: string; tokens: Token[] } | undefined;

/**
 * The tokens of `text`. The last text's tokens are kept: lint, the preview and the summary often read the same
 * HARNESS.md one after another. Callers must not change the tokens.
 */
export function readMarkdown(text: string): Token[] {
  if (last?.text === text) return last.tokens;
  const tokens = md.parse(text, {});
  last = { text, tokens };
  return tokens;
}

/** The offsets where the lines of `text` start, as markdown-it counts lines (LF, CRLF or CR end one). */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) starts.push(i + 1);
  }
  return starts;
}

/** Line `n` of `text` without its line ending ("" past the end). */
export function lineAt(text: string, starts: readonly number[], n: number): string {
  const from = starts[n];
  if (from === undefined) return "";
  const next = starts[n + 1];
  let to = next === undefined ? text.length : next - 1;
  if (next !== undefined && text.charCodeAt(to) === 0x0a && text.charCodeAt(to - 1) === 0x0d) to--;
  // markdown-it reads NUL as U+FFFD (CommonMark): so must the comparisons with its content.
  return text.slice(from, to).replaceAll("\0", "\ufffd");
}
