// A subcommand's arguments read by Node's util.parseArgs (positionals, --name value / --name=value, -h, `--` and the
// rest), each mistake said in packstudio's words with the command's help to read.
import { parseArgs as nodeParseArgs } from "node:util";
import { UsageError } from "./io.js";

export interface OptionSpec {
  /** Options taking a value. */
  values: string[];
  /** Options that are flags. */
  flags: string[];
}

export interface ParsedArgs {
  positionals: string[];
  options: Record<string, string>;
  flags: Set<string>;
  /** Words after `--`, untouched. */
  rest: string[] | undefined;
}

type NodeOptions = Record<string, { type: "string" | "boolean"; short?: string }>;

/**
 * `argv` against `spec`. util.parseArgs splits the words (strict off, so that every mistake comes back as a token
 * and is said here, naming the command); a word after an option that takes a value is that value, even one
 * starting with a dash, as before.
 */
export function parseArgs(command: string, argv: readonly string[], spec: OptionSpec): ParsedArgs {
  const see = `See: packstudio ${command} --help`;
  const options: NodeOptions = { help: { type: "boolean", short: "h" } };
  for (const name of spec.flags) options[name] = { type: "boolean" };
  for (const name of spec.values) options[name] = { type: "string" };
  const words = [...argv];
  const out: ParsedArgs = { positionals: [], options: {}, flags: new Set(), rest: undefined };
  // A value option's next word is its value whatever it looks like (util.parseArgs would read `--args -1` as two
  // options): joined as --name=value before the split.
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (word === "--") break;
    if (spec.values.includes(word.slice(2)) && word.startsWith("--") && i + 1 < words.length) {
      words.splice(i, 2, `${word}=${words[i + 1]}`);
    }
  }
  const { tokens } = nodeParseArgs({ args: words, options, strict: false, allowPositionals: true, tokens: true });
  const shortWords = new Set<number>();
  for (const token of tokens) {
    if (token.kind === "option-terminator") {
      out.rest = words.slice(token.index + 1);
      break;
    }
    if (token.kind === "positional") {
      out.positionals.push(token.value);
      continue;
    }
    const { name, rawName, value } = token;
    if (name === "help" && (rawName === "-h" || rawName === "--help") && value === undefined) {
      out.flags.add("help");
    } else if (!rawName.startsWith("--")) {
      // A word with one dash (`-1`, `-abc`: one token a letter) other than -h: there are no short options, so it
      // stays the positional it was.
      if (!shortWords.has(token.index)) out.positionals.push(words[token.index] as string);
      shortWords.add(token.index);
    } else if (spec.flags.includes(name)) {
      if (value !== undefined) throw new UsageError(`--${name} takes no value. ${see}`);
      out.flags.add(name);
    } else if (spec.values.includes(name)) {
      if (value === undefined) throw new UsageError(`--${name} needs a value. ${see}`);
      out.options[name] = value;
    } else {
      throw new UsageError(`Unknown option "--${name}" for "packstudio ${command}". ${see}`);
    }
  }
  return out;
}

export type Format = "text" | "json";

/** "a", "b" or "c": the allowed values as an error message lists them. */
function either(values: readonly string[]): string {
  const quoted = values.map((v) => `"${v}"`);
  return quoted.length < 2 ? quoted.join("") : `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}`;
}

/** The value of option `--name`, one of `allowed`, or `fallback` when it is not given. */
export function choiceOption<T extends string>(
  command: string,
  args: ParsedArgs,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = args.options[name] ?? fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new UsageError(`--${name} must be ${either(allowed)}, not "${value}". See: packstudio ${command} --help`);
  }
  return value as T;
}

export function formatOption(command: string, args: ParsedArgs, fallback: Format = "text"): Format {
  return choiceOption(command, args, "format", ["text", "json"], fallback);
}
