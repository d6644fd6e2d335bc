// S005 (warning): a command line HARNESS.md shows that the CLI-face reader (DECISIONS 5) refuses (LINT.md S005).
import { isRecord } from "../../pack/json-value.js";
import { HARNESS, packLimits } from "../../pack/pack-files.js";
import type { SurfaceView } from "../../pack/surface-view.js";
import { effectiveArgsSchema, firstExample } from "../../projection/args-schema.js";
import { matchVerb, parseTokens } from "../../reader/read-tokens.js";
import { tokenizeCommandLine } from "../../reader/tokenize.js";
import { type CodeText, harnessCode } from "../harness-code.js";
import { harnessArgumentWords } from "../harness-line.js";
import type { Rule } from "../types.js";

/** Lines of a code block a shell reads as one command: the next line goes on while a quote is open or a line ends in `\\`. */
const maxContinued = 50;

/** The command starting at codes[k]: a span, or a code-block line with the lines it goes on to (`more` of them). */
function commandAt(codes: CodeText[], k: number, cliBin: string): CodeText & { more: number } {
  const first = codes[k] as CodeText;
  if (first.block === undefined || !first.text.trimStart().startsWith(cliBin)) return { ...first, more: 0 };
  let text = first.text;
  let more = 0;
  for (;;) {
    const next = codes[k + more + 1];
    const continued = /(^|[^\\])(\\\\)*\\$/.test(text);
    const open = !continued && !tokenizeCommandLine(text).ok;
    if ((!continued && !open) || next?.block !== first.block || more >= maxContinued) break;
    text = continued ? `${text.slice(0, -1)}${next.text}` : `${text}\n${next.text}`;
    more++;
  }
  const last = codes[k + more] as CodeText;
  return { text, offset: first.offset, length: last.offset + last.length - first.offset, more };
}

/** `[` and `]` around optional words, dropped before reading (LINT.md S005). */
const brackets = /(^|\s)\[+|\]+(?=\s|$)/g;

/** The line without a POSIX comment: an unquoted `#` that starts a word ends the line. */
function withoutComment(line: string): string {
  if (!line.includes("#")) return line;
  let quote = "";
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote !== "") {
      if (c === quote) quote = "";
      else if (c === "\\" && quote === '"') i++;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === "\\") i++;
    else if (c === "#" && (i === 0 || /\s/.test(line[i - 1] as string))) return line.slice(0, i);
  }
  return line;
}

/** One value of argument `name` as a word: its first example, else its first enum value, else `x`. */
function valueWord(schema: unknown): string {
  const value = firstExample(schema);
  if (value === undefined) return "x";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** A word the reader fills: `<name>` or `--flag=<name>`. */
const placeholderWord = /^(--[^=\s]+=)?<([^<>\s]+)>$/;

/** The words the reader gets for a shown line (`<name>` and `--flag=<name>` filled), and what was filled. */
function filled(surface: SurfaceView, words: string[]): { words: string[]; read: string[] } {
  // Only a word ending in `>` can be filled: a line without one is read as it is (no copy, no closure).
  let first = 0;
  while (first < words.length && !(words[first] as string).endsWith(">")) first++;
  if (first === words.length) return { words, read: [] };
  const match = matchVerb(surface, words, 1);
  if (!match) return { words, read: [] };
  const schema = effectiveArgsSchema(surface, match.verb);
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const read: string[] = [];
  const out = words.slice();
  for (let i = first; i < words.length; i++) {
    const word = words[i] as string;
    const m = word.endsWith(">") ? placeholderWord.exec(word) : null;
    if (m === null) continue;
    const name = m[2] as string;
    const value = valueWord(Object.hasOwn(properties, name) ? properties[name] : undefined);
    read.push(`<${name}> as "${value}"`);
    out[i] = (m[1] ?? "") + value;
  }
  return { words: out, read };
}

/** Why the reader refuses `line`, or undefined when it reads it (or it is no line of this CLI). */
function refusal(
  surface: SurfaceView,
  cliBin: string,
  segments: Set<string>,
  line: string,
  overCap: boolean,
): string | undefined {
  const uncommented = withoutComment(line);
  const source = /[[\]]/.test(uncommented) ? uncommented.replace(brackets, "$1") : uncommented;
  const tokens = tokenizeCommandLine(source);
  if (!tokens.ok) {
    const words = source.trim().split(/\s+/);
    return words[0] === cliBin && segments.has(words[1] ?? "") ? `${tokens.message}.` : undefined;
  }
  const words = tokens.tokens;
  if (words[0] !== cliBin || !segments.has(words[1] ?? "")) return undefined;
  const given = filled(surface, words);
  const result = parseTokens(surface, given.words);
  // An args schema no one can use is X001's: every line of that command would say so again.
  if (result.ok || result.error.code === "pack_invalid") return undefined;
  // Past the command cap lint keeps only the first commands (P007): an unknown one may be one it dropped.
  if (overCap && result.error.code === "unknown_command") return undefined;
  return given.read.length > 0 ? `${result.error.message} It read ${given.read.join(", ")}.` : result.error.message;
}

export const rule: Rule = {
  code: "S005",
  check(ctx, report) {
    const surface = ctx.surface;
    const text = ctx.harness;
    const cliBin = surface?.cliBin;
    if (!surface || text === undefined || cliBin === undefined || cliBin === "") return;
    const segments = new Set(surface.verbs.flatMap((v) => v.key.split(".")));
    const overCap = ctx.commandCount > packLimits.maxCommands;
    // A skill shows the same line again and again: read each once.
    const answers = new Map<string, string | undefined>();
    const codes = harnessCode(text);
    for (let k = 0; k < codes.length; k++) {
      // A span is its own command (read as it is, not copied): only a code-block line may go on to the next.
      let code = codes[k] as CodeText;
      if (code.block !== undefined) {
        const joined = commandAt(codes, k, cliBin);
        k += joined.more;
        code = joined;
      }
      // Cheap first: most spans are no line of this CLI at all.
      if (!code.text.trimStart().startsWith(cliBin)) continue;
      if (!answers.has(code.text)) answers.set(code.text, refusal(surface, cliBin, segments, code.text, overCap));
      const why = answers.get(code.text);
      if (why === undefined) continue;
      const verb = matchVerb(surface, code.text.trim().split(/\s+/).slice(1))?.verb;
      const form = verb && [cliBin, ...verb.key.split("."), ...harnessArgumentWords(surface, verb)].join(" ");
      report({
        file: HARNESS,
        span: { offset: code.offset, length: code.length },
        message: `${HARNESS} shows "${code.text.trim().replace(/\s*\n\s*/g, " ")}", which the CLI refuses: ${why}${form ? ` Show it as "${form}".` : ""}`,
      });
    }
  },
};
