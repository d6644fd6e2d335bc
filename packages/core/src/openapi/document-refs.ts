// O003's check: every `$ref` of an OpenAPI document names a part of the same document (DECISIONS 14).
import { closestName } from "../lint/closest-name.js";
import { isRecord, type JsonRecord } from "../pack/json-value.js";
import { type OpenApiDoc, unsharedValue } from "./read-document.js";
import { childOf, refSegments, resolveRef } from "./resolve-ref.js";

export interface RefProblem {
  /** The path of the `$ref` value. */
  path: (string | number)[];
  message: string;
}

/** Problems said at most; one more says that the rest are not listed. */
export const maxRefProblems = 50;

/** Keys whose value is literal data, never read for references (an example may hold a `$ref` key). */
const dataKeys = new Set(["example", "default", "enum", "const"]);
/** Keys whose value maps names to schemas: its keys are names, not keywords (`properties: { example: … }`). */
const nameMaps = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);

/** How a value is read: its keys as keywords, as names, or as an `examples` map and its Example Objects. */
type Role = "keywords" | "names" | "examples" | "example";

type Path = (string | number)[];

interface Found {
  ref: string;
  /** Where the Reference Object is, or the part it was found in (then `below` is its path in the part). */
  at: Path;
  below?: Path;
}

/** What a walk found in one part (a path item, webhook or component), its references' paths from the part. */
interface PartRefs {
  refs: Found[];
  anchors: string[];
}

/** How a child is read, by the role of its parent and its key; undefined when it holds no references. */
function childRole(role: Role, key: string | number, child: unknown): Role | undefined {
  if (typeof key === "number") return role === "names" ? "keywords" : role;
  if (role === "names") return "keywords";
  if (role === "examples") return "example";
  if (role === "example") return key === "value" ? undefined : "keywords";
  if (nameMaps.has(key)) return "names";
  if (key === "examples") return isRecord(child) ? "examples" : undefined;
  return dataKeys.has(key) || key.startsWith("x-") ? undefined : "keywords";
}

/**
 * Each part's findings by its object, for documents that share no object between places: a keystroke in a
 * large document changes one part, and the others (the same objects, kept by the reader) are not walked again.
 */
const partRefs = new WeakMap<object, PartRefs>();

/** Whether the value at `path`, read as keywords, is a part: an entry of `paths` or `webhooks`, or of a kind of `components`. */
function isPart(path: Path, role: Role): boolean {
  if (role !== "keywords") return false;
  if (path.length === 2) return path[0] === "paths" || path[0] === "webhooks";
  return path.length === 3 && path[0] === "components";
}

/** The references and anchors of a part, walked once while its object lives. */
function refsOfPart(value: object): PartRefs {
  let known = partRefs.get(value);
  if (!known) {
    const walk: Walk = { refs: [], anchors: new Set(), keepParts: false, seen: undefined };
    walkRefs(value, "keywords", [], walk);
    known = { refs: walk.refs, anchors: [...walk.anchors] };
    partRefs.set(value, known);
  }
  return known;
}

/** A walk's findings, and how it reads: see findRefs. */
interface Walk {
  refs: Found[];
  anchors: Set<string>;
  keepParts: boolean;
  seen: Set<object> | undefined;
}

/**
 * The references and anchors under `node`, in document order, by recursion: the readers bound how deep a
 * document nests (documentLimits.maxDepth, aliases included), so the recursion is bounded too. `path` is the
 * node's, pushed and popped as the walk goes; it is copied only for a reference found.
 */
function walkRefs(node: object, role: Role, path: Path, walk: Walk): void {
  if (walk.seen?.has(node)) return;
  if (walk.keepParts && isPart(path, role)) {
    // A subtree's references come together in document order: the part's, where the walk meets it.
    const part = refsOfPart(node);
    if (part.refs.length > 0) {
      const at = [...path];
      for (const found of part.refs) walk.refs.push({ ref: found.ref, at, below: found.at });
    }
    for (const anchor of part.anchors) walk.anchors.add(anchor);
    return;
  }
  walk.seen?.add(node); // a YAML alias shares its object: its references are read once, where it is written first
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) walkChild(node[i], role, i, path, walk);
    return;
  }
  const record = node as JsonRecord;
  if (role !== "names" && typeof record.$ref === "string") walk.refs.push({ ref: record.$ref, at: [...path] });
  if (role === "keywords" && typeof record.$anchor === "string") walk.anchors.add(record.$anchor);
  for (const key in record) if (Object.hasOwn(record, key)) walkChild(record[key], role, key, path, walk);
}

/** `child`, under `key` of a value read as `role`, walked when it may hold references. */
function walkChild(child: unknown, role: Role, key: string | number, path: Path, walk: Walk): void {
  if (typeof child !== "object" || child === null) return;
  const childAs = childRole(role, key, child);
  if (!childAs) return;
  path.push(key);
  walkRefs(child, childAs, path, walk);
  path.pop();
}

