// Parsing a subcommand's arguments: positionals, --name value / --name=value options, -- and the rest.
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

export function parseArgs(command: string, argv: readonly string[], spec: OptionSpec): ParsedArgs {
  const out: ParsedArgs = { positionals: [], options: {}, flags: new Set(), rest: undefined };
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i] as string;
    if (word === "--") {
      out.rest = argv.slice(i + 1);
      break;
    }
    if (word === "-h" || word === "--help") {
      out.flags.add("help");
      continue;
    }
    if (word.startsWith("--")) {
      const eq = word.indexOf("=");
      const name = eq === -1 ? word.slice(2) : word.slice(2, eq);
      if (spec.flags.includes(name)) {
        if (eq !== -1) throw new UsageError(`--${name} takes no value. See: packstudio ${command} --help`);
        out.flags.add(name);
      } else if (spec.values.includes(name)) {
        const value = eq === -1 ? argv[++i] : word.slice(eq + 1);
        if (value === undefined) throw new UsageError(`--${name} needs a value. See: packstudio ${command} --help`);
        out.options[name] = value;
      } else {
        throw new UsageError(
          `Unknown option "--${name}" for "packstudio ${command}". See: packstudio ${command} --help`,
        );
      }
      continue;
    }
    out.positionals.push(word);
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
