// The located tree of valid JSON (validJsonTree, through parseJson) is the tree jsonc-parser builds: same types,
// offsets, lengths and values.
import fc from "fast-check";
import { type Node, parseTree } from "jsonc-parser";
import { describe, expect, it } from "vitest";
import { locate, nodeAt } from "./locate.js";
import { parseJson } from "./parse-json.js";

/** The tree parseJson hands out for valid text: validJsonTree over the parser's bracket index. */
const validJsonTree = (text: string) => {
  const root = parseJson("test.json", text).root;
  if (!root) throw new Error("no tree");
  return root;
};

/** A node without parent links (they make cycles), for comparing. */
function plain(node: Node | undefined): unknown {
  if (!node) return undefined;
  const { type, offset, length, value, colonOffset, children } = node;
  return { type, offset, length, value, colonOffset, children: children?.map(plain) };
}

describe("validJsonTree", () => {
  it.each([
    "{}",
    "[]",
    ' { "a" : [ 1, -2.5e3, true, false, null, "x\\"y\\u00e9" ] ,"b":{"c":{}} } ',
    '"just a string"',
    "12",
    '\r\n{\r\n\t"k\\n": "\\ud83d\\ude00"\r\n}\r\n',
  ])("%s", (text) => {
    expect(plain(validJsonTree(text))).toEqual(plain(parseTree(text)));
  });

  it("matches jsonc-parser on generated JSON, compact and indented", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 1, "\t"), (value, space) => {
        const text = JSON.stringify(value, null, space);
        expect(plain(validJsonTree(text))).toEqual(plain(parseTree(text)));
      }),
      { numRuns: 500 },
    );
  });

  it("hands out one node for a value, whether reached by a path or through its property's children", () => {
    const doc = parseJson("test.json", '{"a":{"b":[1]},"c":2}');
    const b = nodeAt(doc, ["a", "b"]);
    const a = doc.root?.children?.[0];
    const inner = a?.children?.[1]?.children?.[0];
    expect(inner?.children?.[1]).toBe(b);
    expect(b?.parent).toBe(inner);
    expect(locate(doc, ["a", "b"], "key")).toEqual({ offset: 6, length: 3 });
  });

  it("links each node to its parent", () => {
    const root = validJsonTree('{"a":[1]}');
    const property = root.children?.[0];
    const array = property?.children?.[1];
    expect(property?.parent).toBe(root);
    expect(array?.parent).toBe(property);
    expect(array?.children?.[0]?.parent).toBe(array);
  });
});
