"use client";
// Program output and server messages as text: line breaks and tabs kept, every other hidden character a visible escape.
import { cardText } from "@packstudio/core";
import { Fragment } from "react";
import { Escaped, Plain } from "./escaped-text";

/** Output text: each line escaped by core (control, bidi, zero-width characters become `<U+…>`). */
export function OutputText({ text }: { text: string }) {
  const parts: { key: number; text: string; plain: boolean }[] = [];
  let at = 0;
  for (const part of text.split(/(\n|\t)/)) {
    if (part) {
      const escaped = part === "\n" || part === "\t" ? part : cardText(part).full;
      parts.push({ key: at, text: escaped, plain: escaped === part });
    }
    at += part.length;
  }
  return (
    <>
      {parts.map((p) => (p.plain ? <Fragment key={p.key}>{p.text}</Fragment> : <Escaped key={p.key} text={p.text} />))}
    </>
  );
}

/** A message with `code spans` in backticks (as the sandbox writes them), the spans shown as code. */
export function Backticked({ text }: { text: string }) {
  const parts = text.split("`");
  let at = 0;
  const pieces = parts.map((part, i) => {
    const key = at;
    at += part.length + 1;
    return { key, part, code: i % 2 === 1 && i < parts.length - 1 };
  });
  return (
    <>
      {pieces.map((p) =>
        p.code ? (
          <code key={p.key}>
            <Plain text={p.part} />
          </code>
        ) : (
          <Plain key={p.key} text={p.part} />
        ),
      )}
    </>
  );
}
