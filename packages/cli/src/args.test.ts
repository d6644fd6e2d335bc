// The subcommand argument reader (util.parseArgs underneath): what each word becomes, and each mistake's words.
import { describe, expect, it } from "vitest";
import { parseArgs } from "./args.js";

const spec = { values: ["format", "args"], flags: ["approve"] };
const read = (...argv: string[]) => parseArgs("run", argv, spec);

describe("parseArgs", () => {
  it.each([
    [
      "positionals and a value",
      ["dir", "verb", "--format", "json"],
      { positionals: ["dir", "verb"], options: { format: "json" } },
    ],
    ["--name=value", ["--format=json"], { options: { format: "json" } }],
    ["a value that starts with a dash", ["--args", "-1"], { options: { args: "-1" } }],
    ["an empty value", ["--args="], { options: { args: "" } }],
    ["the last of a repeated option", ["--format", "text", "--format", "json"], { options: { format: "json" } }],
    ["a word with one dash stays a positional", ["-1", "-abc", "-"], { positionals: ["-1", "-abc", "-"] }],
    [
      "-- keeps the rest untouched",
      ["d", "--", "ledger", "--amount", "2", "--"],
      { positionals: ["d"], rest: ["ledger", "--amount", "2", "--"] },
    ],
    ["-- after an option's value", ["--format", "--", "x"], { options: { format: "--" }, positionals: ["x"] }],
  ])("%s", (_, argv, expected) => {
    const got = read(...argv);
    expect(got).toMatchObject({ positionals: [], options: {}, rest: undefined, ...expected });
  });

  it("reads flags and help", () => {
    expect([...read("--approve", "-h").flags].sort()).toEqual(["approve", "help"]);
    expect([...read("--help").flags]).toEqual(["help"]);
  });

  it.each([
    ["an unknown option", ["--colour"], 'Unknown option "--colour" for "packstudio run". See: packstudio run --help'],
    ["a flag given a value", ["--approve=yes"], "--approve takes no value. See: packstudio run --help"],
    ["a value option last", ["--format"], "--format needs a value. See: packstudio run --help"],
    ["--help given a value", ["--help=1"], 'Unknown option "--help" for "packstudio run". See: packstudio run --help'],
  ])("says %s", (_, argv, message) => {
    expect(() => read(...argv)).toThrow(message);
  });
});
