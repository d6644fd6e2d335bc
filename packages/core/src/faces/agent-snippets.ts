// What a person pastes to use a pack from an agent: the MCP client config, the --from line, a json_exec request.

/**
 * The server entry an MCP client runs for the pack in `dir` (DECISIONS.md 12): `packstudio mcp <dir>` over stdio.
 * The installed command (the release tarball, `npm install -g`), never `npx packstudio`: outside this repository
 * npx fetches whatever package of that name a registry holds.
 */
export function mcpServerEntry(source: { dir: string } | { from: string }): { command: "packstudio"; args: string[] } {
  const where = "dir" in source ? [source.dir] : ["--from", source.from];
  return { command: "packstudio", args: ["mcp", ...where] };
}

/** A client's config file (the `mcpServers` map most clients read), with the pack under its id. */
export function mcpClientConfig(id: string, source: { dir: string } | { from: string }): string {
  return `${JSON.stringify({ mcpServers: { [id || "pack"]: mcpServerEntry(source) } }, null, 2)}\n`;
}

/** The one line that fetches a published pack from a studio and serves it: `packstudio mcp --from <url>`. */
export function mcpFromLine(packUrl: string): string {
  return `packstudio mcp --from ${packUrl}`;
}

export interface JsonExecRequest {
  verb: string;
  args: Record<string, unknown>;
  approved: boolean;
}

/** The json_exec request (DECISIONS.md 12) for a command and its arguments, as `packstudio exec` reads it on stdin. */
export function jsonExecRequest(verb: string, args: Record<string, unknown>, approved = false): JsonExecRequest {
  return { verb, args, approved };
}

/** The request as one JSON text, ready for `packstudio exec <dir> < request.json`. */
export function jsonExecText(request: JsonExecRequest): string {
  return `${JSON.stringify(request, null, 2)}\n`;
}
