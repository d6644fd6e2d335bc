// The server a request goes to (DECISIONS 14): the operation's, else the path item's, else the document's first, variables at their defaults.
import type { JsonPath } from "../json/pointer.js";
import { isRecord } from "../pack/json-value.js";
import type { OperationRef } from "./operations.js";

export interface ServerChoice {
  /** The absolute base URL (variables filled, no trailing `/`), or undefined: the preview shows the path alone. */
  base: string | undefined;
  /** The `servers[0]` used, in the document; undefined when no level has one. */
  source: JsonPath | undefined;
  /** Why there is no absolute base (O009), in plain words. */
  problem: string | undefined;
}

const absolute = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;

/** The server `op` is sent to. */
export function serverFor(doc: unknown, op: OperationRef): ServerChoice {
  const levels: [unknown, JsonPath][] = [
    [op.operation.servers, [...op.location, "servers"]],
    [op.pathItem.servers, ["paths", op.path, "servers"]],
    [isRecord(doc) ? doc.servers : undefined, ["servers"]],
  ];
  const found = levels.find(([list]) => Array.isArray(list) && list.length > 0);
  if (!found) return { base: undefined, source: undefined, problem: "no level of the document gives a server" };
  const [list, at] = found;
  const server = (list as unknown[])[0];
  const source = [...at, 0];
  if (!isRecord(server) || typeof server.url !== "string")
    return { base: undefined, source, problem: "its first server has no URL" };
  const variables = isRecord(server.variables) ? server.variables : {};
  const missing: string[] = [];
  const url = server.url.replace(/\{([^{}]*)\}/g, (whole, name: string) => {
    const variable = Object.hasOwn(variables, name) ? variables[name] : undefined;
    if (isRecord(variable) && typeof variable.default === "string") return variable.default;
    missing.push(name);
    return whole;
  });
  if (missing.length > 0)
    return {
      base: undefined,
      source,
      problem: `its server "${server.url}" has ${missing.map((m) => `"${m}"`).join(", ")} without a default`,
    };
  if (!absolute.test(url)) return { base: undefined, source, problem: `its server "${server.url}" is relative` };
  return { base: url.replace(/\/+$/, ""), source, problem: undefined };
}
