// A JSON Schema `pattern` (ECMA-262 syntax, `u` flag) rewritten in RE2 syntax with the same meaning.
//
// re2js matches in linear time but reads RE2 syntax, where `.`, `\s`, `[]` and `\p{Letter}` mean other things
// than in JavaScript; its own translateRegExp keeps those differences. This reads the pattern as ECMA-262 does
// and writes every construct explicitly (characters as `\x{…}`), refusing what no linear engine can run.

/** Why a pattern cannot be run in linear time; the message says what to change. */
export class PatternRefusal extends Error {}

const hex = (cp: number) => `\\x{${cp.toString(16).toUpperCase()}}`;

/** ECMA-262 WhiteSpace and LineTerminator: what `\s` means in JavaScript (RE2's `\s` is ASCII only). */
const spaceRanges: [number, number][] = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
const rangeText = (ranges: [number, number][]) =>
  ranges.map(([lo, hi]) => (lo === hi ? hex(lo) : `${hex(lo)}-${hex(hi)}`)).join("");
const notSpaceRanges = spaceRanges.reduce<[number, number][]>((out, [lo, hi], i) => {
  const from = i === 0 ? 0 : (spaceRanges[i - 1]?.[1] ?? 0) + 1;
  if (from < lo) out.push([from, lo - 1]);
  if (i === spaceRanges.length - 1 && hi < 0x10ffff) out.push([hi + 1, 0x10ffff]);
  return out;
}, []);
const spaceClass = rangeText(spaceRanges);
const notSpaceClass = rangeText(notSpaceRanges);
const anything = `${hex(0)}-${hex(0x10ffff)}`;

/** Long General_Category names JavaScript accepts, as RE2's short ones. */
const categories: Record<string, string> = {
  Letter: "L",
  Cased_Letter: "LC",
  Uppercase_Letter: "Lu",
  Lowercase_Letter: "Ll",
  Titlecase_Letter: "Lt",
  Modifier_Letter: "Lm",
  Other_Letter: "Lo",
  Mark: "M",
  Combining_Mark: "M",
  Nonspacing_Mark: "Mn",
  Spacing_Mark: "Mc",
  Enclosing_Mark: "Me",
  Number: "N",
  Decimal_Number: "Nd",
  digit: "Nd",
  Letter_Number: "Nl",
  Other_Number: "No",
  Punctuation: "P",
  punct: "P",
  Connector_Punctuation: "Pc",
  Dash_Punctuation: "Pd",
  Open_Punctuation: "Ps",
  Close_Punctuation: "Pe",
  Initial_Punctuation: "Pi",
  Final_Punctuation: "Pf",
  Other_Punctuation: "Po",
  Symbol: "S",
  Math_Symbol: "Sm",
  Currency_Symbol: "Sc",
  Modifier_Symbol: "Sk",
  Other_Symbol: "So",
  Separator: "Z",
  Space_Separator: "Zs",
  Line_Separator: "Zl",
  Paragraph_Separator: "Zp",
  Other: "C",
  Control: "Cc",
  cntrl: "Cc",
  Format: "Cf",
  Surrogate: "Cs",
  Private_Use: "Co",
};

/** A `\p{…}` body in RE2's words: `Script=Greek` is `Greek`, `Letter` is `L`. */
function property(body: string): string {
  const [name, value] = body.includes("=") ? body.split("=", 2) : [undefined, body];
  if (name === "Script_Extensions" || name === "scx" || value === undefined)
    throw new PatternRefusal(`the Unicode property \\p{${body}} has no linear-time equivalent`);
  return categories[value] ?? value;
}

/** Reads one pattern; `at` walks it by code points. */
export class Reader {
  at = 0;
  constructor(readonly text: string) {}

  peek(offset = 0): string {
    let i = this.at;
    for (let k = 0; k < offset && i < this.text.length; k++) i += (this.text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
    const cp = this.text.codePointAt(i);
    return cp === undefined ? "" : String.fromCodePoint(cp);
  }

  next(): string {
    const c = this.peek();
    this.at += c.length;
    return c;
  }

  eat(s: string): boolean {
    if (!this.text.startsWith(s, this.at)) return false;
    this.at += s.length;
    return true;
  }

  /** Hex digits up to `max` of them (all when max is 0). */
  hexDigits(max: number): string {
    let digits = "";
    while ((max === 0 || digits.length < max) && /^[0-9a-fA-F]$/.test(this.peek())) digits += this.next();
    return digits;
  }

  /** The code point of `\u…` after the `u`: `{…}`, 4 digits, or a surrogate pair written as two escapes. */
  unicodeEscape(): number {
    if (this.eat("{")) {
      const cp = Number.parseInt(this.hexDigits(0), 16);
      this.eat("}");
      return cp;
    }
    const unit = Number.parseInt(this.hexDigits(4), 16);
    if (unit >= 0xd800 && unit <= 0xdbff && this.text.startsWith("\\u", this.at)) {
      const low = Number.parseInt(this.text.slice(this.at + 2, this.at + 6), 16);
      if (low >= 0xdc00 && low <= 0xdfff) {
        this.at += 6;
        return 0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00);
      }
    }
    return unit;
  }
}

