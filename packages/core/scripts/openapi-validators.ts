// Writes src/openapi/schemas/oas-3.0.check.generated.ts and oas-3.1.check.generated.ts: the prepared OpenAPI
// schemas (document-schemas.ts) compiled ahead of time by Ajv's standalone code, so lint says quickly that a part
// is valid without compiling code at run time (the studio's CSP has no 'unsafe-eval'). Run:
// npm run openapi-validators -w @packstudio/core (document-quick-check.test.ts fails while the files are stale).
import { writeFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";
import ajvPackage from "ajv/package.json" with { type: "json" };
import AjvDraft04 from "ajv-draft-04";
import { partMaps, preparedSchema } from "../src/openapi/document-schemas.js";
import type { OpenApiVersion } from "../src/openapi/read-document.js";
import type { JsonRecord } from "../src/pack/json-value.js";

export const generatedChecks = {
  "3.0": new URL("../src/openapi/schemas/oas-3.0.check.generated.ts", import.meta.url),
  "3.1": new URL("../src/openapi/schemas/oas-3.1.check.generated.ts", import.meta.url),
} as const;

/** The key of a mapping's entry subschema in the generated `entries`: the mapping's path, and the pattern ("" for additionalProperties). */
export const entryKey = (path: readonly string[], pattern: string) => `${path.join("/")}\n${pattern}`;

const escapeKey = (key: string) => encodeURIComponent(key.replace(/~/g, "~0").replace(/\//g, "~1"));

/** Where `target` is in `node`, as a JSON pointer. */
function pointerTo(node: unknown, target: unknown, at = ""): string | undefined {
  if (node === target) return at;
  if (node && typeof node === "object")
    for (const [key, child] of Object.entries(node)) {
      const found = pointerTo(child, target, `${at}/${escapeKey(key)}`);
      if (found !== undefined) return found;
    }
  return undefined;
}

/** The module's source: the skeleton's check and every checked entry subschema's, each answering valid or not. */
export function generatedCheck(version: OpenApiVersion): string {
  const prepared = preparedSchema(version);
  const Ajv = version === "3.0" ? AjvDraft04 : Ajv2020;
  // allErrors off and no messages: the first error ends a check, and cfworker says what is wrong; formats are gone
  // from the prepared schema.
  const ajv = new Ajv({
    strict: false,
    validateSchema: false,
    validateFormats: false,
    messages: false,
    code: { source: true, esm: true },
  });
  const idKey = version === "3.0" ? "id" : "$id";
  const root = structuredClone(prepared.root) as JsonRecord;
  const skeleton = structuredClone(prepared.skeleton.root) as JsonRecord;
  const id = String(root[idKey]);
  skeleton[idKey] = `${id}-skeleton`;
  ajv.addSchema(root);
  ajv.addSchema(skeleton);
  const exports: Record<string, string> = { skeleton: `${id}-skeleton` };
  const keys: [string, string][] = [];
  for (const path of partMaps) {
    const map = prepared.mapSchema(path);
    if (!map) continue;
    const at = pointerTo(prepared.root, map);
    if (at === undefined) throw new Error(`${path.join("/")} is not in the prepared schema`);
    const subs: [string, unknown, string][] = Object.entries((map.patternProperties ?? {}) as JsonRecord).map(
      ([pattern, sub]) => [pattern, sub, `${at}/patternProperties/${escapeKey(pattern)}`],
    );
    subs.push(["", map.additionalProperties, `${at}/additionalProperties`]);
    for (const [pattern, sub, pointer] of subs) {
      // The entries document-schema.ts checks: non-empty subschemas (`{}` and `true` are unchecked).
      if (!sub || typeof sub !== "object" || Object.keys(sub).length === 0) continue;
      const name = `e${keys.length}`;
      exports[name] = `${id}#${pointer}`;
      keys.push([entryKey(path, pattern), name]);
    }
  }
  let code = standaloneCode(ajv, exports);
  // Ajv's deep equality (uniqueItems, enum) as cfworker's own, so both agree on what is equal.
  code = code.replaceAll('require("ajv/dist/runtime/equal").default', "deepCompareStrict");
  // Keys by Object.keys rather than for-in: a responses object keyed "200" holds it as an array index, and for-in
  // over an object with indices takes V8's slow path (the keys gathered and checked one by one, several times the
  // cost of Object.keys). A document's value has no inherited enumerable keys and no check changes it, so the
  // keys and their order are the same.
  code = code.replace(/for\(const (key\d+) in (data\d*)\)/g, "for(const $1 of Object.keys($2))");
  if (/for\(const \w+ in /.test(code)) throw new Error(`the generated check for ${version} has a for-in left`);
  // A call's instance path is passed on unchanged: only the valid/invalid answer is read (quicklyValid), never the
  // errors' paths, and building each child's path (a string joined and escaped by two regex replaces a key) was a
  // large part of the check's time and garbage.
  code = code.replace(/instancePath:instancePath\+[^{};]*?,parentData:/g, "instancePath,parentData:");
  // Ajv notes each evaluated key in an object (unevaluatedProperties, 3.1); a responses object's key "200" is an
  // array index, and an empty object given index 200 grows a fast elements store of 200-odd slots (2.6 KB; "404":
  // 4.8 KB): 6 MB of garbage for the MiB's 2,035 responses. Keys read or written by value go through evaluatedKey,
  // which gives a key starting with a digit (or with its own mark "~") a "~" ahead: one-to-one, so the notes say
  // the same, and no key is an index. Keys written by name (`props0.description`) and Ajv's own notes of
  // evaluated names are identifiers, which the mapping leaves as they are.
  const byValue = /\b(props\d+)\[(key\d+)\]/g;
  const notes = (code.match(byValue) ?? []).length;
  code = code.replace(byValue, "$1[evaluatedKey($2)]");
  if (/\bprops\d+\[(?!evaluatedKey\()/.test(code))
    throw new Error(`the generated check for ${version} reads evaluated keys in a way left unmapped`);
  if (notes > 0)
    code = `${code}\n/** An evaluated key as noted (see scripts/openapi-validators.ts). */\nfunction evaluatedKey(key){const c = key.charCodeAt(0);return (c >= 48 && c <= 57) || c === 126 ? "~" + key : key;}`;
  if (/\brequire\(/.test(code))
    throw new Error(`the generated check for ${version} requires a module: ${code.match(/require\([^)]*\)/)?.[0]}`);
  const entries = keys.map(([key, name]) => `  ${JSON.stringify(key)}: ${name},`).join("\n");
  return `// Generated by scripts/openapi-validators.ts (npm run openapi-validators -w @packstudio/core) from the prepared
// OpenAPI ${version} schema with Ajv ${ajvPackage.version}'s standalone code: do not edit.
// @ts-nocheck
${code.includes("deepCompareStrict") ? 'import { deepCompareStrict } from "@cfworker/json-schema";\n' : ""}${code.replace(/^"use strict";/, "")}
/** Each checked entry subschema of a mapping of parts, by its mapping's path and pattern ("" for additionalProperties). */
export const entries = {
${entries}
};
`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop() ?? "")) {
  for (const [version, url] of Object.entries(generatedChecks)) {
    writeFileSync(url, generatedCheck(version as OpenApiVersion));
    console.log(`wrote ${url.pathname}`);
  }
}
