// Offsets to 1-based line/column (UTF-16 columns, as editors count) at the edges of the API.
export interface Position {
  line: number;
  column: number;
}

export interface Range {
  start: Position;
  end: Position;
}

/**
 * Line-start offsets of a text, computed once per file. Kept in a typed array (made at its size, or grown by
 * doubling when `\r` ends lines): pushing 26,000 starts of a 1 MiB surface.json onto a plain array took twice
 * as long (issue 10's lint bomb).
 */
export class LineIndex {
  private starts: Uint32Array;
  private count = 1;

  constructor(readonly text: string) {
    // Where only "\n" ends lines, the engine's indexOf jumps from one to the next. A small text's lines are counted
    // first, so its array is made once at its size (growing it cost a bulk import's small packs more); a large
    // one's array grows, one pass over the text.
    if (!text.includes("\r") && text.length <= 0x10000) {
      let lines = 1;
      for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lines++;
      this.starts = new Uint32Array(lines);
      for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) this.starts[this.count++] = i + 1;
      return;
    }
    this.starts = new Uint32Array(text.length <= 0x10000 ? 16 : 1024);
    if (!text.includes("\r")) {
      for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) this.add(i + 1);
      return;
    }
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) this.add(i + 1);
      else if (c === 13) {
        if (text.charCodeAt(i + 1) === 10) i++;
        this.add(i + 1);
      }
    }
  }

  private add(start: number): void {
    if (this.count === this.starts.length) {
      const grown = new Uint32Array(this.count * 2);
      grown.set(this.starts);
      this.starts = grown;
    }
    this.starts[this.count++] = start;
  }

  position(offset: number): Position {
    const at = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.count - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: at - (this.starts[lo] ?? 0) + 1 };
  }

  range(offset: number, length: number): Range {
    return { start: this.position(offset), end: this.position(offset + Math.max(0, length)) };
  }

  offset(position: Position): number {
    const start = position.line >= 1 && position.line <= this.count ? this.starts[position.line - 1] : undefined;
    if (start === undefined) return this.text.length;
    return Math.min(start + position.column - 1, this.text.length);
  }
}
