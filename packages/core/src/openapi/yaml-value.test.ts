// The YAML reader on js-yaml's events (DECISIONS 14): YAML 1.2 core values, places, bounds, merges, keys.
import { describe, expect, it } from "vitest";
import { specExample } from "../testing/spec-example.js";
import { documentLimits } from "./document-limits.js";
import { maxLenientChars, type ReadText, readYamlText, readYamlTree, readYamlWhole } from "./document-text.js";
import { blockEvents } from "./yaml-block-events.js";
import { streamedYamlValue, type YamlValue, yamlValue } from "./yaml-value.js";

const read = (text: string): ReadText => readYamlText(text);
const readValue = (text: string) => read(text).value as Record<string, unknown>;
const messages = (text: string) => read(text).problems.map((p) => p.message);

/** The text a located path covers. */
function textAt(text: string, path: (string | number)[], anchor?: "key" | "value"): string | undefined {
  const span = read(text).locate(path, anchor);
  return span && text.slice(span.offset, span.offset + span.length);
}

describe("values: the YAML 1.2 core schema, as the yaml package read it", () => {
  it.each([
    ["~", null],
    ["null", null],
    ["NULL", null],
    ["", null],
    ["nULL", "nULL"],
    ["true", true],
    ["False", false],
    ["yes", "yes"], // YAML 1.1's booleans are words in 1.2
    ["no", "no"],
    ["on", "on"],
    ["12", 12],
    ["-12", -12],
    ["014", 14], // no octal by a leading 0 in 1.2
    ["0o14", 12],
    ["0x1F", 31],
    ["1e3", 1000],
    ["-1.5", -1.5],
    [".inf", Number.POSITIVE_INFINITY],
    ["-.Inf", Number.NEGATIVE_INFINITY],
    ["1_000", "1_000"],
    ["0b101", "0b101"],
    ["2001-12-14", "2001-12-14"],
    ["3.1.0", "3.1.0"],
    ["'12'", "12"],
    ['"true"', "true"],
    ["!!str 12", "12"],
    ["!!int '12'", 12],
    ["!custom text", "text"],
  ])("%s reads as %j", (written, value) => {
    expect(readValue(`v: ${written}\n`).v).toEqual(value);
  });

  it("keys are strings as yaml made them: numbers and booleans as their text, null as empty", () => {
    expect(readValue("200: a\ntrue: b\n~: c\n0x10: d\n")).toEqual({ "200": "a", true: "b", "": "c", "16": "d" });
  });

  it("block and quoted scalars: chomping, folding, escapes", () => {
    const text = "a: |\n  x\n  y\n\nb: >-\n  folded\n  text\nc: |+\n  kept\n\nd: \"t\\tu\\u00e9\"\ne: 'it''s'\n";
    expect(readValue(text)).toEqual({ a: "x\ny\n", b: "folded text", c: "kept\n\n", d: "t\tué", e: "it's" });
  });
});

describe("places", () => {
  const text = [
    "openapi: 3.1.0",
    "info:",
    "  description: |",
    "    Line one.",
    "    Line two.",
    "  title: 'Quoted'",
    "  empty:",
    "tags: [a, {name: b} ]",
    "x: {a: 1, b: [2, 3]   }",
    "list:",
    "  - one",
    "  -",
    "",
  ].join("\n");

  it("a block scalar from its indicator, a quoted one with its quotes, an empty value just past its colon", () => {
    expect(textAt(text, ["info", "description"])).toBe("|\n    Line one.\n    Line two.\n");
    expect(textAt(text, ["info", "title"])).toBe("'Quoted'");
    const empty = read(text).locate(["info", "empty"]);
    expect(empty).toEqual({ offset: text.indexOf("empty:") + "empty:".length, length: 0 });
    expect(textAt(text, ["list", 1])).toBe("");
  });

  it("flow collections to their closing bracket; their items and keys", () => {
    expect(textAt(text, ["tags"])).toBe("[a, {name: b} ]");
    expect(textAt(text, ["tags", 1])).toBe("{name: b}");
    expect(textAt(text, ["x"])).toBe("{a: 1, b: [2, 3]   }");
    expect(textAt(text, ["x", "b", 1])).toBe("3");
    expect(textAt(text, ["x", "b"], "key")).toBe("b");
  });

  it("a block mapping or sequence to the end of its last line", () => {
    expect(textAt(text, ["list"])).toBe("- one\n  -");
    expect(textAt(text, ["info"])).toBe("description: |\n    Line one.\n    Line two.\n  title: 'Quoted'\n  empty:");
  });
});

