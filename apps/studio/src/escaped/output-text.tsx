"use client";
// Program output and server messages as text: line breaks and tabs kept, every other hidden character a visible escape.
import { visibleSegments } from "@packstudio/core";
import { Plain, Segments } from "./escaped-text";

/** Output text: line breaks and tabs kept, every other hidden character an escape (core's segments). */
export function OutputText({ text }: { text: string }) {
  return <Segments segments={visibleSegments(text, { keepLineBreaks: true })} />;
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
