// Whether a JSON Schema `pattern` forbids every value that starts with `-` (M027: option injection).
//
// JSON Schema patterns search (unanchored), so only a pattern anchored with `^` in each alternative can
// forbid a leading `-`; then the question is what the pattern can do at position 0 of a text whose first
// character is `-`: consume that `-`, or succeed without consuming anything (`^a*` accepts "-x"). This
// reads the ECMA-262 source with the reader of ecma-pattern.ts. When unsure it answers "allows": M027 then
// warns about a pattern that may in fact be safe, never the other way round.
import { characterClass, Reader, readEscape } from "./ecma-pattern.js";
import { patternProblem } from "./linear-pattern.js";

/** What a piece of pattern can do at position 0 of a text starting with `-`. */
interface AtStart {
  /** It can consume the leading `-`. */
  dash: boolean;
  /** It can succeed there without consuming anything. */
  empty: boolean;
  /** Every match of it starts at position 0 (it holds a `^` before anything that consumes). */
  anchored: boolean;
}

const never: AtStart = { dash: false, empty: false, anchored: false };

/** One character-consuming atom (`a`, `.`, `[...]`, `\d`, `\p{Pd}`) whose source is text[from, to). */
function atom(text: string, from: number, to: number): AtStart {
  const source = text.slice(from, to);
  let dash = source === "-";
  if (source.startsWith("\\") || source.startsWith("[") || source === ".") {
    try {
      // One atom against one character: no backtracking to fear from the native engine.
      dash = new RegExp(`^(?:${source})$`, "u").test("-");
    } catch {
      dash = true; // unsure: say it allows
    }
  }
  return { dash, empty: false, anchored: false };
}

/** A run of items: the first that cannot pass empty decides what follows it cannot matter. */
function sequence(items: AtStart[]): AtStart {
  let dash = false;
  let anchored = false;
  for (const item of items) {
    dash ||= item.dash;
    anchored ||= item.anchored && !dash;
    if (!item.empty) return { dash, empty: false, anchored };
  }
  return { dash, empty: true, anchored };
}

function alternation(alternatives: AtStart[]): AtStart {
  return {
    dash: alternatives.some((a) => a.dash),
    empty: alternatives.some((a) => a.empty),
    anchored: alternatives.every((a) => a.anchored),
  };
}

const braces = /\{(\d+)(,\d*)?\}/y;

/** The minimum count of a quantifier at the reader's position (1 when there is none); consumes it. */
function quantifierMin(r: Reader): number {
  let min = 1;
  const c = r.peek();
  if (c === "*" || c === "?") min = 0;
  else if (c === "+") min = 1;
  else if (c === "{") {
    braces.lastIndex = r.at;
    const m = braces.exec(r.text);
    if (!m) return 1;
    r.at += m[0].length - 1;
    min = Number(m[1]);
  } else return 1;
  r.next();
  r.eat("?"); // lazy or greedy: the same strings match
  return min;
}

/** Alternatives up to a `)` or the end, after `(` or at the start. */
function readAlternation(r: Reader): AtStart {
  const alternatives: AtStart[] = [];
  let items: AtStart[] = [];
  for (;;) {
    const c = r.peek();
    if (c === "" || c === ")") break;
    if (c === "|") {
      r.next();
      alternatives.push(sequence(items));
      items = [];
      continue;
    }
    const from = r.at;
    r.next();
    let item: AtStart;
    if (c === "^") item = { dash: false, empty: true, anchored: true };
    else if (c === "$")
      item = never; // the end of the text: not at position 0 of a text that starts with `-`
    else if (c === "(") {
      // Lookaround never gets here (patternProblem refuses it); a named group is a plain group.
      if (!r.eat("?:") && r.eat("?<")) r.at = r.text.indexOf(">", r.at) + 1;
      item = readAlternation(r);
      r.eat(")");
    } else if (c === "\\" && (r.peek() === "b" || r.peek() === "B")) {
      // At position 0 before `-` there is no word boundary: `\b` fails there, `\B` holds.
      item = r.next() === "b" ? never : { dash: false, empty: true, anchored: false };
    } else {
      if (c === "[") characterClass(r);
      else if (c === "\\") readEscape(r, false);
      item = atom(r.text, from, r.at);
    }
    if (quantifierMin(r) === 0) item = { dash: item.dash, empty: true, anchored: false };
    items.push(item);
  }
  alternatives.push(sequence(items));
  return alternation(alternatives);
}

/**
 * True when no value starting with `-` matches `pattern` (ECMA-262, `u` flag, as JSON Schema searches it).
 * A pattern that cannot be used at all (X001) forbids everything, so it forbids this too.
 */
export function forbidsLeadingDash(pattern: string): boolean {
  let answer = answers.get(pattern);
  if (answer === undefined) {
    if (answers.size >= maxAnswers) answers.clear();
    if (patternProblem(pattern) !== undefined) answer = true;
    else {
      const whole = readAlternation(new Reader(pattern));
      answer = whole.anchored && !whole.dash && !whole.empty;
    }
    answers.set(pattern, answer);
  }
  return answer;
}

/** Answers by pattern source, bounded like the compiled patterns of linear-pattern.ts. */
const answers = new Map<string, boolean>();
const maxAnswers = 1000;
