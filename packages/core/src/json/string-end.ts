// Where a JSON string ends, found with the engine's indexOf: a loop over every unit of a 1 MiB string
// value cost more than parsing the whole file natively.

/** The offset of the quote closing the string opened at `open` (one not escaped by an odd run of backslashes), or -1. */
export function closingQuote(text: string, open: number): number {
  for (let q = text.indexOf('"', open + 1); q !== -1; q = text.indexOf('"', q + 1)) {
    let slashes = 0;
    while (text.charCodeAt(q - 1 - slashes) === 0x5c) slashes++;
    if (slashes % 2 === 0) return q;
  }
  return -1;
}
