// Escaped text as the studio shows it (DECISIONS.md 7): laid out from core's segments, never by reading the text again.
import { cardText } from "@packstudio/core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CardValue, Plain } from "./escaped-text";
import { OutputText } from "./output-text";

const marks = (html: string) => [...html.matchAll(/<mark [^>]*>([^<]*)<\/mark>/g)].map((m) => m[0]);

describe("escaped text", () => {
  it("a value that literally holds the text <U+202E> shows it as text, with no hidden-character mark", () => {
    for (const html of [
      renderToStaticMarkup(createElement(CardValue, { value: cardText("pay <U+202E> literally"), showSpaces: true })),
      renderToStaticMarkup(createElement(Plain, { text: "name <U+202E>" })),
      renderToStaticMarkup(createElement(OutputText, { text: "out <U+202E>\n" })),
    ]) {
      expect(marks(html)).toEqual([]);
      expect(html).toContain("&lt;U+202E&gt;");
    }
  });

  it("a real right-to-left override is a mark named in its title", () => {
    const html = renderToStaticMarkup(createElement(CardValue, { value: cardText("abc\u202Efdp.exe") }));
    expect(marks(html)).toHaveLength(1);
    expect(marks(html)[0]).toMatch(
      /^<mark data-testid="escape" class="[^"]+" title="hidden character U\+202E \(bidi override\)">&lt;U\+202E&gt;<\/mark>$/,
    );
    expect(html).toContain("abc");
    expect(html).toContain("fdp.exe");
  });

  it("a long value shows its first 500 characters, the cut marker and the button for the rest", () => {
    const html = renderToStaticMarkup(createElement(CardValue, { value: cardText(`${"x".repeat(500)}qz`) }));
    expect(html).toContain(`>${"x".repeat(500)}<span`);
    expect(html).not.toContain("q");
    expect(html).toMatch(/<span class="[^"]*">… \[cut: 2 more characters\]<\/span>/);
    expect(html).toContain("Show full value (502 characters)");
  });

  it("output keeps line breaks and tabs and escapes a carriage return", () => {
    const html = renderToStaticMarkup(createElement(OutputText, { text: "a\n\tb\r" }));
    expect(html.startsWith("a\n\tb<mark")).toBe(true);
    expect(html).toContain('title="hidden character U+000D (carriage return)"');
  });

  it("marks runs of spaces when asked", () => {
    const html = renderToStaticMarkup(createElement(CardValue, { value: cardText("a  b"), showSpaces: true }));
    expect(html).toMatch(/a<span class="[^"]*" title="2 spaces"> {2}<\/span>b/);
  });
});
