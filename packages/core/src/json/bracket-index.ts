// Where each `{` and `[` of a JSON text closes, recorded in the parser's one pass: a container is skipped at once.

/** Opening offsets in text order, each with its closing offset; found by binary search. */
export class BracketIndex {
  // Small at first (grown by doubling): a typed array over 64 bytes is allocated off the heap, at a cost.
  private opens = new Int32Array(16);
  private closes = new Int32Array(16);
  private count = 0;

  /** Records an opening bracket at `offset`; answers its number, for close(). */
  open(offset: number): number {
    if (this.count === this.opens.length) {
      const opens = new Int32Array(this.count * 2);
      const closes = new Int32Array(this.count * 2);
      opens.set(this.opens);
      closes.set(this.closes);
      this.opens = opens;
      this.closes = closes;
    }
    this.opens[this.count] = offset;
    return this.count++;
  }

  close(number: number, offset: number): void {
    this.closes[number] = offset;
  }

  /** The offset of the bracket closing the one opened at `offset`, or undefined when none opened there. */
  closeOf(offset: number): number | undefined {
    let lo = 0;
    let hi = this.count - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = this.opens[mid] ?? 0;
      if (at === offset) return this.closes[mid];
      if (at < offset) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }
}
