"use client";
// Text with visible escapes, laid out from core's segments: each hidden character a flagged mark, the cut a marker.
import { type CardSegment, type CardText, cutMarker, shownSegments, visibleSegments } from "@packstudio/core";
import { Fragment, type ReactNode, useState } from "react";
import styles from "~/shell/panels.module.css";

/** A text segment with its runs of spaces marked (a card shows where a value has spaces). */
function spaced(text: string, key: number): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  while (at < text.length) {
    const space = text[at] === " ";
    let end = at;
    while (end < text.length && (text[end] === " ") === space) end++;
    const piece = text.slice(at, end);
    out.push(
      space ? (
        <span key={key + at} className={styles.space} title={piece.length === 1 ? "space" : `${piece.length} spaces`}>
          {piece}
        </span>
      ) : (
        <Fragment key={key + at}>{piece}</Fragment>
      ),
    );
    at = end;
  }
  return out;
}

/** Segments from core: text as text, each escape flagged with its name, the cut marker; spaces marked when asked. */
export function Segments({ segments, showSpaces = false }: { segments: readonly CardSegment[]; showSpaces?: boolean }) {
  let at = 0;
  return (
    <>
      {segments.map((s) => {
        const key = at;
        if ("text" in s) {
          at += s.text.length;
          return <Fragment key={key}>{showSpaces ? spaced(s.text, key) : s.text}</Fragment>;
        }
        at += 1;
        if ("escape" in s) {
          return (
            <mark
              key={key}
              data-testid="escape"
              className={styles.escape}
              title={`hidden character ${s.escape} (${s.name})`}
            >
              {`<${s.escape}>`}
            </mark>
          );
        }
        return (
          <span key={key} className={styles.cutMarker}>
            {cutMarker(s.cut)}
          </span>
        );
      })}
    </>
  );
}

/** A raw string (a name, a message) shown with its hidden characters as escapes. */
export function Plain({ text }: { text: string }) {
  return <Segments segments={visibleSegments(text)} />;
}

/** A card value: its segments with the cut, and the full value one click away. */
export function CardValue({ value, showSpaces = false }: { value: CardText; showSpaces?: boolean }) {
  const [full, setFull] = useState(false);
  if (value.length === 0) {
    return (
      <span className={styles.emptyToken} title="an empty string">
        ""
      </span>
    );
  }
  return (
    <>
      <span className={styles.value}>
        <Segments segments={full ? value.segments : shownSegments(value)} showSpaces={showSpaces} />
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
