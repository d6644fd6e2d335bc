"use client";
// Multi-line text (JSON, a config) with each line's hidden characters as visible escapes, the line breaks kept.
import { Fragment } from "react";
import { Plain } from "~/escaped/escaped-text";

export function PlainLines({ text }: { text: string }) {
  return text
    .replace(/\n$/, "")
    .split("\n")
    .map((line, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text, in order; they never move
      <Fragment key={i}>
        {i > 0 && "\n"}
        <Plain text={line} />
      </Fragment>
    ));
}
