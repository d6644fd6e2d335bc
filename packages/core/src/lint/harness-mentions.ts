// Which command forms HARNESS.md shows, found in one pass over its text for all commands at once.
//
// A form is shown when its words appear as a run of whole words: any whitespace between them and no
// letter, digit, `_` or `-` glued on either side (S003's `mentions`). One regular expression per command
// over a 1 MiB HARNESS.md made lint quadratic (3,000 commands: 13.8 s). Here the text and the forms are
// cut into the same atoms (word runs, single other characters, whitespace) and an Aho-Corasick automaton
// over atom numbers finds every form in one pass.

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
  /** Low 12 bits of the forms' run hashes: most of the text's runs are ruled out by one array read. Small, since
   * every lint makes one (a 64 KiB table cost a bulk import of small packs a tenth of its time). */
  private readonly maybeRun = new Uint8Array(0x1000);
  private count = 1;

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
          this.maybeRun[h & 0xfff] = 1;
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
    if (this.maybeRun[hash & 0xfff] === 0) return UNKNOWN;
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

/** An Aho-Corasick automaton over atom numbers. */
class Automaton {
  readonly next: Map<number, number>[] = [new Map()];
  fail: Int32Array = new Int32Array(1);
  /** Forms ending at a node, and the nearest node down its fail chain that ends some (-1: none). */
  readonly ends: number[][] = [[]];
  outLink: Int32Array = new Int32Array(1);

  add(atoms: number[], form: number): void {
    let node = 0;
    for (const a of atoms) {
      let to = this.next[node]?.get(a);
      if (to === undefined) {
        to = this.next.length;
        this.next.push(new Map());
        this.ends.push([]);
        this.next[node]?.set(a, to);
      }
      node = to;
    }
    this.ends[node]?.push(form);
  }

  build(): void {
    const n = this.next.length;
    this.fail = new Int32Array(n);
    this.outLink = new Int32Array(n).fill(-1);
    const queue: number[] = [];
    for (const child of this.next[0]?.values() ?? []) queue.push(child);
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head] ?? 0;
      for (const [atom, child] of this.next[node] ?? []) {
        let f = this.fail[node] ?? 0;
        while (f !== 0 && !this.next[f]?.has(atom)) f = this.fail[f] ?? 0;
        const target = this.next[f]?.get(atom);
        const fail = target !== undefined && target !== child ? target : 0;
        this.fail[child] = fail;
        this.outLink[child] = (this.ends[fail]?.length ?? 0) > 0 ? fail : (this.outLink[fail] ?? -1);
        queue.push(child);
      }
    }
  }

  step(node: number, atom: number): number {
    let at = node;
    for (;;) {
      const to = this.next[at]?.get(atom);
      if (to !== undefined) return to;
      if (at === 0) return 0;
      at = this.fail[at] ?? 0;
    }
  }
}

/** For each form (a list of words), whether `text` shows it as `mentions(text, words)` would say. */
export function shownForms(text: string, all: readonly (readonly string[])[]): boolean[] {
  // A command's key form and its cli form are often the same words: look for each distinct form once.
  const index = new Map<string, number>();
  const forms: (readonly string[])[] = [];
  const slot = all.map((words) => {
    const key = JSON.stringify(words);
    let k = index.get(key);
    if (k === undefined) {
      k = forms.length;
      forms.push(words);
      index.set(key, k);
    }
    return k;
  });
  const found = shownDistinct(text, forms);
  return slot.map((k) => found[k] ?? false);
}

/** shownForms over forms that are all different. */
function shownDistinct(text: string, forms: readonly (readonly string[])[]): boolean[] {
  const atoms = new Atoms();
  const automaton = new Automaton();
  const shapes = forms.map((words, i) => {
    const shape = atoms.ofForm(words);
    if (shape) automaton.add(shape.atoms, i);
    return shape;
  });
  automaton.build();
  const unitClass = unitClasses();
  const shown = forms.map(() => false);
  /** Kinds of the text's atoms so far (at most one a UTF-16 unit), to look at the one before a form. */
  const kinds = new Uint8Array(text.length + 1);
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
        kinds[count++] = OTHER;
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
    kinds[count++] = kind;
    // No form starts with a space or an unknown atom: from the root, neither goes anywhere.
    node = atom === UNKNOWN || (node === 0 && atom === SPACE) ? 0 : automaton.step(node, atom);
    for (let at = (automaton.ends[node]?.length ?? 0) > 0 ? node : (automaton.outLink[node] ?? -1); at > 0; ) {
      for (const form of automaton.ends[at] ?? []) {
        const shape = shapes[form];
        if (!shape || shown[form]) continue;
        // Word runs are whole atoms, so a form edge that is a run is never glued; another character is
        // glued when a word run touches it (the text's atom before, or the next one).
        const before = count > shape.atoms.length ? kinds[count - 1 - shape.atoms.length] : OTHER;
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
