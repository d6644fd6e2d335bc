// Card values as exact, visible text (DECISIONS.md 7): escapes for control, bidi and zero-width characters, the 500 cut.
export type Hazard = "control" | "bidi" | "zero_width";

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
}

export const CARD_CUT = 500;

/** The kind of hidden character a code point is, or undefined for one that shows as itself. */
/** C0 and C1 controls and the line and paragraph separators (which break lines invisibly). */
export const isControlCharacter = (cp: number) =>
  cp <= 0x1f || (cp >= 0x7f && cp <= 0x9f) || cp === 0x2028 || cp === 0x2029;

export function hazardOf(cp: number): Hazard | undefined {
  if (isControlCharacter(cp)) return "control";
  if (
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2066 && cp <= 0x2069) ||
    cp === 0x200e ||
    cp === 0x200f ||
    cp === 0x061c
  ) {
    return "bidi";
  }
  if (
    (cp >= 0x200b && cp <= 0x200d) ||
    cp === 0x2060 ||
    cp === 0xfeff ||
    cp === 0x180e ||
    cp === 0x00ad ||
    cp === 0x034f
  ) {
    return "zero_width";
  }
  // A lone surrogate cannot be shown faithfully.
  if (cp >= 0xd800 && cp <= 0xdfff) return "control";
  return undefined;
}

export function escapeCodePoint(cp: number): string {
  return `<U+${cp.toString(16).toUpperCase().padStart(4, "0")}>`;
}

function escapeChars(chars: readonly string[], hazards: Set<Hazard>): string {
  let out = "";
  for (const ch of chars) {
    const cp = ch.codePointAt(0) ?? 0;
    const hazard = hazardOf(cp);
    if (hazard) {
      hazards.add(hazard);
      out += escapeCodePoint(cp);
    } else out += ch;
  }
  return out;
}

/** A value as the card shows it. */
export function cardText(value: string): CardText {
  const chars = Array.from(value);
  const hazards = new Set<Hazard>();
  const full = escapeChars(chars, hazards);
  const cut = chars.length > CARD_CUT;
  const text = cut
    ? `${escapeChars(chars.slice(0, CARD_CUT), new Set())}… [cut: ${chars.length - CARD_CUT} more characters]`
    : full;
  return { text, full, cut, length: chars.length, hazards: [...hazards] };
}
