// The validator's errors for one part of a document, cut to the few that say what to change, in plain words.
import type { OutputUnit } from "@cfworker/json-schema";
import type { Anchor } from "../json/locate.js";

export interface SchemaProblem {
  path: string[];
  anchor: Anchor;
  message: string;
}

/** Keywords whose error only says that a subschema had errors (those are reported themselves). */
const containers = new Set([
  "properties",
  "patternProperties",
  "additionalProperties",
  "unevaluatedProperties",
  "items",
  "prefixItems",
  "additionalItems",
  "unevaluatedItems",
  "contains",
  "$ref",
  "$recursiveRef",
  "allOf",
  "anyOf",
  "if",
  "then",
  "else",
  "dependentSchemas",
  "dependencies",
  "propertyNames",
]);

interface Leaf {
  unit: OutputUnit;
  path: string[];
}

/** `#/paths/~1boards/get` as path segments (cfworker percent-encodes each escaped segment). */
export function instancePath(location: string): string[] {
  if (location === "#" || location === "") return [];
  return location
    .replace(/^#\//, "")
    .split("/")
    .map((s) => {
      let decoded = s;
      try {
        decoded = decodeURIComponent(s);
      } catch {
        // Left as written: a segment that is not percent-encoding.
      }
      return decoded.replace(/~1/g, "/").replace(/~0/g, "~");
    });
}

const isLeaf = (u: OutputUnit) =>
  !containers.has(u.keyword) && !(u.keyword === "oneOf" && / \(0 matches\)/.test(u.error));

/** Keywords of an evaluation path that go one level down the instance (those with a name or index after them first). */
const named = new Set(["properties", "patternProperties", "prefixItems", "dependentSchemas", "$defs", "definitions"]);
const descending = new Set([
  "properties",
  "patternProperties",
  "prefixItems",
  "additionalProperties",
  "unevaluatedProperties",
  "items",
  "additionalItems",
  "unevaluatedItems",
  "contains",
]);

/**
 * Every `anyOf`/`oneOf` a keyword path goes through: the keyword's own path, the branch taken, and how many
 * instance levels down it applies (`items` names no index, so one keyword path serves every item of a list).
 */
function alternations(keywordLocation: string): { at: string; branch: number; depth: number }[] {
  const segments = keywordLocation.split("/");
  const out: { at: string; branch: number; depth: number }[] = [];
  let depth = 0;
  for (let i = 1; i < segments.length; i++) {
    const keyword = segments[i] as string;
    if (descending.has(keyword)) depth++;
    if (named.has(keyword)) i++;
    else if ((keyword === "anyOf" || keyword === "oneOf") && /^\d+$/.test(segments[i + 1] ?? "")) {
      out.push({ at: segments.slice(0, i + 1).join("/"), branch: Number(segments[i + 1]), depth });
      i++;
    } else if (keyword === "allOf") i++;
  }
  return out;
}

/** Whether `path` is `base` or under it. */
const within = (path: string[], base: string[]) => base.length <= path.length && base.every((s, i) => path[i] === s);

/**
 * The branch of an alternative (`oneOf: [Reference, Response]`) the document meant: not one that wants another
 * type or a `$ref` where there is none, then the one whose errors lie deepest (it matched furthest), then fewer.
 */
function branchScore(leaves: Leaf[], base: number, branch: number): number[] {
  const atBase = leaves.filter((l) => l.path.length === base);
  const wrongType = atBase.some((l) => l.unit.keyword === "type") ? 1 : 0;
  const wantsRef = atBase.some((l) => l.unit.keyword === "required" && l.unit.error.includes('"$ref"')) ? 1 : 0;
  const depth = Math.max(...leaves.map((l) => l.path.length));
  return [wrongType, wantsRef, -depth, leaves.length, branch];
}

const less = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
};

const isValueLeaf = (l: Leaf) => l.unit.keyword === "enum" || l.unit.keyword === "const";

/**
 * A leaf said by several branches at once: every branch wants its own value of one field (the field that
 * tells the forms apart, as `in` does for parameters), or each branch wants one field the others do not.
 */
