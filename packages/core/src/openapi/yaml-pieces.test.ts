// A YAML text read in pieces reads as the whole text does (DECISIONS 14): value, problems, places, source keys.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readFolderFiles, repoRoot, specExample } from "../testing/spec-example.js";
import { type ReadText, readYamlText, readYamlWhole } from "./document-text.js";
import { type PieceOptions, pieceOptions, readYamlPieces } from "./yaml-pieces.js";

/** Every text cut as finely as it can be, however small. */
const everywhere: PieceOptions = {
  minText: 0,
  minSplit: 0,
  maxDepth: 3,
  groupEvery: 1,
  minGroupBytes: 0,
  groupBytes: 0,
};
/** The same, consecutive members read in groups (of one in three members past 50 bytes, or past 200). */
const grouped: PieceOptions = { ...everywhere, groupEvery: 3, minGroupBytes: 50, groupBytes: 200 };

/** Every path of a value (each shared object once), with a path that is not there below each. */
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

/** What differs between the pieces' reading and the whole text's ("" when nothing; undefined when it was read whole). */
function difference(text: string, file = "compared.yaml", options = everywhere): string | undefined {
  const pieces = readYamlPieces(file, text, options);
  if (!pieces) return undefined;
  const whole = readYamlWhole(text);
  if (whole.value === undefined) return `the whole text is refused: ${JSON.stringify(whole.problems[0])}`;
  if (JSON.stringify(pieces.problems) !== JSON.stringify(whole.problems))
    return `problems: ${JSON.stringify(pieces.problems.slice(0, 2))} against ${JSON.stringify(whole.problems.slice(0, 2))}`;
  // JSON keeps key order; toEqual tells apart what JSON does not (Infinity from null, -0 aside).
  if (JSON.stringify(pieces.value) !== JSON.stringify(whole.value)) return "the value";
  try {
    expect(pieces.value).toEqual(whole.value);
  } catch {
    return "the value";
  }
  for (const path of paths(whole.value)) {
    for (const anchor of ["value", "key"] as const) {
      const [a, b] = [pieces.locate(path, anchor), whole.locate(path, anchor)];
      if (JSON.stringify(a) !== JSON.stringify(b))
        return `${JSON.stringify(path)} (${anchor}) at ${JSON.stringify(a)} against ${JSON.stringify(b)}`;
    }
    if (pieces.sourceKey?.(path) !== whole.sourceKey?.(path)) return `the source key of ${JSON.stringify(path)}`;
  }
  return "";
}

/** An OpenAPI document of about `bytes`, generated: operations, a component group of schemas, comments. */
function generated(bytes: number): string {
  let text = "# Generated.\nopenapi: 3.1.0\ninfo:\n  title: Generated\n  version: '1'\npaths:\n  # The things.\n";
  let schemas = "";
  for (let i = 0; text.length < bytes; i++) {
    text += `  /things${i}/{id}:\n    get:\n      operationId: getThing${i}\n      summary: Thing ${i}.\n      description: |\n        Line one of ${i}.\n\n        Line two.\n      parameters:\n        - name: id\n          in: path\n          required: true\n          schema: { type: string }\n      responses:\n        "200":\n          description: OK\n          content:\n            application/json:\n              schema: { $ref: "#/components/schemas/Thing${i}" }\n    # after ${i}\n`;
    schemas += `    Thing${i}:\n      type: object\n      properties:\n        id: {type: string}\n        tags:\n        - a\n        - b\n`;
  }
  return `${text}components:\n  schemas:\n${schemas}  parameters: {}\nx-end:\n`;
}

/** A text of YAML's features at the places a cut could go wrong. */
const features = [
  "---",
  "# leading comment",
  "openapi: 3.1.0 # a comment",
  "info:",
  "  title: 'It''s'",
  "  description: |",
  "    Line.",
  "",
  "    # not a comment",
  "  version: >-",
  "    1",
  '"quoted-top": {a: [1, {b: 2}], c: }',
  "x-list:",
  "- a",
  "- - b",
  "  - c",
  "-",
  "? x-explicit",
  ": value",
  "200: number key",
  "__proto__: {polluted: true}",
  "x-tagged: !!str 12",
  "x-anchored: &a {k: 1}",
  "x-merged: {<<: {m: 1}, n: 2}",
  "x-merged-block:",
  "  inner:",
  "    deeper:",
  "      <<: [{m: 1}, {o: 3}]",
  "      n: 2",
  "paths:",
  "",
  "  # first",
  "  /a:",
  "    get: {responses: {'200': {description: A}}}",
  "  /b: &b",
  "    x-same: 1",
  "    x-same: 2",
  "  '/quoted':",
  "    x: 1",
  "  /c:",
  "  ? /explicit",
  "  : {}",
  "components:",
  "  schemas:",
  "    A: {type: string}",
  "    B:",
  "      description: >",
  "        folded",
  "# between",
  "  responses:",
  "    R: {description: R}",
  "x-empty:",
].join("\n");

