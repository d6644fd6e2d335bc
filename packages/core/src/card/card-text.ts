// Card values as exact, visible text (DECISIONS.md 7): escapes for control, bidi and zero-width characters, the 500 cut,
// as segments for a screen to lay out and as the text a terminal or an agent reads.
import { codePointName, type Hazard, hazardOf, hiddenCharacterName } from "./hidden-characters.js";

export type { Hazard } from "./hidden-characters.js";

/**
 * A piece of a value as shown: plain text, one hidden character as its escape (`U+202E`) and name, or the cut
 * marker with how many characters it leaves out. A screen lays them out without reading the text again, so a
 * value that literally holds the text `<U+202E>` stays text.
 */
export type CardSegment = { text: string } | { escape: string; name: string } | { cut: number };

export interface CardText {
  /** What the card shows: escaped, and cut when long. */
  text: string;
  /** The whole value, escaped: one click away when `cut`. */
  full: string;
  cut: boolean;
  /** Length of the original value in characters (code points). */
  length: number;
  /** Kinds of hidden characters found (each shown as an escape such as `<U+202E>`). */
  hazards: Hazard[];
  /** The whole value as segments (`shownSegments` gives the cut ones). */
  segments: CardSegment[];
}

export const CARD_CUT = 500;

export interface SegmentOptions {
  /** Line feeds and tabs stay themselves (program output keeps its layout); every other hidden character is escaped. */
  keepLineBreaks?: boolean;
}

function segmentsOfChars(chars: readonly string[], hazards: Set<Hazard>, options: SegmentOptions): CardSegment[] {
  const out: CardSegment[] = [];
  let run = "";
  for (const ch of chars) {
    const cp = ch.codePointAt(0) ?? 0;
    const hazard = options.keepLineBreaks && (cp === 0x0a || cp === 0x09) ? undefined : hazardOf(cp);
    if (!hazard) {
      run += ch;
      continue;
    }
    hazards.add(hazard);
    if (run) out.push({ text: run });
    run = "";
    out.push({ escape: codePointName(cp), name: hiddenCharacterName(cp) });
  }
  if (run) out.push({ text: run });
  return out;
}

/** Any text (a name, a message, a line of output) as segments, each hidden character a named escape. */
export function visibleSegments(value: string, options: SegmentOptions = {}): CardSegment[] {
  return segmentsOfChars(Array.from(value), new Set(), options);
}

/** The cut marker's words. */
export const cutMarker = (left: number) => `… [cut: ${left} more characters]`;

/** Segments as one string: escapes as `<U+202E>`, the cut as its marker. */
export function segmentsText(segments: readonly CardSegment[]): string {
  return segments.map((s) => ("text" in s ? s.text : "escape" in s ? `<${s.escape}>` : cutMarker(s.cut))).join("");
}

/** What the card shows of a value: its first 500 characters and the cut marker when it is longer. */
export function shownSegments(value: Pick<CardText, "segments" | "length">): CardSegment[] {
  if (value.length <= CARD_CUT) return value.segments;
  const out: CardSegment[] = [];
  let left = CARD_CUT;
  for (const s of value.segments) {
    if (left === 0) break;
    if ("text" in s) {
      const chars = Array.from(s.text);
      out.push(chars.length <= left ? s : { text: chars.slice(0, left).join("") });
      left -= Math.min(left, chars.length);
    } else {
      out.push(s);
      left--;
    }
  }
  out.push({ cut: value.length - CARD_CUT });
  return out;
}

/** A value as the card shows it. */
export function cardText(value: string): CardText {
  const chars = Array.from(value);
  const hazards = new Set<Hazard>();
  const segments = segmentsOfChars(chars, hazards, {});
  const cut = chars.length > CARD_CUT;
  const full = segmentsText(segments);
  const text = cut ? segmentsText(shownSegments({ segments, length: chars.length })) : full;
  return { text, full, cut, length: chars.length, hazards: [...hazards], segments };
}
