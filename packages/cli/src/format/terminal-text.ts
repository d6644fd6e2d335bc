// Text for a terminal: every control, bidi and zero-width character that a pack, a studio or a sandboxed command
// put into the output is shown as <U+XXXX> (as approval cards show them), so a hostile pack cannot clear the
// screen, retitle the window, hide or reorder lines. Line breaks and tabs stay, and so do the CLI's own colours.
import { escapeCodePoint, hazardOf } from "@packstudio/core";

// The SGR sequences paint (color.ts) writes: colours, bold, dim and their resets. Anything else with ESC is escaped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: ESC is what this recognizes
const ownColour = /^\u001b\[(?:1|2|22|31|32|33|34|39)m/;

export function terminalText(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i) ?? 0;
    const ch = String.fromCodePoint(cp);
    // A lone surrogate is one code unit; codePointAt returns it as is.
    const width = cp > 0xffff ? 2 : 1;
    if (cp === 0x1b) {
      const own = ownColour.exec(text.slice(i, i + 6));
      if (own) {
        out += own[0];
        i += own[0].length;
        continue;
      }
    }
    out += cp !== 0x0a && cp !== 0x09 && hazardOf(cp) ? escapeCodePoint(cp) : ch;
    i += width;
  }
  return out;
}