describe("bounds: nesting", () => {
  const constructs: Record<string, (n: number) => string> = {
    "flow sequences": (n) => `${"[".repeat(n)}1${"]".repeat(n)}`,
    "flow mappings": (n) => `${"{a: ".repeat(n)}1${"}".repeat(n)}`,
    "flow pairs": (n) => `${"[a: ".repeat(n)}1${"]".repeat(n)}`,
    "block mappings": (n) => Array.from({ length: n }, (_, i) => `${" ".repeat(i)}a:`).join("\n") + ` 1\n`,
    "block sequences": (n) => `${"- ".repeat(n)}x\n`,
    "anchored sequences": (n) => `${"&a [".repeat(n)}1${"]".repeat(n)}`,
  };
  /** Collections inside each other in a read value. */
  const depth = (value: unknown): number => {
    let levels = 0;
    let node = value;
    while (typeof node === "object" && node !== null) {
      levels++;
      node = Array.isArray(node) ? node[0] : Object.values(node)[0];
    }
    return levels;
  };

  it.each(Object.keys(constructs))("%s: 256 levels read, and the 257th is refused", (name) => {
    const make = constructs[name] as (n: number) => string;
    let n = 1;
    while (depth(read(make(n)).value) < documentLimits.maxDepth) n++;
    expect(depth(read(make(n)).value)).toBe(documentLimits.maxDepth);
    let deeper = n + 1;
    while (depth(read(make(deeper)).value) === documentLimits.maxDepth) deeper++;
    expect(read(make(deeper)).value).toBeUndefined();
    expect(messages(make(deeper))[0]).toContain(`more than ${documentLimits.maxDepth} levels deep`);
  });

  it.each(Object.keys(constructs))("%s: nested far past the bound, one problem, never a stack overflow", (name) => {
    // 100,000 levels; block mappings indent a space a level, so 2,500 of them (3 MiB) are as far as a document goes.
    const text = (constructs[name] as (n: number) => string)(name === "block mappings" ? 2_500 : 100_000);
    const { value, problems } = read(text);
    expect(value).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toContain(`more than ${documentLimits.maxDepth} levels deep`);
  });

  it("places the refusal at the first collection past 256 levels when the parser lets it through", () => {
    const text = `${"[".repeat(257)}${"]".repeat(257)}`;
    expect(read(text).problems[0]).toMatchObject({ offset: 256, message: expect.stringContaining("256 levels") });
  });
});

describe("bounds: values, aliases counted as all they repeat", () => {
  it("a thousand aliases of a thousand-item list are over 1,000,000 values", () => {
    const text = `a: &a [${Array(1000).fill("x").join(", ")}]\nb: [${Array(1000).fill("*a").join(", ")}]\n`;
    expect(read(text).value).toBeUndefined();
    expect(messages(text)[0]).toContain("expands past 1,000,000 values");
  });

  it("shares an alias's object, read once however often it is named", () => {
    const value = readValue("a: &a {k: [1, 2]}\nb: *a\nc: [*a, *a]\n");
    expect(value.b).toBe(value.a);
    expect((value.c as unknown[])[1]).toBe(value.a);
  });
});

