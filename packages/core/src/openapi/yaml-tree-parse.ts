// Parsing a YAML document with the `yaml` package into its node tree, nesting bounded before anything recurses:
// the reading of a text js-yaml refuses (yaml-events.ts), for its leniency and its messages.
import { Composer, type CST, Lexer, type ParsedNode, Parser } from "yaml";
import { type DocumentProblem, documentLimits } from "./document-limits.js";

export interface ParsedYaml {
  /** The document's root node; undefined when the text is refused (then `problems` says why). */
  root: ParsedNode | undefined;
  problems: DocumentProblem[];
}

/** Parser and composer problems kept: the first of a broken text says the most; the rest are its echoes. */
const maxSyntaxProblems = 10;

/**
 * The composer recurses once a level, so the parser's stack (one entry a collection open at the current
 * token, plus the document) is bounded while tokens arrive, before any tree is built: 10,000 `[`s or
 * indentation steps would otherwise overflow the call stack, and the parser's per-level work is slow.
 */
function tokensWithin(text: string): { tokens: CST.Token[]; deepAt?: number } {
  const lexer = new Lexer();
  const parser = new Parser();
  const tokens: CST.Token[] = [];
  const limit = documentLimits.maxDepth + 1;
  for (const lexeme of lexer.lex(text)) {
    for (const token of parser.next(lexeme)) tokens.push(token);
    if (parser.stack.length > limit) return { tokens, deepAt: Math.min(parser.offset, text.length) };
  }
  for (const token of parser.end()) tokens.push(token);
  return { tokens };
}

const span = (pos: readonly [number, number] | undefined, text: string) => {
  const offset = Math.min(pos?.[0] ?? 0, text.length);
  return { offset, length: Math.max(0, Math.min(pos?.[1] ?? offset, text.length) - offset) };
};

/** A composer message as a clause: yaml's messages start with a capital and may end with a period. */
const clause = (message: string) => message.replace(/\.$/, "").replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase());

/**
 * Parse `text` as one YAML 1.2 document (core schema). Duplicate keys are left to the reader of the tree:
 * the composer compares each key with every earlier key of its mapping, quadratic in a mapping's size.
 */
export function parseYaml(text: string): ParsedYaml {
  const { tokens, deepAt } = tokensWithin(text);
  if (deepAt !== undefined) {
    const message = `the document nests more than ${documentLimits.maxDepth} levels deep (mappings and sequences inside each other)`;
    return { root: undefined, problems: [{ offset: deepAt, length: 1, message }] };
  }
  const composer = new Composer({ uniqueKeys: false, version: "1.2", schema: "core", strict: true });
  const docs = [...composer.compose(tokens, true, text.length)];
  const problems: DocumentProblem[] = [];
  const [doc, second] = docs;
  for (const error of doc?.errors ?? []) {
    if (problems.length === maxSyntaxProblems) break;
    problems.push({ ...span(error.pos, text), message: `YAML: ${clause(error.message)}` });
  }
  if (second) {
    const at = second.range[0];
    problems.push({
      offset: at,
      length: 3,
      message:
        "the file holds more than one YAML document (a `---` line starts another): keep the OpenAPI document alone",
    });
  }
  if (problems.length > 0 || !doc) return { root: undefined, problems };
  const root = doc.contents ?? undefined;
  if (!root) return { root: undefined, problems: [{ offset: 0, length: 0, message: "the document is empty" }] };
  return { root, problems };
}
