// Hidden characters (DECISIONS.md 7): which code points a card shows as escapes, their kind and their plain name.
export type Hazard = "control" | "bidi" | "zero_width";

/** C0 and C1 controls and the line and paragraph separators (which break lines invisibly). */
export const isControlCharacter = (cp: number) =>
  cp <= 0x1f || (cp >= 0x7f && cp <= 0x9f) || cp === 0x2028 || cp === 0x2029;

/** The kind of hidden character a code point is, or undefined for one that shows as itself. */
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

/** A code point's name as an escape shows it: `U+202E`. */
export const codePointName = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;

/** The escape a card shows for a hidden character: `<U+202E>`. */
export const escapeCodePoint = (cp: number) => `<${codePointName(cp)}>`;

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

/** Plain words for a hidden character (an escape's tooltip says them). */
export function hiddenCharacterName(cp: number): string {
  const name = names[cp];
  if (name) return name;
  if (cp >= 0xd800 && cp <= 0xdfff) return "lone surrogate";
  return "control character";
}

/** The distinct hidden characters of a text (code points, in order of first appearance); [] when it has none. */
export function hiddenCharactersIn(text: string): number[] {
  let found: Set<number> | undefined;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // Printable ASCII is most of a pack: one comparison each.
    if (unit >= 0x20 && unit < 0x7f) continue;
    let cp = unit;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        cp = (unit - 0xd800) * 0x400 + (next - 0xdc00) + 0x10000;
        i++;
      }
    }
    if (!hazardOf(cp)) continue;
    found ??= new Set();
    found.add(cp);
  }
  return found ? [...found] : [];
}