/** One `\…` escape read after the backslash: a character (its code point) or a class written in RE2. */
export function readEscape(r: Reader, inClass: boolean): number | string {
  const c = r.next();
  switch (c) {
    case "d":
    case "D":
    case "w":
    case "W":
      return `\\${c}`;
    case "s":
      return inClass ? spaceClass : `[${spaceClass}]`;
    case "S":
      return inClass ? notSpaceClass : `[${notSpaceClass}]`;
    case "b":
    case "B":
      if (inClass && c === "b") return 0x08;
      return `\\${c}`;
    case "t":
      return 0x09;
    case "n":
      return 0x0a;
    case "v":
      return 0x0b;
    case "f":
      return 0x0c;
    case "r":
      return 0x0d;
    case "0":
      return 0;
    case "c":
      return r.next().charCodeAt(0) % 32;
    case "x":
      return Number.parseInt(r.hexDigits(2), 16);
    case "u":
      return r.unicodeEscape();
    case "p":
    case "P": {
      r.eat("{");
      const start = r.at;
      while (r.peek() !== "}" && r.peek() !== "") r.next();
      const body = r.text.slice(start, r.at);
      r.eat("}");
      return `\\${c}{${property(body)}}`;
    }
    case "k":
      throw new PatternRefusal("it uses a backreference (\\k<name>), which needs backtracking");
    default:
      if (/^[1-9]$/.test(c)) throw new PatternRefusal(`it uses a backreference (\\${c}), which needs backtracking`);
      return c.codePointAt(0) ?? 0; // an identity escape: `\.`, `\/`, `\-`…
  }
}

/** One member of a `[…]` class: a character (its code point) or a class escape written in RE2. */
function classAtom(r: Reader): number | string {
  const c = r.next();
  return c === "\\" ? readEscape(r, true) : (c.codePointAt(0) ?? 0);
}

/** `[…]` after its `[`, in RE2 syntax. */
export function characterClass(r: Reader): string {
  const negated = r.eat("^");
  const items: string[] = [];
  while (r.peek() !== "]" && r.peek() !== "") {
    const first = classAtom(r);
    if (typeof first === "number" && r.peek() === "-" && r.peek(1) !== "]" && r.peek(1) !== "") {
      r.next();
      const last = classAtom(r);
      // ECMA-262 with `u` allows a range between two characters only, so `last` is one.
      items.push(typeof last === "number" ? `${hex(first)}-${hex(last)}` : `${hex(first)}${hex(0x2d)}${last}`);
    } else items.push(typeof first === "number" ? hex(first) : first);
  }
  r.eat("]");
  // `[]` matches nothing and `[^]` any character in JavaScript; RE2 reads `[]` as the start of a class.
  if (items.length === 0) return negated ? `[${anything}]` : `[^${anything}]`;
  return `[${negated ? "^" : ""}${items.join("")}]`;
}

/**
 * The RE2 form of an ECMA-262 pattern (the `u` flag, as JSON Schema validators compile it), for a pattern
 * that already compiles natively. Throws PatternRefusal for backreferences and lookaround.
 */
export function toRe2Syntax(pattern: string): string {
  const r = new Reader(pattern);
  let out = "";
  while (r.peek() !== "") {
    const c = r.next();
    if (c === "\\") {
      const e = readEscape(r, false);
      out += typeof e === "number" ? hex(e) : e;
    } else if (c === "[") out += characterClass(r);
    else if (c === ".") out += `[^${hex(0x0a)}${hex(0x0d)}${hex(0x2028)}${hex(0x2029)}]`;
    else if (c === "(") {
      if (r.eat("?:")) out += "(?:";
      else if (r.eat("?=") || r.eat("?!")) throw new PatternRefusal("it uses a lookahead ((?= or (?!)");
      else if (r.eat("?<=") || r.eat("?<!")) throw new PatternRefusal("it uses a lookbehind ((?<= or (?<!)");
      else {
        // A named group `(?<name>`: names do not change what matches, so it is a plain group.
        if (r.eat("?<")) r.at = Math.max(r.at, pattern.indexOf(">", r.at) + 1);
        out += "(";
      }
    } else if ("|)^$*+?".includes(c)) out += c;
    else if (c === "{" && /^\{\d+(,\d*)?\}/.test(pattern.slice(r.at - 1))) {
      const end = pattern.indexOf("}", r.at);
      out += pattern.slice(r.at - 1, end + 1);
      r.at = end + 1;
    } else out += /^[A-Za-z0-9_]$/.test(c) ? c : hex(c.codePointAt(0) ?? 0);
  }
  return out;
}
