// Strict JSON (RFC 8259) parsing into a located tree: syntax errors and duplicate keys with offsets.
import { type Node, type ParseError, getNodeValue, parseTree, printParseErrorCode } from "jsonc-parser";
import type { JsonPath } from "./pointer.js";

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

function describe(error: ParseError): string {
  const name = printParseErrorCode(error.error);
  return messages[name] ?? name;
}

export function parseJson(file: string, text: string): JsonDoc {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  const syntaxErrors = errors.map((e) => ({ message: describe(e), offset: e.offset, length: e.length }));
  if (text.trim() === "" && syntaxErrors.length === 0) {
    syntaxErrors.push({ message: "the file is empty; a JSON object expected", offset: 0, length: 0 });
  }
  const duplicates: DuplicateKey[] = [];
  if (root) collectDuplicates(root, [], duplicates);
  let value: unknown;
  if (syntaxErrors.length === 0 && root) value = getNodeValue(root);
  return { file, text, root, value, syntaxErrors, duplicates };
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
    (node.children ?? []).forEach((child, i) => collectDuplicates(child, [...path, i], out));
  }
}
