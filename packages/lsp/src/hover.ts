// Hover in surface.json and policy.json: a command's argv (an openapi pack's: its request) and approval card on its
// key, else the field's description; in an openapi pack's document, the operation and the command that sends it.
import { commandHover } from "./command-hover.js";
import type { HoverPack } from "./hover-pack.js";
import { locationAt } from "./json-at.js";
import { operationHover } from "./operation-hover.js";
import { descriptionOf, schemaOfFile, schemasAt, valuesAt } from "./schema-nav.js";

export interface HoverInput {
  path: string;
  text: string;
  offset: number;
  /** The pack as its lint read it. */
  pack: HoverPack;
}

export function hoverMarkdown(input: HoverInput): string | undefined {
  const schema = schemaOfFile(input.path);
  if (!schema) return operationHover(input.pack, input.path, input.offset);
  const location = locationAt(input.text, input.offset);
  const node = location?.previousNode;
  if (!location || !node || input.offset < node.offset || input.offset > node.offset + node.length) return undefined;
  const path = location.path;
  const [top, key] = path;
  // On a command's key (in either file), or anywhere on a policy row's key: the command itself.
  if (top === "verbs" && typeof key === "string" && path.length === 2 && location.isAtPropertyKey) {
    const command = commandHover(input.pack, key);
    if (command) return command;
  }
  const schemas = schemasAt(schema, path);
  const description = descriptionOf(schemas);
  if (!description) return undefined;
  const name = path[path.length - 1];
  const values = valuesAt(schema, path);
  const parts = [`${typeof name === "string" ? `**${name}**: ` : ""}${description}`];
  if (values.length > 0) parts.push(`One of: ${values.map((v) => `\`${JSON.stringify(v)}\``).join(", ")}`);
  return parts.join("\n\n");
}
