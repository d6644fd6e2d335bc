"use client";
// Text with visible escapes: <U+XXXX> escapes (from core's card text) flagged in a mark, card values with the cut.
import { type CardText, cardText } from "@packstudio/core";
import { Fragment, useState } from "react";
import styles from "./preview.module.css";

const escapePattern = /(<U\+[0-9A-F]{4,6}>)/;
const cutMarker = /… \[cut: \d+ more characters\]$/;

const names: Record<number, string> = {
  0: "null",
  9: "tab",
  10: "line feed",
  13: "carriage return",
  27: "escape",
  127: "delete",
  8234: "bidi embedding",
  8235: "bidi embedding",
  8236: "bidi pop",
  8237: "bidi override",
  8238: "bidi override",
  8294: "bidi isolate",
  8295: "bidi isolate",
  8296: "bidi isolate",
  8297: "bidi isolate end",
  8206: "bidi mark",
  8207: "bidi mark",
  1564: "bidi mark",
  8203: "zero-width space",
  8204: "zero-width non-joiner",
  8205: "zero-width joiner",
  8288: "word joiner",
  65279: "zero-width no-break space",
  6158: "Mongolian vowel separator",
  173: "soft hyphen",
  847: "combining grapheme joiner",
  8232: "line separator",
  8233: "paragraph separator",
};

/** Plain words for a hidden character, for the escape's tooltip. */
export function hiddenCharName(cp: number): string {
  const name = names[cp];
  if (name) return name;
  if (cp >= 0xd800 && cp <= 0xdfff) return "lone surrogate";
  return "control character";
}

interface Segment {
  key: number;
  text: string;
  kind: "text" | "escape" | "space";
}

function segmentsOf(text: string, showSpaces: boolean): Segment[] {
  const out: Segment[] = [];
  let offset = 0;
  text.split(escapePattern).forEach((part, i) => {
    if (i % 2 === 1) out.push({ key: offset, text: part, kind: "escape" });
    else if (showSpaces) {
      let at = offset;
      for (const piece of part.split(/( +)/)) {
        if (piece) out.push({ key: at, text: piece, kind: piece.startsWith(" ") ? "space" : "text" });
        at += piece.length;
      }
    } else if (part) out.push({ key: offset, text: part, kind: "text" });
    offset += part.length;
  });
  return out;
}

/** Already-escaped text (`<U+202E>` escapes) with each escape flagged; spaces marked when asked. */
export function Escaped({ text, showSpaces = false }: { text: string; showSpaces?: boolean }) {
  return (
    <>
      {segmentsOf(text, showSpaces).map((s) => {
        if (s.kind === "escape") {
          const cp = Number.parseInt(s.text.slice(3, -1), 16);
          return (
            <mark
              key={s.key}
              data-testid="escape"
              className={styles.escape}
              title={`hidden character ${s.text.slice(1, -1)} (${hiddenCharName(cp)})`}
            >
              {s.text}
            </mark>
          );
        }
        if (s.kind === "space") {
          return (
            <span
              key={s.key}
              className={styles.space}
              title={s.text.length === 1 ? "space" : `${s.text.length} spaces`}
            >
              {s.text}
            </span>
          );
        }
        return <Fragment key={s.key}>{s.text}</Fragment>;
      })}
    </>
  );
}

/** A raw string (a name, a message) shown with hidden characters escaped by core. */
export function Plain({ text }: { text: string }) {
  return <Escaped text={cardText(text).full} />;
}

/** A card value: its text with escapes and the cut marker, and the full value one click away. */
export function CardValue({ value, showSpaces = false }: { value: CardText; showSpaces?: boolean }) {
  const [full, setFull] = useState(false);
  if (value.length === 0) {
    return (
      <span className={styles.emptyToken} title="an empty string">
        ""
      </span>
    );
  }
  const shown = full ? value.full : value.text;
  const marker = value.cut && !full ? cutMarker.exec(shown) : null;
  const main = marker ? shown.slice(0, marker.index) : shown;
  return (
    <>
      <span className={styles.value}>
        <Escaped text={main} showSpaces={showSpaces} />
        {marker && <span className={styles.cutMarker}>{marker[0]}</span>}
      </span>
      {value.cut && (
        <button
          type="button"
          data-testid="show-full"
          className={styles.linkButton}
          aria-expanded={full}
          onClick={() => setFull((f) => !f)}
        >
          {full ? "Show less" : `Show full value (${value.length} characters)`}
        </button>
      )}
    </>
  );
}