describe("a text read in pieces reads as the whole text", () => {
  it("the features text, and with CRLF line ends, no final newline, a final empty value", () => {
    for (const text of [features, features.replace(/\n/g, "\r\n"), `${features}\n`, `${features}\nx-last: 1`]) {
      expect(difference(text)).toBe("");
      expect(difference(text, "grouped.yaml", grouped)).toBe("");
    }
  });

  it("generated documents", () => {
    expect(difference(generated(40 * 1024))).toBe("");
    expect(difference(generated(40 * 1024), "grouped.yaml", grouped)).toBe("");
    expect(difference(generated(pieceOptions.minText), "default.yaml", pieceOptions)).toBe("");
  });

  it("the kanban example and every vendored public document (packages/cli/test-fixtures/openapi)", () => {
    const fixtures = readFolderFiles(join(repoRoot, "packages/cli/test-fixtures/openapi"));
    const texts = { kanban: specExample("kanban-api")["openapi.yaml"] as string, ...fixtures };
    let compared = 0;
    for (const [name, text] of Object.entries(texts)) {
      if (!/\.ya?ml$/.test(name) && name !== "kanban") continue;
      expect([name, difference(text)]).toEqual([name, ""]);
      expect([name, difference(text, "grouped.yaml", grouped)]).toEqual([name, ""]);
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(50);
  }, 60_000);

  it("mutated texts: each is read whole, or in pieces the same as whole", () => {
    // A seeded generator: the same mutants on every run.
    let seed = 27;
    const random = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    const inserts = [
      ":",
      " ",
      "\n",
      "\n  ",
      "#",
      " #",
      "- ",
      "'",
      '"',
      "{",
      "}",
      "[",
      "]",
      "|",
      ">",
      "&a ",
      "*a",
      "!!str ",
      "\t",
      "---\n",
      "...\n",
      "? ",
      "<<: ",
      "x: ",
      "\r",
      "\\",
      ",",
      "a:\n",
      "__proto__: ",
      "paths:\n",
      "\n  /x:\n",
      "\n    get: {}\n",
      "\n# c\n",
      "\n\n",
      "%YAML 1.2\n",
    ];
    const mutate = (text: string): string => {
      let out = text;
      for (let n = 1 + Math.floor(random() * 3); n > 0; n--) {
        const lines = out.split("\n");
        const line = Math.floor(random() * lines.length);
        const at = Math.floor(random() * (out.length + 1));
        const r = random();
        if (r < 0.3) out = out.slice(0, at) + pick(inserts) + out.slice(at);
        else if (r < 0.4) out = out.slice(0, at) + out.slice(at + 1 + Math.floor(random() * 5));
        else {
          if (r < 0.5) lines.splice(line, 1);
          else if (r < 0.6) lines.splice(line, 0, pick(lines));
          else if (r < 0.7) lines[line] = (lines[line] ?? "").replace(/^ /, "");
          else if (r < 0.8) lines[line] = ` ${lines[line] ?? ""}`;
          else if (r < 0.9)
            lines.splice(line, 0, `${/^ */.exec(pick(lines))?.[0]}x-${line}: ${pick(["1", "{a: 1}", "", "|\n  t"])}`);
          else lines.splice(line, 0, `${" ".repeat(Math.floor(random() * 6))}# c`);
          out = lines.join("\n");
        }
      }
      return out;
    };
    const bases = [features, specExample("kanban-api")["openapi.yaml"] as string, generated(6 * 1024)];
    let inPieces = 0;
    let total = 0;
    for (const base of bases)
      for (let i = 0; i < 250; i++) {
        const text = mutate(base);
        const found = difference(text, "mutated.yaml", i % 2 === 0 ? everywhere : grouped);
        if (found !== undefined && found !== "") expect.fail(`${found}\n--- in the text:\n${text}`);
        total++;
        if (found === "") inPieces++;
      }
    // Enough of them read in pieces for the comparison to mean something.
    expect(inPieces).toBeGreaterThan(total / 5);
  }, 60_000);
});

describe("what is read whole", () => {
  const head = "openapi: 3.1.0\ninfo: {title: K, version: '1'}\n";
  it.each([
    ["an alias", `${head}x-a: &a {k: 1}\nx-b: *a\n`],
    ["an alias inside a piece's own anchor", `${head}x-a: [&a 1, *a]\n`],
    ["a tab in an indentation", `${head}x-a:\n\t- 1\n`],
    ["a second document", `${head}---\nx: 1\n`],
    ["a document end marker", `${head}...\n`],
    ["a directive", `%YAML 1.2\n---\n${head}`],
    ["a key in two pieces", `${head}x-a: 1\nx-a: 2\n`],
    ["a path in two pieces", `${head}paths:\n  /a: {}\n  /a: {}\n`],
    ["a merge key between pieces", `${head}<<: {x-m: 1}\nx-n: 2\n`],
    ["a bare CR", `${head}x-a: 1\rx-b: 2\n`],
    ["a byte order mark", `\uFEFF${head}x-a: 1\n`],
    ["a root indented", `  openapi: 3.1.0\n  x-a: 1\n`],
    ["a piece that does not parse", `${head}x-a: "open\nx-b: 1\n`],
    ["a piece that is not a mapping", `${head}x-a: 1\nx-b continued\n`],
  ])("%s", (_, text) => {
    expect(readYamlPieces("whole.yaml", text, everywhere)).toBeUndefined();
    const whole = readYamlWhole(text);
    expect({ value: readYamlText(text).value, problems: readYamlText(text).problems }).toEqual({
      value: whole.value,
      problems: whole.problems,
    });
  });

  it(`a text under ${pieceOptions.minText / 1024} KiB, by default`, () => {
    expect(readYamlPieces("small.yaml", features)).toBeUndefined();
    expect(readYamlPieces("large.yaml", generated(pieceOptions.minText))).toBeDefined();
  });
});

describe("pieces kept from the last read of a file", () => {
  const paths = (read: ReadText) => (read.value as { paths: Record<string, unknown> }).paths;

  it("a keystroke in one path item reads that item again; the others are the same objects", () => {
    const before = generated(20 * 1024);
    const after = before.replace("summary: Thing 3.", "summary: Thing 3!");
    const first = readYamlPieces("kept.yaml", before, everywhere) as ReadText;
    const second = readYamlPieces("kept.yaml", after, everywhere) as ReadText;
    expect(paths(second)["/things2/{id}"]).toBe(paths(first)["/things2/{id}"]);
    expect(paths(second)["/things3/{id}"]).not.toBe(paths(first)["/things3/{id}"]);
    expect(difference(after, "kept.yaml")).toBe("");
  });

  it("read in groups, an inserted path item leaves the groups after it as they were", () => {
    const before = generated(40 * 1024);
    const after = before.replace("  /things3/{id}:\n", "  /inserted:\n    x-new: 1\n  /things3/{id}:\n");
    const first = paths(readYamlPieces("groups.yaml", before, grouped) as ReadText);
    const second = paths(readYamlPieces("groups.yaml", after, grouped) as ReadText);
    const names = Object.keys(first);
    const same = names.filter((name) => second[name] === first[name]);
    expect(same.length).toBeGreaterThan(names.length * 0.9);
    expect(difference(after, "groups.yaml", grouped)).toBe("");
  });

  it("the same text in two places reads as two values, never one object in two places", () => {
    const text =
      "openapi: 3.1.0\ncomponents:\n  schemas:\n    A:\n      type: object\n  responses:\n    A:\n      type: object\n";
    const read = readYamlPieces("twice.yaml", text, everywhere) as ReadText;
    const { schemas, responses } = (read.value as { components: Record<string, Record<string, unknown>> }).components;
    expect(schemas?.A).toEqual(responses?.A);
    expect(schemas?.A).not.toBe(responses?.A);
  });
});
