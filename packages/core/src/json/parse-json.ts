// Strict JSON (RFC 8259) parsing into a located tree: syntax errors and duplicate keys with offsets.
import { type Node, type ParseError, parseTree, printParseErrorCode } from "jsonc-parser";
import { BracketIndex } from "./bracket-index.js";
import { validJsonTree } from "./located-tree.js";
import type { JsonPath } from "./pointer.js";
import { closingQuote } from "./string-end.js";

export interface JsonSyntaxError {
  message: string;
  offset: number;
  length: number;
}

export interface DuplicateKey {
  /** Path of the object holding the key twice, plus the key. */
  path: JsonPath;
  /** Offset and length of the later (repeated) key. */
  offset: number;
  length: number;
  firstOffset: number;
}

export interface JsonDoc {
  file: string;
  text: string;
  root: Node | undefined;
  /** The parsed value; undefined when the text has a syntax error. */
  value: unknown;
  syntaxErrors: JsonSyntaxError[];
  duplicates: DuplicateKey[];
}

const messages: Record<string, string> = {
  InvalidSymbol: "unexpected character",
  InvalidNumberFormat: "invalid number",
  PropertyNameExpected: "a property name in double quotes expected",
  ValueExpected: "a value expected",
  ColonExpected: "':' expected",
  CommaExpected: "',' expected",
  CloseBraceExpected: "'}' expected",
  CloseBracketExpected: "']' expected",
  EndOfFileExpected: "end of file expected after the value",
  InvalidCommentToken: "comments are not allowed in JSON",
  UnexpectedEndOfComment: "comments are not allowed in JSON",
  UnexpectedEndOfString: "unterminated string",
  UnexpectedEndOfNumber: "unterminated number",
  InvalidUnicode: "invalid \\u escape",
  InvalidEscapeCharacter: "invalid escape character in string",
  InvalidCharacter: "invalid character in string (control characters must be escaped)",
};

/**
 * Nesting deeper than this is a syntax error, found by a flat scan before any parser recurses into it: the tree
 * parser and the walks over values recurse per level, and a few thousand levels would overflow the stack.
 * RFC 8259 section 9 lets a parser limit the depth; packs nest a handful of levels (docs/decisions.md).
 */
export const maxJsonDepth = 128;

/**
 * One pass over the text outside strings: the offset of the bracket that opens level maxJsonDepth + 1 (or
 * -1), the keys written (a string followed by a colon is a key in valid JSON), and where each `{` or `[`
 * closes, for the located tree to skip containers at once.
 */
function scanStructure(text: string, maxDepth: number): { deepAt: number; keys: number; brackets: BracketIndex } {
  let depth = 0;
  let keys = 0;
  const brackets = new BracketIndex();
  const open: number[] = [];
  // The engine jumps to the next quote or bracket (padding and numbers are skipped natively), and a
  // string's end is found with indexOf: a JS loop over every unit of 2 MiB cost more than JSON.parse.
  // test() rather than exec(): no match array a bracket (a 1 MiB file has hundreds of thousands).
  const structural = /["[\]{}]/g;
  while (structural.test(text)) {
    const i = structural.lastIndex - 1;
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      const close = closingQuote(text, i);
      const end = close === -1 ? text.length : close;
      let j = end + 1;
      while (j < text.length && isJsonSpace(text.charCodeAt(j))) j++;
      if (text.charCodeAt(j) === 0x3a) keys++;
      structural.lastIndex = end + 1;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) return { deepAt: i, keys, brackets };
      open.push(brackets.open(i));
    } else {
      depth--;
      brackets.close(open.pop() ?? 0, i);
    }
  }
  return { deepAt: -1, keys, brackets };
}

const isJsonSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

function describe(error: ParseError): string {
  const name = printParseErrorCode(error.error);
  return messages[name] ?? name;
}

function keysInValue(value: unknown): number {
  if (typeof value !== "object" || value === null) return 0;
  let n = 0;
  if (Array.isArray(value)) {
    for (const v of value) n += keysInValue(v);
    return n;
  }
  // for…in: no array of values a level. JSON.parse makes own data properties only (`__proto__` too).
  for (const key in value) n += 1 + keysInValue((value as Record<string, unknown>)[key]);
  return n;
}

function strictTree(text: string, errors: ParseError[]): Node | undefined {
  return parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
}

/**
 * Parse strict JSON. The fast path is the native JSON.parse; the located tree (for ranges) is built
 * only when something asks for it: a finding to place, a fix to make, or a syntax error or repeated
 * key to report (JSON.parse keeps the last of repeated keys silently, so keys are counted). `maxDepth` is
 * maxJsonDepth for pack files; an OpenAPI document may nest 256 levels (DECISIONS 14).
 */
export function parseJson(file: string, text: string, maxDepth = maxJsonDepth): JsonDoc {
  const { deepAt: deep, keys, brackets } = scanStructure(text, maxDepth);
  if (deep !== -1) {
    const message = `nested more than ${maxDepth} levels deep (arrays and objects inside each other)`;
    return {
      file,
      text,
      root: undefined,
      value: undefined,
      syntaxErrors: [{ message, offset: deep, length: 1 }],
      duplicates: [],
    };
  }
  let value: unknown;
  let parsed = false;
  try {
    value = JSON.parse(text);
    parsed = true;
  } catch {
    // Reported below with positions from the tree.
  }
  if (parsed && keys === keysInValue(value)) {
    let root: Node | undefined;
    let built = false;
    return {
      file,
      text,
      get root() {
        if (!built) {
          root = validJsonTree(text, brackets);
          built = true;
        }
        return root;
      },
      value,
      syntaxErrors: [],
      duplicates: [],
    };
  }
  const errors: ParseError[] = [];
  const root = strictTree(text, errors);
  const syntaxErrors = errors.map((e) => ({ message: describe(e), offset: e.offset, length: e.length }));
  if (text.trim() === "" && syntaxErrors.length === 0) {
    syntaxErrors.push({ message: "the file is empty; a JSON object expected", offset: 0, length: 0 });
  }
  if (!parsed && syntaxErrors.length === 0) {
    syntaxErrors.push({ message: "not valid JSON", offset: 0, length: 0 });
  }
  const duplicates: DuplicateKey[] = [];
  if (root) collectDuplicates(root, [], duplicates);
  return { file, text, root, value: syntaxErrors.length === 0 ? value : undefined, syntaxErrors, duplicates };
}
function collectDuplicates(node: Node, path: (string | number)[], out: DuplicateKey[]): void {
  if (node.type === "object") {
    const seen = new Map<string, number>();
    for (const prop of node.children ?? []) {
      const keyNode = prop.children?.[0];
      const valueNode = prop.children?.[1];
      if (!keyNode || typeof keyNode.value !== "string") continue;
      const key = keyNode.value;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, keyNode.offset);
      else out.push({ path: [...path, key], offset: keyNode.offset, length: keyNode.length, firstOffset: first });
      if (valueNode) collectDuplicates(valueNode, [...path, key], out);
    }
  } else if (node.type === "array") {
    (node.children ?? []).forEach((child, i) => {
      collectDuplicates(child, [...path, i], out);
    });
  }
}
