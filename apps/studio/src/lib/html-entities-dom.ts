// The browser build's stand-in for the `entities` package where markdown-it imports it
// (build/markdown-entities-plugin.ts): a character reference read by the page's own HTML parser.
//
// Why: entities' decoding tables and decoder are about 16 kB gzipped of the editor route, and every browser already
// holds the same table (HTML's named character references) in its parser. markdown-it calls decodeHTMLStrict on one
// reference of the shape `&name;` at a time (inline text, link destinations and titles, info strings): a reference
// only when the whole name is one, as HTML reads an attribute value ("&notit;" stays as written, where a text node
// would read "¬it;"). The server and the tests keep the real package, so the catalog's server-rendered skill and
// the editor's preview agree (e2e/tests/skill-entities.spec.ts renders every named reference both ways in Chromium).

/** What markdown-it passes: `&`, a letter or `#`, 1-31 letters or digits, `;` (nothing HTML could read as markup). */
const reference = /^&[a-z#][a-z0-9]{1,31};$/i;

let inert: Document | undefined;

/** `text` (one reference) decoded when all of it is one reference; anything else as written. */
export function decodeHTMLStrict(text: string): string {
  // Without a DOM (a web worker) the reference stays as written.
  if (!reference.test(text) || typeof document === "undefined") return text;
  // A template in a document of its own: nothing parsed into it loads or runs.
  inert ??= document.implementation.createHTMLDocument("");
  const template = inert.createElement("template");
  template.innerHTML = `<i title="${text}"></i>`;
  return template.content.firstElementChild?.getAttribute("title") ?? text;
}
