// Pack text for a terminal: control, bidi and zero-width characters as visible escapes, as on a card.
import { cardText } from "@packstudio/core";

/** A value from a pack, safe to print: nothing in it can move the cursor, recolor or reorder the line. */
export function terminalSafe(value: string): string {
  return cardText(value).full;
}
