// Which command forms HARNESS.md shows, found in one pass over its text for all commands at once.
//
// A form is shown when its words appear as a run of whole words: any whitespace between them and no
// letter, digit, `_` or `-` glued on either side (S003's `mentions`). One regular expression per command
// over a 1 MiB HARNESS.md made lint quadratic (3,000 commands: 13.8 s). Here the text and the forms are
// cut into the same atoms (word runs, single other characters, whitespace) and an Aho-Corasick automaton
// over atom numbers finds every form in one pass.

import { Automaton } from "./atom-automaton.js";
import { Atoms, OTHER, RUN, SPACE, SPACE_UNIT, UNKNOWN, unitClasses, WORD_UNIT } from "./harness-atoms.js";

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
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
    if (before && sameWords(before, words)) {
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
