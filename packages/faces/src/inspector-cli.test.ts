// The MCP Inspector's own CLI (a client we did not write) lists the ledger's tools through `packstudio mcp` over
// stdio: the local binary from node_modules, no network. The server runs from the CLI's source (tsx), so this test
// needs no build first.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { loadValidPack, packTools } from "@packstudio/core";
import { repoRoot, specExample } from "@packstudio/core/testing";
import { type ProcessRun, runProcess } from "@packstudio/core/testing/process";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const inspectorPackage = require.resolve("@modelcontextprotocol/inspector/package.json");
const inspectorBin = join(dirname(inspectorPackage), require(inspectorPackage).bin["mcp-inspector"]);
const cliSource = join(repoRoot, "packages/cli/src/bin.ts");

/** How long the Inspector waits for the server to answer: tsx compiles the CLI on start, slowly on a busy machine. */
const connectMs = 150_000;

function inspect(...args: string[]): Promise<ProcessRun> {
  return runProcess(process.execPath, [inspectorBin, "--cli", "--connect-timeout", String(connectMs), ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/tmp", NO_COLOR: "1" },
  });
}

describe("MCP Inspector CLI against packstudio mcp (issue 13)", () => {
  it(
    "tools/list of the ledger: the tools core's packTools describes, names and hints",
    async () => {
      const server = [process.execPath, "--import", "tsx", cliSource, "mcp", "spec/examples/ledger"];
      const r = await inspect(...server, "--method", "tools/list");
      expect(r.code, r.stderr).toBe(0);
      const { tools } = JSON.parse(r.stdout);
      const loaded = loadValidPack(specExample("ledger"));
      if ("ok" in loaded) throw new Error(loaded.error.message);
      expect(tools).toEqual(packTools(loaded));
      const hints = Object.fromEntries(
        tools.map((t: { name: string; annotations: object }) => [t.name, t.annotations]),
      );
      expect(hints.status).toMatchObject({ readOnlyHint: true, destructiveHint: false });
      expect(hints.transfer).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    },
    connectMs + 30_000,
  );
});
