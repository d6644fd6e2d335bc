// Argument values a program may read as options (DECISIONS.md 7, LINT.md M027's case): a value starting with `-`
// that fills a token where the program still parses options. The card flags them.
import type { JsonRecord } from "../pack/json-value.js";
import { fillTemplate, placeholderNames, solePlaceholder } from "../pack/placeholders.js";
import { argvValue } from "../projection/fill-argv.js";

/** A flag that takes the next token as its value (`--to`, `-o`): the placeholder after it is that value. */
function awaitsValue(token: string | undefined): boolean {
  return (
    token?.startsWith("-") === true &&
    token !== "-" &&
    token !== "--" &&
    !token.includes("=") &&
    placeholderNames(token).length === 0
  );
}

/**
 * The indexes of `tokens` (a command's tokens after the program) that an option parser reads while it still parses
 * options, where a text starting with `-` is taken as an option: before any `--`, not a token the pack writes with a
 * leading `-` itself (its own option, `--to={{x}}`), and not the value of a flag before it that awaits one
 * (`--to {{x}}`). LINT.md M027 and the card (DECISIONS.md 7) ask here, and nowhere else: the card flags a value
 * wherever M027 warns about its token.
 */
export function optionReadPositions(tokens: readonly string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    if (token === "--") break; // every later token is an operand
    if (token.startsWith("-") || (i > 0 && awaitsValue(tokens[i - 1]))) continue;
    out.push(i);
  }
  return out;
}

export interface OptionValue {
  /** The argument whose value begins the token. */
  name: string;
  /** The token as the program receives it. */
  token: string;
}

/**
 * The filled tokens of `tokens` (a command's `cli` after the program, or the wrap template) that begin with `-`
 * only because of an argument's value, where an option parser still reads options: before any `--`, and not the
 * value of a flag such as `--to`. A token the pack writes with a leading `-` (`--to={{x}}`) is the pack's own
 * option; a lone `-` is read as an operand by option parsers. With `verbKey`, `{{verb}}` is the template's command.
 */
export function optionValues(tokens: readonly string[], values: JsonRecord, verbKey?: string): OptionValue[] {
  const out: OptionValue[] = [];
  for (const i of optionReadPositions(tokens)) {
    const template = tokens[i] as string;
    if (verbKey !== undefined && solePlaceholder(template) === "verb") continue;
    const names = placeholderNames(template).filter((n) => !(verbKey !== undefined && n === "verb"));
    if (names.length === 0 || names.some((n) => values[n] === undefined || values[n] === null)) continue;
    const value = (n: string) => (verbKey !== undefined && n === "verb" ? verbKey : argvValue(values[n]));
    const token = fillTemplate(template, value);
    if (!token.startsWith("-") || token === "-") continue;
    // The template starts with a placeholder (it does not start with `-`): the first non-empty value leads.
    out.push({ name: names.find((n) => value(n) !== "") ?? (names[0] as string), token });
  }
  return out;
}
