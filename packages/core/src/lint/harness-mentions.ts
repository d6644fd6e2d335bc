// Which command forms HARNESS.md shows, found in one pass over its text for all commands at once.
//
// A form is shown when its words appear as a run of whole words: any whitespace between them and no
// letter, digit, `_` or `-` glued on either side (S003's `mentions`). One regular expression per command
// over a 1 MiB HARNESS.md made lint quadratic (3,000 commands: 13.8 s). Here the text and the forms are
// cut into the same atoms (word runs, single other characters, whitespace) and an Aho-Corasick automaton
// over atom numbers finds every form in one pass.

import { Automaton } from "./atom-automaton.js";

/** Letters, digits, `_` and `-`: what may not touch a shown form (the `[\w-]` of `mentions`). */
function isWordUnit(c: number): boolean {
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

const WORD_UNIT = 1;
const SPACE_UNIT = 2;
let classes: Uint8Array | undefined;
/** Classes of UTF-16 units, looked up rather than tested (the scan touches every unit of a 1 MiB text). */
function unitClasses(): Uint8Array {
  if (!classes) {
    classes = new Uint8Array(0x10000);
    for (let c = 0; c < 0x10000; c++) classes[c] = isWordUnit(c) ? WORD_UNIT : isSpaceUnit(c) ? SPACE_UNIT : 0;
  }
  return classes;
}

const SPACE = 0;
const UNKNOWN = -1;
/** What an atom of the text is, for the edge checks: a word run or something else. */
const RUN = 1;
const OTHER = 2;

/** A hash of text[start, end); the text's scan computes the same one inline, so runs are found without slicing. */
function hashOf(text: string, start: number, end: number): number {
  let h = 0;
  for (let i = start; i < end; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h;
}

/** Atom numbers of the forms' words: word runs by text, other characters by code unit. */
class Atoms {
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
    if (words.length === 0 || words.some((w) => w === "" || /\s/.test(w))) return undefined;
    const atoms: number[] = [];
    const text = words.join(" ");
    for (let i = 0; i < text.length; ) {
      const c = text.charCodeAt(i);
      if (c === 0x20) {
        atoms.push(SPACE);
        i++;
      } else if (isWordUnit(c)) {
        let end = i + 1;
        while (end < text.length && isWordUnit(text.charCodeAt(end))) end++;
        const run = text.slice(i, end);
        const known = this.runs.has(run);
        const atom = this.intern(this.runs, run);
        if (!known) {
          const h = hashOf(run, 0, run.length);
          this.byHash.set(h, [...(this.byHash.get(h) ?? []), { run, atom }]);
          this.maybeRun[h & this.hashMask] = 1;
        }
        atoms.push(atom);
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
    const first = text.charCodeAt(0);
    const last = text.charCodeAt(text.length - 1);
    return { atoms, firstIsRun: isWordUnit(first), lastIsRun: isWordUnit(last) };
  }

  private intern(map: Map<string, number>, key: string): number {
    let n = map.get(key);
    if (n === undefined) {
      n = this.count++;
      map.set(key, n);
    }
    return n;
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

/** For each form (a list of words), whether `text` shows it as `mentions(text, words)` would say. */
export function shownForms(text: string, all: readonly (readonly string[])[]): boolean[] {
  // A command's key form and its cli form are often the same words: look for each distinct form once.
  const index = new Map<string, number>();
  const forms: (readonly string[])[] = [];
  const slot: number[] = [];
  for (let i = 0; i < all.length; i++) {
    const words = all[i] as readonly string[];
    // The same words as the form before (a command's two forms, most often): its slot, without a key.
    const before = all[i - 1];
    if (before && before.length === words.length && before.every((w, k) => w === words[k])) {
      slot.push(slot[i - 1] as number);
      continue;
    }
    const key = JSON.stringify(words);
    let k = index.get(key);
    if (k === undefined) {
      k = forms.length;
      forms.push(words);
      index.set(key, k);
    }
    slot.push(k);
  }
  const found = shownDistinct(text, forms);
  return slot.map((k) => found[k] ?? false);
}

/** shownForms over forms that are all different. */
function shownDistinct(text: string, forms: readonly (readonly string[])[]): boolean[] {
  const atoms = new Atoms(forms.length);
  const automaton = new Automaton();
  const shapes = forms.map((words, i) => {
    const shape = atoms.ofForm(words);
    if (shape) automaton.add(shape.atoms, i);
    return shape;
  });
  automaton.build();
  const unitClass = unitClasses();
  const shown = forms.map(() => false);
  // Kinds of the latest atoms, to look at the one before a form: a ring as long as the longest form and two
  // more (a 1 MiB array a lint, one per UTF-16 unit, cost more than the scan's lookups).
  let longest = 0;
  for (const shape of shapes) if (shape && shape.atoms.length > longest) longest = shape.atoms.length;
  let ring = 1;
  while (ring < longest + 2) ring *= 2;
  const kinds = new Uint8Array(ring);
  const mask = ring - 1;
  let count = 0;
  /** Forms ending at the latest atom whose last character is not a word run: the next atom decides. */
  const pending: number[] = [];
  let node = 0;
  const skip = skipper(text, forms, shapes, unitClass);
  for (let i = 0; i < text.length; ) {
    if (skip && node === 0 && pending.length === 0) {
      // Between matches, jump to the next place a form can start; what is jumped over is one OTHER atom.
      const to = skip(i);
      if (to > i) {
        kinds[count++ & mask] = OTHER;
        i = to;
        if (i >= text.length) break;
      }
    }
    const c = text.charCodeAt(i);
    const cls = unitClass[c];
    let atom: number;
    let kind: number;
    if (cls === SPACE_UNIT) {
      let end = i + 1;
      while (end < text.length && unitClass[text.charCodeAt(end)] === SPACE_UNIT) end++;
      atom = SPACE;
      kind = OTHER;
      i = end;
    } else if (cls === WORD_UNIT) {
      // The run and its hash in one pass (hashOf, inlined).
      let end = i;
      let h = 0;
      for (let d = c; end < text.length && unitClass[d] === WORD_UNIT; d = text.charCodeAt(++end)) {
        h = (Math.imul(h, 31) + d) | 0;
      }
      atom = atoms.run(text, i, end, h);
      kind = RUN;
      i = end;
    } else {
      atom = atoms.unit(c);
      kind = OTHER;
      i++;
    }
    if (pending.length > 0) {
      if (kind !== RUN) for (const form of pending) shown[form] = true;
      pending.length = 0;
    }
    kinds[count++ & mask] = kind;
    // No form starts with a space or an unknown atom: from the root, neither goes anywhere.
    node = atom === UNKNOWN || (node === 0 && atom === SPACE) ? 0 : automaton.step(node, atom);
    for (let at = (automaton.ends[node]?.length ?? 0) > 0 ? node : (automaton.outLink[node] ?? -1); at > 0; ) {
      for (const form of automaton.ends[at] ?? []) {
        const shape = shapes[form];
        if (!shape || shown[form]) continue;
        // Word runs are whole atoms, so a form edge that is a run is never glued; another character is
        // glued when a word run touches it (the text's atom before, or the next one).
        const before = count > shape.atoms.length ? kinds[(count - 1 - shape.atoms.length) & mask] : OTHER;
        if (!shape.firstIsRun && before === RUN) continue;
        if (shape.lastIsRun) shown[form] = true;
        else pending.push(form);
      }
      at = automaton.outLink[at] ?? -1;
    }
  }
  for (const form of pending) shown[form] = true; // the text ends after them
  return shown;
}

/**
 * When every form starts with a word run (`gen status`, not `./x`), a match can only start where one of
 * those runs starts a word: a function from a position to the next such place (or the text's end), found
 * with indexOf rather than by reading every atom in between. Undefined when the forms do not allow it.
 */
function skipper(
  text: string,
  forms: readonly (readonly string[])[],
  shapes: readonly ({ firstIsRun: boolean } | undefined)[],
  unitClass: Uint8Array,
): ((from: number) => number) | undefined {
  const firsts = new Set<string>();
  for (const [k, shape] of shapes.entries()) {
    if (!shape) continue;
    if (!shape.firstIsRun) return undefined;
    const word = forms[k]?.[0] ?? "";
    let end = 0;
    while (end < word.length && unitClass[word.charCodeAt(end)] === WORD_UNIT) end++;
    firsts.add(word.slice(0, end));
  }
  if (firsts.size === 0 || firsts.size > 8) return undefined;
  const runs = [...firsts];
  const next = runs.map(() => -1);
  return (from) => {
    let best = text.length;
    // An index loop: this runs once a jump, and entries() made an iterator and a pair each time.
    for (let k = 0; k < runs.length; k++) {
      const run = runs[k] as string;
      let at = next[k] ?? -1;
      // The next occurrence that starts a word run (no word character right before it).
      while (at !== text.length && (at < from || (at > 0 && unitClass[text.charCodeAt(at - 1)] === WORD_UNIT))) {
        const found = text.indexOf(run, Math.max(from, at + 1));
        at = found === -1 ? text.length : found;
      }
      next[k] = at;
      if (at < best) best = at;
    }
    return best;
  };
}
