// The atoms (word runs, other characters, whitespace) that harness-mentions.ts cuts HARNESS.md and forms into.

/** Letters, digits, `_` and `-`: what may not touch a shown form (the `[\w-]` of `mentions`). */
export function isWordUnit(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f || c === 0x2d;
}

/** JavaScript's `\s`: ECMA-262 WhiteSpace and LineTerminator. */
function isSpaceUnit(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

export const WORD_UNIT = 1;
export const SPACE_UNIT = 2;
let classes: Uint8Array | undefined;
/** Classes of UTF-16 units, looked up rather than tested (the scan touches every unit of a 1 MiB text). */
export function unitClasses(): Uint8Array {
  if (!classes) {
    classes = new Uint8Array(0x10000);
    for (let c = 0; c < 0x10000; c++) classes[c] = isWordUnit(c) ? WORD_UNIT : isSpaceUnit(c) ? SPACE_UNIT : 0;
  }
  return classes;
}

export const SPACE = 0;
export const UNKNOWN = -1;
/** What an atom of the text is, for the edge checks: a word run or something else. */
export const RUN = 1;
export const OTHER = 2;

/** A hash of text[start, end); the text's scan computes the same one inline, so runs are found without slicing. */
function hashOf(text: string, start: number, end: number): number {
  let h = 0;
  for (let i = start; i < end; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h;
}

/** Atom numbers of the forms' words: word runs by text, other characters by code unit. */
export class Atoms {
  private readonly runs = new Map<string, number>();
  /** The forms' runs by hash, for the text's lookups. */
  private readonly byHash = new Map<number, { run: string; atom: number }[]>();
  /** Atom numbers of single ASCII characters by code unit (0 where no form has one: atoms start at 1). */
  private readonly asciiUnits = new Int32Array(0x80);
  /** The same for the other code units, which forms seldom hold. */
  private readonly otherUnits = new Map<number, number>();
  /** Low bits of the forms' run hashes: most of the text's runs are ruled out by one array read. Sized to the
   * forms, at most 4 KiB, since every lint makes one (a 64 KiB table cost a bulk import of small packs a tenth
   * of its time, and small packs have a handful of forms). */
  private readonly maybeRun: Uint8Array;
  private readonly hashMask: number;
  private count = 1;

  constructor(forms: number) {
    let size = 64;
    while (size < forms * 16 && size < 0x1000) size *= 2;
    this.maybeRun = new Uint8Array(size);
    this.hashMask = size - 1;
  }

  /** The atoms of a form: its words joined by one space. Undefined for a form that can never show. */
  ofForm(words: readonly string[]): { atoms: number[]; firstIsRun: boolean; lastIsRun: boolean } | undefined {
    if (words.length === 0) return undefined;
    for (const w of words) if (w === "" || /\s/.test(w)) return undefined;
    const atoms: number[] = [];
    // Word by word rather than over the joined text: a run that is a whole word is that word (no slice).
    for (let k = 0; k < words.length; k++) {
      const word = words[k] as string;
      if (k > 0) atoms.push(SPACE);
      for (let i = 0; i < word.length; ) {
        const c = word.charCodeAt(i);
        if (isWordUnit(c)) {
          let end = i + 1;
          while (end < word.length && isWordUnit(word.charCodeAt(end))) end++;
          atoms.push(this.runAtom(i === 0 && end === word.length ? word : word.slice(i, end)));
          i = end;
        } else {
          let atom = this.unit(c);
          if (atom === UNKNOWN) {
            atom = this.count++;
            if (c < 0x80) this.asciiUnits[c] = atom;
            else this.otherUnits.set(c, atom);
          }
          atoms.push(atom);
          i++;
        }
      }
    }
    const first = (words[0] as string).charCodeAt(0);
    const lastWord = words[words.length - 1] as string;
    return { atoms, firstIsRun: isWordUnit(first), lastIsRun: isWordUnit(lastWord.charCodeAt(lastWord.length - 1)) };
  }

  /** The atom of a form's word run, made the first time. */
  private runAtom(run: string): number {
    let atom = this.runs.get(run);
    if (atom === undefined) {
      atom = this.count++;
      this.runs.set(run, atom);
      const h = hashOf(run, 0, run.length);
      const same = this.byHash.get(h);
      if (same) same.push({ run, atom });
      else this.byHash.set(h, [{ run, atom }]);
      this.maybeRun[h & this.hashMask] = 1;
    }
    return atom;
  }

  /** The atom of the run text[start, end), or UNKNOWN when no form has it. */
  run(text: string, start: number, end: number, hash: number): number {
    if (this.maybeRun[hash & this.hashMask] === 0) return UNKNOWN;
    const candidates = this.byHash.get(hash);
    if (candidates === undefined) return UNKNOWN;
    for (const { run, atom } of candidates) {
      if (run.length === end - start && text.startsWith(run, start)) return atom;
    }
    return UNKNOWN;
  }

  /** The atom of a single character, or UNKNOWN when no form has it. */
  unit(c: number): number {
    const atom = c < 0x80 ? this.asciiUnits[c] : this.otherUnits.get(c);
    return atom ? atom : UNKNOWN;
  }
}