describe("merge keys and repeated keys", () => {
  it("merges a mapping, a list of them (the first wins), and an alias of a list; own keys win", () => {
    const text =
      "a: &a {x: 1, y: 1}\nb: &b {y: 2, z: 2}\nl: &l [*a, *b]\nm: {<<: [*a, *b], x: 0}\nn: {<<: *l}\no: {x: 9, <<: *a}\n";
    const value = readValue(text);
    expect(value.m).toEqual({ x: 0, y: 1, z: 2 });
    expect(value.n).toEqual({ x: 1, y: 1, z: 2 });
    expect(value.o).toEqual({ x: 9, y: 1 });
    expect(read(text).problems).toEqual([]);
  });

  it("a key written after a merge replaces the merged one; written twice, it is a repeat", () => {
    expect(messages("a: &a {x: 1}\nm:\n  <<: *a\n  x: 2\n")).toEqual([]);
    expect(readValue("a: &a {x: 1}\nm:\n  <<: *a\n  x: 2\n").m).toEqual({ x: 2 });
    const twice = "a: &a {x: 1}\nm:\n  <<: *a\n  x: 2\n  x: 3\n";
    expect(messages(twice)).toEqual(['the key "x" appears twice in this mapping: keep one']);
    expect(read(twice).problems[0]?.offset).toBe(twice.lastIndexOf("x: 3"));
    expect(readValue(twice).m).toEqual({ x: 2 });
  });

  it("a merge of something that is not a mapping is said, and a quoted << is a key", () => {
    expect(messages("m: {<<: 5}\n")).toEqual([
      "a merge key (<<) takes a mapping (usually an alias of one), or a list of them",
    ]);
    expect(readValue("m: {'<<': 5}\n").m).toEqual({ "<<": 5 });
  });

  it("keeps __proto__ an own key when merged too", () => {
    const value = readValue("a: &a {__proto__: {polluted: true}}\nm: {<<: *a}\n");
    const m = value.m as Record<string, unknown>;
    expect(Object.getPrototypeOf(m)).toBe(Object.prototype);
    expect(Object.hasOwn(m, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("texts js-yaml refuses", () => {
  it("are read by the yaml package when it reads them: a closing bracket as indented as its key", () => {
    const text = "openapi: 3.1.0\nx:\n  example: {\n    id: 1\n  }\n  after: [\n    a\n  ]\n";
    const doc = read(text);
    expect(doc.problems).toEqual([]);
    expect(doc.value).toEqual({ openapi: "3.1.0", x: { example: { id: 1 }, after: ["a"] } });
    expect(textAt(text, ["x", "after", 0])).toBe("a");
  });

  it("are said in the yaml package's words when it refuses them too, at its place", () => {
    const text = "a: {b: 1\n";
    const [problem] = read(text).problems;
    expect(problem?.message).toMatch(/^YAML: .*flow map/);
    expect(read(text).value).toBeUndefined();
  });

  it(`over ${maxLenientChars / 1024} KiB, keep js-yaml's verdict, with what to do (the yaml package would take seconds)`, () => {
    let text = "openapi: 3.1.0\nx:\n  example: {\n    id: 1\n  }\n";
    while (text.length <= maxLenientChars) text += `  x-pad${text.length}: ${"p".repeat(60)}\n`;
    const doc = read(text);
    expect(doc.value).toBeUndefined();
    expect(doc.problems).toEqual([
      {
        offset: text.indexOf("  }") + 2, // the }
        length: 1,
        message: expect.stringMatching(/^YAML: deficient indentation: .*the closing \} or \] too/),
      },
    ]);
  });

  it("a second document is refused at its ---", () => {
    const text = "a: 1\n---\nb: 2\n";
    expect(read(text).problems).toEqual([
      { offset: 5, length: 3, message: expect.stringContaining("more than one YAML document") },
    ]);
  });
});

describe("source keys: a part's text, kept while the part reads the same", () => {
  it("is the part's text with its column; none when an alias inside or on the way takes text from elsewhere", () => {
    const text = "a: &a {k: 1}\nb:\n  c: {k: 1}\n  d: {k: *a}\n  e: *a\n";
    const doc = read(text);
    expect(doc.sourceKey?.(["b", "c"])).toBe("5:{k: 1}");
    expect(doc.sourceKey?.(["a"])).toBe("6:{k: 1}");
    expect(doc.sourceKey?.(["b", "d"])).toBeUndefined();
    expect(doc.sourceKey?.(["b", "e"])).toBeUndefined();
    expect(doc.sourceKey?.(["b", "e", "k"])).toBeUndefined();
    expect(doc.sourceKey?.(["b", "nothing"])).toBeUndefined();
  });
});

describe("agrees with the yaml package's reading (the reader before js-yaml, kept for texts js-yaml refuses)", () => {
  /** Every path of a value (each shared object once), with paths that are not there below each. */
  function* paths(
    value: unknown,
    path: (string | number)[] = [],
    seen = new Set<unknown>(),
  ): Generator<(string | number)[]> {
    yield path;
    yield [...path, "not-there"];
    if (typeof value !== "object" || value === null || seen.has(value)) return;
    seen.add(value);
    const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
    for (const [key, child] of entries) yield* paths(child, [...path, key], seen);
  }

  const texts = {
    kanban: specExample("kanban-api")["openapi.yaml"] as string,
    features: [
      "openapi: 3.1.0 # a comment",
      "info: &info",
      "  title: 'It''s'",
      '  summary: "tab\t"',
      "  description: |",
      "    Line.",
      "",
      "  version: >-",
      "    1",
      "x-copy: *info",
      "x-merged:",
      "  <<: *info",
      "  title: Mine",
      "x-flow: {a: [1, {b: 2}], c: }",
      "x-empty:",
      "x-list:",
      "- a",
      "- - b",
      "  - c",
      "-",
      "? x-explicit",
      ": value",
      "200: number key",
      "x-after: end",
      "",
    ].join("\n"),
  };

  it.each(Object.keys(texts))("%s: the same value, problems and place of every path", (name) => {
    const text = texts[name as keyof typeof texts];
    const events = read(text);
    const tree = readYamlTree(text, { offset: 0, length: 0, message: "unused" });
    expect(events.problems).toEqual(tree.problems);
    expect(events.value).toEqual(tree.value);
    for (const path of paths(tree.value))
      for (const anchor of ["value", "key"] as const)
        expect([path, anchor, events.locate(path, anchor)]).toEqual([path, anchor, tree.locate(path, anchor)]);
  });
});

describe("events read as the block reader finds them: the same reading as from their list", () => {
  /** A reading's value, problems, counts and every node's place and links, up to `count` nodes. */
  const reading = (read: YamlValue | undefined, count: number) => {
    const nodes = read?.nodes;
    const table = nodes && {
      kind: [...nodes.kind.subarray(0, count)],
      start: [...nodes.start.subarray(0, count)],
      end: [...nodes.end.subarray(0, count)],
      after: [...nodes.after.subarray(0, count)],
      size: [...nodes.size.subarray(0, count)],
      name: nodes.name.slice(0, count),
    };
    return read && { ...read, nodes: table };
  };
  const texts: Record<string, string> = {
    kanban: specExample("kanban-api")["openapi.yaml"] as string,
    // More nodes than characters / 8: the places grow as the events come.
    "a dense flow list": `a: [${Array(20_000).fill("1").join(",")}]\nb: end\n`,
    // A key read before the mapping it opens (the item's), quoted keys, a repeat, empty values.
    "items that open mappings": `list:\n  - 'q': 1\n    "r": 2\n    q: 3\n  - a:\n    b:\n  -\nz: [1, {x: y}]\n`,
  };

  it.each(Object.keys(texts))("%s", (name) => {
    const text = texts[name] as string;
    const events = blockEvents(text);
    if (!events) throw new Error("the block reader reads this text");
    expect(reading(streamedYamlValue(text), events.length)).toEqual(reading(yamlValue(text, events), events.length));
  });

  it("a text past a bound is left to the list's reading, which refuses it as before", () => {
    // Plain block YAML of more than 1,000,000 values (no alias): refused while its events stream in.
    const text = `a: [${Array(documentLimits.maxNodes).fill("1").join(",")}]\n`;
    expect(streamedYamlValue(text)).toBeUndefined();
    const whole = readYamlWhole(text);
    expect(whole.value).toBeUndefined();
    expect(whole.problems.map((p) => p.message)).toEqual([
      "the document expands past 1,000,000 values (YAML aliases count as all they repeat): refused",
    ]);
  });
});
