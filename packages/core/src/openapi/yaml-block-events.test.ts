// blockEvents: the plain block YAML it reads gives js-yaml's events exactly; everything else is left to js-yaml.
import { join } from "node:path";
import { type Event, parseEvents } from "js-yaml";
import { describe, expect, it } from "vitest";
import { readFolderFiles, repoRoot } from "../testing/spec-example.js";
import { blockEvents } from "./yaml-block-events.js";

/** js-yaml's events, or undefined when it refuses the text. */
function jsYaml(text: string): Event[] | undefined {
  try {
    return parseEvents(text, {});
  } catch {
    return undefined;
  }
}

/** Every YAML file of the public OpenAPI examples the CLI's tests use, and of the spec's examples. */
const corpus = Object.entries({
  ...readFolderFiles(join(repoRoot, "packages/cli/test-fixtures/openapi")),
  ...Object.fromEntries(
    Object.entries(readFolderFiles(join(repoRoot, "spec/examples"))).map(([path, text]) => [`spec/${path}`, text]),
  ),
}).filter(([path]) => /\.ya?ml$/.test(path));

// Each text is read here with js-yaml's events (true) or left to js-yaml (false).
const table: [string, string, boolean][] = [
  ["block mappings and sequences", "a: 1\nb:\n  - x y  # c\n  - k: v\n    l: w\nc: d\n", true],
  ["a sequence at its key's indentation", "a:\n- 1\n- 2\nb: 3\n", true],
  ["empty values", "a:\nb:\n  -\n  - x\nc:\n", true],
  ["quoted scalars and keys", "\"a b\": 'it''s'\nc: \"q\\\"\\u00e9\"\n'd': e\n", true],
  ["flow collections on one line", "a: {k: v, l: [1, 2, 'x'], m: {}}\nb: []\n", true],
  [
    "literal and folded scalars",
    "a: |\n  one\n    two\n\n  three\nb: >-\n  folded\n  text\n\nc: |+\n  keep\n\nd: x\n",
    true,
  ],
  ["plain scalars over lines", "a: one\n  two\n\n  three\nb: c\n", true],
  ["a quoted scalar over lines", "a: \"one\n  two\"\nb: 'x\n\n  y'\n", true],
  ["comments everywhere", "# top\na: 1 # one\n  # indented\nb:\n  # before\n  c: 2\n", true],
  ["an anchor and an alias", "a: &x 1\nb: *x\n", false],
  ["a tag", "a: !!str 1\n", false],
  ["a second document", "a: 1\n---\nb: 2\n", false],
  ["a document start", "---\na: 1\n", false],
  ["a tab", "a:\t1\n", false],
  ["a carriage return", "a: 1\r\nb: 2\r\n", false],
  ["an explicit key", "? a\n: 1\n", false],
  ["a flow collection over lines", "a: {\n  b: 1 }\n", false],
  ["a trailing comma", "a: [1, 2, ]\n", false],
  ["an unknown escape", 'a: "\\d"\n', false],
  ["a block scalar with an indentation indicator", "a: |2\n    x\n", false],
  ["a sequence as the root", "- a\n- b\n", false],
  ["a bad indentation", "a:\n    b: 1\n  c: 2\n", false],
  ["a value that is a mapping on its line", "a: b: c\n", false],
  ["a mapping value after a scalar", "a: b\n  c: d\n", false],
  ["an empty text", "# only a comment\n", false],
  ["a last line of spaces alone", "a: |\n  one\n ", false],
];

describe("blockEvents", () => {
  it.each(table)("%s", (_name, text, answered) => {
    const events = blockEvents(text);
    if (answered) expect(events).toEqual(jsYaml(text));
    else expect(events).toBeUndefined();
  });

  it("gives js-yaml's events for every example document it reads, and reads most of them", () => {
    let read = 0;
    for (const [path, text] of corpus) {
      const events = blockEvents(text);
      if (!events) continue;
      read++;
      expect({ path, events }).toEqual({ path, events: jsYaml(text) });
    }
    expect(corpus.length).toBeGreaterThan(50);
    // 45 of 62 when written; the rest have `---`, `?` keys or escapes js-yaml is left to judge.
    expect(read).toBeGreaterThanOrEqual(40);
  });

  it("never answers otherwise than js-yaml on 3,000 mutations of the examples (sized by count)", () => {
    let seed = 27;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const alphabet = [
      ..." \n-:#'\"{}[],|>&*!?%@`\\a1.+",
      "  ",
      "- ",
      ": ",
      " #",
      "\n  ",
      "\n- ",
      "|\n",
      ">-\n",
      '"\n',
      "'\n",
    ];
    const small = corpus.map(([, text]) => text).filter((text) => text.length < 20_000);
    let answered = 0;
    for (let n = 0; n < 3000; n++) {
      let text = small[random(small.length)] as string;
      for (let edits = 1 + random(3); edits > 0; edits--) {
        const at = random(text.length + 1);
        const what = random(3);
        const piece = alphabet[random(alphabet.length)] as string;
        if (what === 0) text = text.slice(0, at) + piece + text.slice(at);
        else if (what === 1) text = text.slice(0, at) + text.slice(at + 1 + random(3));
        else text = text.slice(0, at) + piece + text.slice(at + piece.length);
      }
      const events = blockEvents(text);
      if (!events) continue;
      answered++;
      const expected = jsYaml(text);
      if (JSON.stringify(events) !== JSON.stringify(expected)) expect({ text, events }).toEqual({ text, expected });
    }
    // Mutations that still read keep the comparison meaningful.
    expect(answered).toBeGreaterThan(500);
  });
});
