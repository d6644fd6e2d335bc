// "Operations not exposed": the document's operations no command sends, and adding one as a command in one click
// (the verb and policy row init would write for it, inserted into surface.json and policy.json as they are laid out).
import { listOperations, packFromDocument, readPack } from "@packstudio/core";
import { parseJson, setProperty } from "./core-internals";
import { type DocumentOperation, operationSummary } from "./document-operation";
import { packDocument } from "./pack-document";

/** The operations of the pack's document that no command names, with why one cannot be a command. */
export function unexposedOperations(files: Record<string, string>): DocumentOperation[] | undefined {
  const found = packDocument(files);
  if (!found) return undefined;
  const surface = readPack(files).surface;
  const exposed = new Set(
    (surface?.verbs ?? []).flatMap((v) => (v.operation ? [`${v.operation.ref.method} ${v.operation.ref.path}`] : [])),
  );
  return listOperations(found.doc.value)
    .filter((op) => !exposed.has(`${op.method} ${op.path}`))
    .map((op) => operationSummary(found.doc.value, op, found.version));
}

export type AddedOperation = { ok: true; key: string; files: Record<string, string> } | { ok: false; message: string };

/** `text` with the edits applied (offsets into `text`, none overlapping). */
function applied(text: string, edits: { offset: number; length: number; newText: string }[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.offset - a.offset))
    out = out.slice(0, e.offset) + e.newText + out.slice(e.offset + e.length);
  return out;
}

/** surface.json and policy.json with the operation `name` ("METHOD /path") added as a command. */
export function addOperation(files: Record<string, string>, name: string): AddedOperation {
  const found = packDocument(files);
  if (!found) return { ok: false, message: "The pack's OpenAPI document does not read: fix it first." };
  const surfaceDoc = parseJson("surface.json", files["surface.json"] ?? "");
  const policyDoc = parseJson("policy.json", files["policy.json"] ?? "");
  const verbsOf = (value: unknown) =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as { verbs?: unknown }).verbs
      : undefined;
  if (surfaceDoc.syntaxErrors.length > 0 || typeof surfaceDoc.value !== "object" || surfaceDoc.value === null)
    return { ok: false, message: "surface.json does not read as a JSON object: fix it first." };
  if (policyDoc.syntaxErrors.length > 0 || typeof policyDoc.value !== "object" || policyDoc.value === null)
    return { ok: false, message: "policy.json does not read as a JSON object: fix it first." };
  const made = packFromDocument({
    doc: found.doc.value,
    version: found.version,
    documentName: found.file,
    operations: [name],
  });
  if (!made.ok) return { ok: false, message: made.message };
  const chosen = made.chosen[0];
  if (!chosen) return { ok: false, message: made.skipped[0]?.reason ?? `"${name}" cannot be a command.` };
  const verb = (verbsOf(JSON.parse(made.files["surface.json"] ?? "{}")) as Record<string, unknown>)[chosen.key];
  const row = (verbsOf(JSON.parse(made.files["policy.json"] ?? "{}")) as Record<string, unknown>)[chosen.key];
  const taken = new Set([
    ...Object.keys((verbsOf(surfaceDoc.value) as object | undefined) ?? {}),
    ...Object.keys((verbsOf(policyDoc.value) as object | undefined) ?? {}),
  ]);
  let key = chosen.key;
  for (let n = 2; taken.has(key); n++) key = `${chosen.key}-${n}`;
  return {
    ok: true,
    key,
    files: {
      "surface.json": applied(surfaceDoc.text, setProperty(surfaceDoc, ["verbs", key], verb)),
      "policy.json": applied(policyDoc.text, setProperty(policyDoc, ["verbs", key], row)),
    },
  };
}
