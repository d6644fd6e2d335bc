// The snippets of the "Use in an agent" panel and the README: MCP client config, --from line, json_exec request.
import { describe, expect, it } from "vitest";
import { jsonExecRequest, jsonExecText, mcpClientConfig, mcpFromLine, mcpServerEntry } from "./agent-snippets.js";

describe("D12 how an agent gets a pack", () => {
  it("the MCP server entry runs packstudio mcp on the folder, or on a studio's published pack", () => {
    expect(mcpServerEntry({ dir: "./ledger" })).toEqual({ command: "packstudio", args: ["mcp", "./ledger"] });
    expect(mcpServerEntry({ from: "https://studio.example/packs/ledger" })).toEqual({
      command: "packstudio",
      args: ["mcp", "--from", "https://studio.example/packs/ledger"],
    });
  });

  it("the client config names the server by the pack id", () => {
    expect(JSON.parse(mcpClientConfig("ledger", { dir: "./ledger" }))).toEqual({
      mcpServers: { ledger: { command: "packstudio", args: ["mcp", "./ledger"] } },
    });
  });

  it("the --from line", () => {
    expect(mcpFromLine("http://localhost:3000/packs/todo")).toBe(
      "packstudio mcp --from http://localhost:3000/packs/todo",
    );
  });

  it("the json_exec request is the three fields packstudio exec reads", () => {
    const request = jsonExecRequest("transfer", { amount: "2.80" });
    expect(JSON.parse(jsonExecText(request))).toEqual({ verb: "transfer", args: { amount: "2.80" }, approved: false });
  });
});
