// Text the studio stores: no NUL character (PostgreSQL text and jsonb cannot hold U+0000) and no lone surrogate
// (half of a UTF-16 pair is not Unicode: PostgreSQL refuses it in jsonb, and UTF-8 cannot carry it).
import { LineIndex } from "@packstudio/core";
import type { z } from "zod";

export interface BadCharacter {
  /** Index in the string (UTF-16 code units). */
  index: number;
  what: string;
}

/** The first character that cannot be stored, or undefined. */
export function unstorableCharacter(text: string): BadCharacter | undefined {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return { index: i, what: "a NUL character (U+0000)" };
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return { index: i, what: `a lone surrogate (U+${c.toString(16).toUpperCase()}, not valid Unicode)` };
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return { index: i, what: `a lone surrogate (U+${c.toString(16).toUpperCase()}, not valid Unicode)` };
    }
  }
  return undefined;
}

/** "line 3, column 7" of an index, for messages about file contents. */
export function lineColumn(text: string, index: number): string {
  const { line, column } = new LineIndex(text).position(index);
  return `line ${line}, column ${column}`;
}

/** A string schema refusing what cannot be stored, saying what and where (`what`: "a display name"). */
export function storableText(schema: z.ZodString, what: string) {
  return schema.superRefine((text, ctx) => {
    const bad = unstorableCharacter(text);
    if (bad)
      ctx.addIssue({ code: "custom", message: `${what} cannot hold ${bad.what} (at character ${bad.index + 1})` });
  });
}
