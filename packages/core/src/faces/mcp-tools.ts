// The MCP tools of a pack (DECISIONS.md 12): one per command, named by its verb key, with schema and hints.
// Pure: `packstudio mcp` answers tools/list with it and the studio's "Use in an agent" panel shows it.
import { cardText } from "../card/card-text.js";
import type { VerbView } from "../pack/surface-view.js";
import { tokenPlaceholders } from "../projection/args-schema.js";
import type { LoadedPack } from "../projection/render-loaded.js";

export interface PackTool {
  name: string;
  title: string;
  description: string;
  inputSchema: { type: "object"; [key: string]: unknown };
  annotations: { title: string; readOnlyHint: boolean; destructiveHint: boolean };
}

const hasPlaceholder = (template: string) => /\{\{[^}]*\}\}/.test(template);

/** The live title with no placeholder (the first such template), else the description, else the verb key. */
export function toolTitle(verb: VerbView): string {
  const live = verb.title?.live;
  const templates = typeof live === "string" ? [live] : Array.isArray(live) ? live : [];
  const plain = templates.find((t): t is string => typeof t === "string" && !hasPlaceholder(t));
  return plain ?? verb.description ?? verb.key;
}

/**
 * `args`, else one required string per placeholder (DECISIONS.md 4.2). Core's own effectiveArgsSchema is not
 * exported; this is the same rule built from the exported tokenPlaceholders. An openapi pack's command has its
 * operation's arguments narrowed by its `args` here (DECISIONS 14; lint's context binds them), `$defs` included.
 */
export function toolInputSchema(loaded: LoadedPack, verb: VerbView): PackTool["inputSchema"] {
  if (verb.args) return { ...verb.args, type: "object" };
  const names = tokenPlaceholders(loaded.surface, verb);
  return {
    type: "object",
    properties: Object.fromEntries(names.map((n) => [n, { type: "string" }])),
    required: names,
  };
}

/** Pack text a client shows people: hidden characters as visible `<U+XXXX>` escapes, as on cards (D7). */
const visible = (text: string) => cardText(text).full;

export function packTools(loaded: LoadedPack): PackTool[] {
  return loaded.surface.verbs.map((verb) => {
    const effect = loaded.policy.rows.get(verb.key)?.effect ?? "write";
    const title = visible(toolTitle(verb));
    return {
      name: verb.key,
      title,
      description: verb.description === undefined ? title : visible(verb.description),
      inputSchema: toolInputSchema(loaded, verb),
      annotations: { title, readOnlyHint: effect === "read", destructiveHint: effect === "write" },
    };
  });
}
