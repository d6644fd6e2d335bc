// HARNESS.md for a pack made from an OpenAPI document: what the CLI is, then every command's CLI form with
// the first examples of its arguments, reads first, writes under a heading that says a person approves them.
import { isRecord, type JsonRecord } from "../pack/json-value.js";
import { readSurface } from "../pack/surface-view.js";
import { readyLine } from "../reader/ready-line.js";
import { bindOperations } from "./bind-operations.js";

export interface HarnessInput {
  doc: JsonRecord;
  version: "3.0" | "3.1" | undefined;
  /** The new surface.json value. */
  surface: JsonRecord;
  /** Each command's effect, by key. */
  effects: Record<string, "read" | "write">;
  title: string;
  documentName: string;
}

/** Text safe inside a Markdown line: one line, no backticks to open a code span. */
const plain = (text: string) => text.replace(/\s+/g, " ").replace(/`/g, "'").trim();

export function harnessFor(input: HarnessInput): string {
  const { surface, title } = input;
  const bin = String(surface.cliBin);
  const view = bindOperations(readSurface(surface), { value: input.doc, version: input.version });
  const info = isRecord(input.doc.info) ? input.doc.info : {};
  // The description's first sentence (some documents write line breaks as a literal "\n": a break too).
  const first = typeof info.description === "string" ? plain(info.description).split(/(?<=[.!?])\s|\\n/)[0] : "";
  const about = first ? first.slice(0, 300) : undefined;
  const lines = { read: [] as string[], write: [] as string[] };
  for (const verb of view?.verbs ?? []) {
    const line = readyLine(view as NonNullable<typeof view>, verb).line;
    const what = typeof verb.description === "string" ? plain(verb.description) : "";
    lines[input.effects[verb.key] === "read" ? "read" : "write"].push(`- \`${line}\`${what ? `: ${what}` : ""}`);
  }
  const out = [
    `# ${plain(title)}`,
    "",
    `\`${bin}\` sends requests to the ${plain(title)}${about ? `: ${about}` : "."}`,
    "Every command prints the API's JSON answer. Arguments go as `--name value`; a path's parts go as bare words, in order.",
    `A dry-run answers from the API description (\`${input.documentName}\`), marked as documented: nothing is sent.`,
  ];
  if (lines.read.length) out.push("", "## Look things up", "", ...lines.read);
  if (lines.write.length) out.push("", "## Change things (a person approves each change)", "", ...lines.write);
  return `${out.join("\n")}\n`;
}
