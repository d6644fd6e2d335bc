// Hover in surface.json and policy.json: a command's argv (an openapi pack's: its request) and approval card on its
// key, else the field's description; in an openapi pack's document, the operation and the command that sends it.
import { commandHover } from "./command-hover.js";
import type { HoverPack } from "./hover-pack.js";
import { locationAt } from "./json-at.js";
import { schemaHover } from "./json-service.js";
import { operationHover } from "./operation-hover.js";

export interface HoverInput {
  path: string;
  text: string;
  offset: number;
  /** The pack as its lint read it. */
  pack: HoverPack;
}

export async function hoverMarkdown(input: HoverInput): Promise<string | undefined> {
  if (input.path !== "surface.json" && input.path !== "policy.json")
    return operationHover(input.pack, input.path, input.offset);
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
  // Else the schema's words, as the studio's editor shows them.
  return schemaHover(input.path, input.text, input.offset);
}