function merged(groups: Leaf[][]): Leaf | undefined {
  if (groups.length < 2) return undefined;
  const firstValue = groups[0]?.find(isValueLeaf);
  const where = firstValue?.path.join("/");
  const values = groups.map((g) => g.find((l) => isValueLeaf(l) && l.path.join("/") === where));
  if (firstValue && values.every((l) => l !== undefined)) {
    const allowed = [
      ...new Set(values.flatMap((l) => allowedValues((l as Leaf).unit.error).map((v) => JSON.stringify(v)))),
    ];
    const error = `Instance does not match any of [${allowed.join(",")}].`;
    return { path: firstValue.path, unit: { ...firstValue.unit, keyword: "enum", error } };
  }
  if (!groups.every((g) => g.length === 1)) return undefined;
  const leaves = groups.map((g) => g[0] as Leaf);
  const first = leaves[0] as Leaf;
  if (!leaves.every((l) => l.path.join("/") === first.path.join("/"))) return undefined;
  if (leaves.every((l) => l.unit.keyword === "required")) {
    const names = leaves.map((l) => /"(.*)"/.exec(l.unit.error)?.[1] ?? "?");
    // A Reference Object's `$ref` is no alternative to a field the other form lacks: the scores choose.
    if (names.includes("$ref")) return undefined;
    return { path: first.path, unit: { ...first.unit, keyword: "anyRequired", error: names.join("\u0000") } };
  }
  return undefined;
}

/** The values an `enum` or `const` error allows, read back from its message. */
function allowedValues(error: string): unknown[] {
  const json = /match (?:any of )?(.*)\.$/.exec(error)?.[1];
  try {
    const value = json === undefined ? [] : JSON.parse(json);
    return error.includes("any of") && Array.isArray(value) ? value : [value];
  } catch {
    return [];
  }
}

/** Keep one branch of each alternative the leaves went through (an alternative at one place), outermost first. */
function chooseBranches(leaves: Leaf[]): Leaf[] {
  const placeOf = (leaf: Leaf, alt: { at: string; depth: number }) =>
    `${alt.at}\u0000${leaf.path.slice(0, alt.depth).join("/")}`;
  const places = new Map<string, number>();
  for (const leaf of leaves)
    for (const alt of alternations(leaf.unit.keywordLocation))
      places.set(placeOf(leaf, alt), alt.depth + alt.at.length / 1e6);
  let kept = leaves;
  for (const [place] of [...places].sort((a, b) => a[1] - b[1])) {
    const byBranch = new Map<number, Leaf[]>();
    const others: Leaf[] = [];
    let depth = 0;
    for (const leaf of kept) {
      const alt = alternations(leaf.unit.keywordLocation).find((a) => placeOf(leaf, a) === place);
      if (!alt) others.push(leaf);
      else {
        depth = alt.depth;
        byBranch.set(alt.branch, [...(byBranch.get(alt.branch) ?? []), leaf]);
      }
    }
    if (byBranch.size === 0) continue;
    const join = merged([...byBranch.values()]);
    if (join) {
      kept = [...others, join];
      continue;
    }
    let best: { score: number[]; leaves: Leaf[] } | undefined;
    for (const [branch, group] of byBranch) {
      const score = branchScore(group, depth, branch);
      if (!best || less(score, best.score)) best = { score, leaves: group };
    }
    kept = [...others, ...(best?.leaves ?? [])];
  }
  return kept;
}

/**
 * The errors worth reading among `units` (one validation's output): leaves only, one branch of each
 * alternative, no "not allowed here" echo of a field whose own value is wrong, each said once.
 */
export function selectErrors(units: readonly OutputUnit[]): Leaf[] {
  const leaves = chooseBranches(
    units.filter(isLeaf).map((unit) => ({ unit, path: instancePath(unit.instanceLocation) })),
  );
  const kept = leaves.filter(
    (l) =>
      l.unit.keyword !== "false" ||
      !leaves.some(
        (o) => o !== l && within(o.path, l.path) && (o.path.length > l.path.length || o.unit.keyword !== "false"),
      ),
  );
  const seen = new Set<string>();
  return kept.filter((l) => {
    const key = `${l.unit.instanceLocation}\u0000${l.unit.keyword}\u0000${l.unit.error}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type { Leaf as SchemaLeaf };
