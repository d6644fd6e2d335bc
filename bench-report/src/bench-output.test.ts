// Reading the JSON a bench printed after npm's own lines and its human output.
import { describe, expect, it } from "vitest";
import { printedJson } from "./bench-output";

const npmHeader = "\n> @packstudio/studio@0.1.0 bench:bundle\n> tsx bench/bundle-size.ts --json /tmp/x.json\n\n";

describe("printedJson", () => {
  it.each([
    [
      "npm's header, then pretty JSON",
      `${npmHeader}{\n  "a": {\n    "b": 1\n  }\n}\n`,
      '{\n  "a": {\n    "b": 1\n  }\n}',
    ],
    ["JSON alone on one line", '{"a":1}', '{"a":1}'],
    ["a brace line in the human output before the JSON", `${npmHeader}{ not json\n{"a":2}\n`, '{"a":2}'],
    ["the JSON, then trailing lines", `${npmHeader}{"a":3}\nsomething after\n`, undefined],
    ["no JSON at all", `${npmHeader}editor without Monaco: 287.3 kB\n`, undefined],
    ["nothing", "", undefined],
    ["a broken brace on the first line", "\n{ not json\n{ nor this", undefined],
    ["a brace first, the JSON after", '{ not json\n{"a":4}', '{"a":4}'],
  ])("%s", (_, stdout, expected) => {
    expect(printedJson(stdout)).toBe(expected);
  });
});
