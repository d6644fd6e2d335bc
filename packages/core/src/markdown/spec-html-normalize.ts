// HTML normalised as the CommonMark spec's own test runner does (commonmark-spec test/normalize.py), for the
// conformance test: whitespace collapsed outside <pre> and dropped around block tags, attributes sorted,
// self-closing tags opened, character references read (except <, >, & and ", written as entities).

const blockTags = new Set(
  (
    "article header aside hgroup blockquote hr iframe body li map button object canvas ol caption output col p " +
    "colgroup pre dd progress div section dl table td dt tbody embed textarea fieldset tfoot figcaption th " +
    "figure thead footer tr form ul h1 h2 h3 h4 h5 h6 video script style"
  ).split(" "),
);

/** The named references the runner's Python knows that spec output uses. */
const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', nbsp: "\u00a0", copy: "\u00a9" };

const escapeAttr = (v: string) =>
  v.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

function readReferences(v: string): string {
  return v.replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);/g, (all, ref: string) => {
    const c = charOf(ref);
    return c ?? all;
  });
}

function charOf(ref: string): string | undefined {
  if (ref.startsWith("#")) {
    const code = /^#[xX]/.test(ref) ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
  }
  return named[ref];
}

/** `html` normalised as normalize.py's normalize_html does. */
export function normalizeHtml(html: string): string {
  let output = "";
  let last = "starttag";
  let lastTag = "";
  let inPre = false;

  const data = (text: string) => {
    const afterTag = last === "endtag" || last === "starttag";
    const afterBlock = afterTag && blockTags.has(lastTag);
    let d = text;
    if (afterTag && lastTag === "br") d = d.replace(/^\n+/, "");
    if (!inPre) d = d.replace(/\s+/g, " ");
    if (afterBlock && !inPre) {
      if (last === "starttag") d = d.trimStart();
      else if (last === "endtag") d = d.trim();
    }
    output += d;
    last = "data";
  };
  const ref = (raw: string, name: string) => {
    const c = charOf(name);
    if (c === "<") output += "&lt;";
    else if (c === ">") output += "&gt;";
    else if (c === "&") output += "&amp;";
    else if (c === '"') output += "&quot;";
    else output += c ?? raw;
    last = "ref";
  };
  const start = (tag: string, attrs: [string, string | undefined][]) => {
    if (tag === "pre") inPre = true;
    if (blockTags.has(tag)) output = output.trimEnd();
    output += `<${tag}`;
    attrs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : (a[1] ?? "") < (b[1] ?? "") ? -1 : 1));
    for (const [k, v] of attrs) output += v === undefined ? ` ${k}` : ` ${k}="${escapeAttr(v)}"`;
    output += ">";
    lastTag = tag;
    last = "starttag";
  };
  const end = (tag: string) => {
    if (tag === "pre") inPre = false;
    else if (blockTags.has(tag)) output = output.trimEnd();
    output += `</${tag}>`;
    lastTag = tag;
    last = "endtag";
  };

  for (const [chunk] of html.matchAll(/<!\[CDATA\[.*?\]\]>|<[^>]*>|[^<]+/g)) {
    if (chunk.startsWith("<![CDATA")) {
      output += chunk;
      continue;
    }
    const endTag = /^<\/([a-zA-Z][^\s>]*)\s*>$/.exec(chunk);
    if (endTag) {
      end((endTag[1] as string).toLowerCase());
      continue;
    }
    const startTag = /^<([a-zA-Z][^\s/>]*)([\s\S]*?)(\/?)>$/.exec(chunk);
    if (startTag) {
      const tag = (startTag[1] as string).toLowerCase();
      const attrs: [string, string | undefined][] = [];
      for (const m of (startTag[2] as string).matchAll(/([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
        const raw = m[2];
        const value = raw === undefined ? undefined : readReferences(/^["']/.test(raw) ? raw.slice(1, -1) : raw);
        attrs.push([(m[1] as string).toLowerCase(), value]);
      }
      start(tag, attrs);
      if (startTag[3] === "/") {
        lastTag = tag;
        last = "endtag";
      }
      continue;
    }
    if (/^<(!--|!|\?)/.test(chunk)) {
      output += chunk;
      last = chunk.startsWith("<!--") ? "comment" : chunk.startsWith("<?") ? "pi" : "decl";
      continue;
    }
    // Text: runs of data between character references, as Python's HTMLParser hands them over.
    let at = 0;
    for (const m of chunk.matchAll(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);/g)) {
      if (m.index > at) data(chunk.slice(at, m.index));
      ref(m[0], m[1] as string);
      at = m.index + m[0].length;
    }
    if (at < chunk.length) data(chunk.slice(at));
  }
  return output;
}
