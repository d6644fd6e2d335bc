// O009: no absolute server URL for an operation a command sends (no `servers` at any level, or a relative one), or a server variable without a default (D14).
import { findOperation } from "../../openapi/operations.js";
import { serverFor } from "../../openapi/server-url.js";
import type { Rule } from "../types.js";
import { sentence } from "./o001-openapi-document.js";

const consequence = "so its commands' previews show the path alone and `run --live` refuses them";

/** Commands as a message lists them: `"card.get"`, or the first few and how many more. */
function listed(commands: string[]): string {
  const shown = commands.slice(0, 3).map((c) => JSON.stringify(c));
  return commands.length > 3 ? `${shown.join(", ")} and ${commands.length - 3} more` : shown.join(", ");
}

export const rule: Rule = {
  code: "O009",
  check(ctx, report) {
    const doc = ctx.openapi;
    if (!doc?.version || ctx.surface?.kind !== "openapi") return;
    // One finding a server (or a missing one), naming the commands that send to it.
    const byPlace = new Map<string, { path: (string | number)[]; problem: string; commands: string[] }>();
    for (const verb of ctx.surface.verbs) {
      const name = verb.decl.operation;
      if (typeof name !== "string") continue;
      const found = findOperation(doc.value, name);
      if (!found.ok) continue; // O004's
      const server = serverFor(doc.value, found.operation);
      if (!server.problem) continue;
      const path = server.source ? [...server.source, "url"] : ["openapi"];
      const key = JSON.stringify(path);
      const place = byPlace.get(key) ?? { path, problem: server.problem, commands: [] };
      place.commands.push(verb.key);
      byPlace.set(key, place);
    }
    for (const { path, problem, commands } of byPlace.values()) {
      const fix = problem.includes("without a default")
        ? "give each variable a `default`"
        : problem.includes("relative")
          ? "write the server's full URL (https://…)"
          : "add `servers: [{url: https://…}]` to the document";
      const which =
        path.length === 1
          ? `The document gives no server for ${listed(commands)}`
          : `For ${listed(commands)}, ${problem.replace(/^its /, "the ")}`;
      report({ file: doc.file, path, message: sentence(`${which}, ${consequence}: ${fix}`) });
    }
  },
};