/**
 * Every `$ref` string in the document where OpenAPI reads one, in document order, and each `$anchor`. With
 * `keepParts` (a value that shares no object), each part's findings are kept by its object (partRefs). A value
 * that may share objects (`shared`: a YAML alias) has each read once; one that shares none needs no record.
 */
function findRefs(value: unknown, keepParts: boolean, shared: boolean): { refs: Found[]; anchors: Set<string> } {
  const walk: Walk = { refs: [], anchors: new Set(), keepParts, seen: shared ? new Set() : undefined };
  if (typeof value === "object" && value !== null) walkRefs(value, "keywords", [], walk);
  return { refs: walk.refs, anchors: walk.anchors };
}

type Status = "ok" | "remote" | "missing" | "cycle";

/** Where each reference leads, following references that name references; memoized, so every chain is walked once. */
class RefChains {
  private readonly status = new Map<string, Status>();

  constructor(
    private readonly value: unknown,
    private readonly anchors: ReadonlySet<string>,
  ) {}

  /** Each reference's own status, by its text: a document may name one schema thousands of times. */
  private readonly owned = new Map<string, Status>();

  /** The reference's own fault, or "ok" when it names a part (which may hold a faulty reference itself). */
  own(ref: string): Status {
    let status = this.owned.get(ref);
    if (status === undefined) {
      status = this.ownOnce(ref);
      this.owned.set(ref, status);
    }
    return status;
  }

  private ownOnce(ref: string): Status {
    if (!ref.startsWith("#")) return "remote";
    if (!ref.startsWith("#/") && ref !== "#")
      return this.anchors.has(decodeURIComponent(ref.slice(1))) ? "ok" : "missing";
    return resolveRef(this.value, ref) === undefined ? "missing" : this.end(ref);
  }

  /** "cycle" when the chain from `ref` comes back to itself through references alone, else "ok". */
  private end(start: string): Status {
    const chain: string[] = [];
    const onChain = new Set<string>();
    let ref = start;
    let status: Status = "ok";
    for (;;) {
      const known = this.status.get(ref);
      if (known) {
        status = known;
        break;
      }
      if (onChain.has(ref)) {
        status = "cycle";
        break;
      }
      onChain.add(ref);
      chain.push(ref);
      const target = ref.startsWith("#/") ? resolveRef(this.value, ref) : undefined;
      if (!isRecord(target) || typeof target.$ref !== "string") break;
      ref = target.$ref;
    }
    for (const r of chain) this.status.set(r, status);
    return status;
  }
}

/** Why `ref` names nothing: the part of its path that exists, and a close name there when there is one. */
function missingWhy(value: unknown, ref: string): string {
  const segments = refSegments(ref);
  if (!segments) return "it is not a JSON pointer into this document (such as #/components/schemas/Card)";
  let node = value;
  for (let i = 0; i < segments.length; i++) {
    const next = childOf(node, segments[i] as string);
    if (next === undefined) {
      const where = i === 0 ? "the document" : JSON.stringify(segments.slice(0, i).join("/"));
      const name = segments[i] as string;
      const keys = isRecord(node) ? Object.keys(node).slice(0, 1000) : [];
      const close = name.length <= 100 ? closestName(name, keys) : undefined;
      return `${where} has no ${JSON.stringify(name)}${close ? ` (did you mean ${JSON.stringify(close)}?)` : ""}`;
    }
    node = next;
  }
  return "it names nothing";
}

const memo = new WeakMap<OpenApiDoc, RefProblem[]>();

/** The document's references that are remote, name nothing, or only lead to references in a circle (O003). */
export function refProblems(doc: OpenApiDoc): RefProblem[] {
  const known = memo.get(doc);
  if (known) return known;
  const unshared = unsharedValue(doc);
  const { refs, anchors } = findRefs(doc.value, unshared, !unshared);
  const chains = new RefChains(doc.value, anchors);
  const problems: RefProblem[] = [];
  for (const { ref, at, below } of refs) {
    const status = chains.own(ref);
    if (status === "ok") continue;
    const path = [...at, ...(below ?? []), "$ref"];
    if (problems.length === maxRefProblems) {
      problems.push({
        path,
        message: "more references from here on are not listed: fix the ones above and check again",
      });
      break;
    }
    const shown = JSON.stringify(ref.length > 200 ? `${ref.slice(0, 200)}…` : ref);
    const message =
      status === "remote"
        ? `"$ref" ${shown} points outside the document, which a pack reads alone: bundle what it names into this file (for example with \`redocly bundle\`) and refer to it as #/…`
        : status === "missing"
          ? `"$ref" ${shown} names nothing: ${missingWhy(doc.value, ref)}`
          : `"$ref" ${shown} leads only to other references, round in a circle: one of them must name a definition`;
    problems.push({ path, message });
  }
  memo.set(doc, problems);
  return problems;
}
