// P008: something in a pack file that looks like a secret: key block, cloud key, token, or a secret-named JSON key with a literal value (§2.7 P2).
import type { JsonDoc } from "../../json/parse-json.js";
import type { JsonPath } from "../../json/pointer.js";
import { isRecord } from "../../pack/json-value.js";
import { docOf } from "../context.js";
import { replaceValue } from "../fix-edits.js";
import type { Reporter, Rule } from "../types.js";

const patterns: { kind: string; re: RegExp }[] = [
  { kind: "a private key block", re: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----/g },
  { kind: "an AWS access key", re: /(?<![A-Za-z0-9])AKIA[0-9A-Z]{16}(?![A-Za-z0-9])/g },
  { kind: "a Google API key", re: /(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}/g },
  { kind: "a GitHub token", re: /(?<![A-Za-z0-9_])(?:gh[pos]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g },
  { kind: "a Slack token", re: /(?<![A-Za-z0-9])xox[bp]-[A-Za-z0-9-]{10,}/g },
  { kind: "a secret API key", re: /(?<![A-Za-z0-9_-])sk-[A-Za-z0-9_-]{20,}/g },
  { kind: "a Stripe live key", re: /(?<![A-Za-z0-9_])sk_live_[A-Za-z0-9]{10,}/g },
];
/** One pass over a whole text: does any pattern occur at all? Most packs hold none. */
const anyPattern = new RegExp(patterns.map((p) => p.re.source).join("|"));
const keyBlockEnd = /-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----/g;

/** Key names that hold credentials, also as suffixes (`auth_token`, `clientSecret`, `GITHUB_TOKEN`). */
const secretKey = /(?:password|passwd|secret|token|api[_-]?key|private[_-]?key|access[_-]?key)$/i;
/** Values that point at a secret instead of holding one: `{{x}}` placeholders, `$NAME` / `${NAME}`. */
const indirect = /\{\{|^\$\{?[A-Za-z_][A-Za-z0-9_]*\}?$/;

interface Hit {
  kind: string;
  offset: number;
  length: number;
  /** What the message may show: never the whole secret. */
  shown: string;
}

function hint(secret: string): string {
  return `"${secret.slice(0, Math.min(4, Math.floor(secret.length / 2)))}…", ${secret.length} characters`;
}

/** Pattern matches in a text, in order, none inside another (a key block's body is one hit). */
export function secretsIn(text: string): Hit[] {
  if (!anyPattern.test(text)) return []; // one pass over the text; most hold none
  const hits: Hit[] = [];
  for (const { kind, re } of patterns) {
    for (const m of text.matchAll(re)) {
      const offset = m.index ?? 0;
      if (kind !== "a private key block") {
        hits.push({ kind, offset, length: m[0].length, shown: hint(m[0]) });
        continue;
      }
      keyBlockEnd.lastIndex = offset;
      const end = keyBlockEnd.exec(text);
      const length = end ? end.index + end[0].length - offset : m[0].length;
      hits.push({ kind, offset, length, shown: `"${m[0]}", ${length} characters` });
    }
  }
  hits.sort((a, b) => a.offset - b.offset);
  // Sorted by offset, a hit is inside an earlier one exactly when it starts before the furthest end so far.
  let end = -1;
  return hits.filter((h) => {
    if (h.offset < end) return false;
    end = h.offset + h.length;
    return true;
  });
}

const advice = "remove it; a pack carries no credentials (§2.7 P2), the Binding supplies them at run time.";

function scanText(file: string, text: string, report: Reporter): void {
  for (const hit of secretsIn(text)) {
    report({
      file,
      span: { offset: hit.offset, length: hit.length },
      message: `"${file}" holds what looks like ${hit.kind} (${hit.shown}): ${advice}`,
    });
  }
}

/** Walk a parsed JSON value: pattern hits in keys and strings, and secret-named keys with a literal value. */
function scanDoc(doc: JsonDoc, value: unknown, report: Reporter): void {
  // Strings are only pattern-checked when the raw text could hold a match (a \u escape could hide one).
  const mayMatch = anyPattern.test(doc.text) || doc.text.includes("\\u");
  const none: Hit[] = [];
  const hitsIn = (text: string) => (mayMatch ? secretsIn(text) : none);
  const clear = (path: JsonPath, title: string) => ({ title, edits: [replaceValue(doc, path, "")] });
  const literal = (v: unknown): v is string => typeof v === "string" && v.trim() !== "" && !indirect.test(v);

  // One path array, pushed and popped on the way down: a 1 MiB file has tens of thousands of values, and a
  // copy of the path for each was most of this rule's garbage. A report gets its own copy.
  const path: (string | number)[] = [];
  const at = (...more: (string | number)[]): JsonPath => [...path, ...more];

  const visit = (node: unknown): void => {
    if (typeof node === "string") {
      const hit = hitsIn(node)[0];
      if (!hit) return;
      const whole = hit.offset === 0 && hit.length === node.length;
      report({
        file: doc.file,
        path: at(),
        message: `This value holds what looks like ${hit.kind} (${hit.shown}): ${advice}`,
        ...(whole && { fix: clear(at(), "Remove the secret") }),
      });
      return;
    }
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        path.push(i);
        visit(node[i]);
        path.pop();
      }
      return;
    }
    if (!isRecord(node)) return;
    // In an args schema, `properties` maps argument NAMES: an argument may be called `token`.
    const argNames =
      doc.file === "surface.json" &&
      path[0] === "verbs" &&
      path[2] === "args" &&
      path[path.length - 1] === "properties";
    // for…in over own keys, not Object.entries: no array of pairs for each of the file's objects.
    for (const key in node) {
      if (!Object.hasOwn(node, key)) continue;
      const child = node[key];
      const keyHit = hitsIn(key)[0];
      if (keyHit) {
        report({
          file: doc.file,
          path: at(key),
          anchor: "key",
          message: `The key holds what looks like ${keyHit.kind} (${keyHit.shown}): ${advice}`,
        });
      }
      if (!argNames && secretKey.test(key) && literal(child) && hitsIn(child).length === 0) {
        report({
          file: doc.file,
          path: at(key),
          message: `"${key}" holds a literal value (${hint(child)}): ${advice}`,
          fix: clear(at(key), `Clear "${key}"`),
        });
        continue;
      }
      if (argNames && secretKey.test(key) && isRecord(child)) {
        // A default for a secret-named argument is a credential shipped in the pack; examples are only pattern-checked.
        const def = child.default;
        if (literal(def) && hitsIn(def).length === 0) {
          report({
            file: doc.file,
            path: at(key, "default"),
            message: `The argument "${key}" has a literal default (${hint(def)}): ${advice}`,
            fix: clear(at(key, "default"), `Clear the default of "${key}"`),
          });
        }
      }
      path.push(key);
      visit(child);
      path.pop();
    }
  };
  visit(value);
}

export const rule: Rule = {
  code: "P008",
  check(ctx, report) {
    for (const [file, text] of Object.entries(ctx.files)) {
      if (typeof text !== "string") continue;
      const doc = docOf(ctx, file);
      // A JSON file that parses is checked by path; one that does not (or is too big to parse) as text.
      if (doc && doc.value !== undefined) scanDoc(doc, doc.value, report);
      else scanText(file, text, report);
    }
  },
};
