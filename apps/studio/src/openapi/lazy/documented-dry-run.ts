// A dry-run of an openapi pack's command in the page: core's documented answer (the request checked against
// its operation, then the documented success response). Nothing is sent, by the page or the server.
import { type DocumentedRunResult, documentedRun, loadOpenApiPack } from "@packstudio/core";

export interface DocumentedRunInput {
  files: Record<string, string>;
  verbKey: string;
  args: Record<string, unknown>;
  /** A person approved the card for this run. */
  approved: boolean;
  /** A first_use approval of this command was given earlier in this session. */
  remembered: boolean;
}

export function runDocumented(input: DocumentedRunInput): DocumentedRunResult {
  const loaded = loadOpenApiPack(input.files);
  if ("ok" in loaded) return { ok: false, error: { ...loaded.error } };
  return documentedRun({
    pack: loaded.pack,
    doc: loaded.doc,
    verbKey: input.verbKey,
    args: input.args,
    approved: input.approved,
    remembered: input.remembered,
  });
}
