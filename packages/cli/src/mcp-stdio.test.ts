// packstudio mcp over stdio, driven by the MCP SDK's own Client (StdioClientTransport spawning the real CLI).
import { spawnSync } from "node:child_process";
import { describe, expect, it, vi } from "vitest";
import { mcpScenarios } from "./testing/mcp-scenarios.js";
import { packstudioBin, stdioFixture, testEnv } from "./testing/mcp-servers.js";
import { repoRoot } from "./testing/run-cli.js";

// Real processes and real bubblewrap runs, several per test: generous on a busy 2-core machine (no timed assertion).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const env = testEnv(64_000);

mcpScenarios(stdioFixture(env));

describe("packstudio mcp refuses a pack with lint errors at start", () => {
  it.each([[[]], [["--http", "0"]]])("%j: exit 1, the findings on stderr, nothing served", (extra) => {
    const r = spawnSync(process.execPath, [packstudioBin, "mcp", "spec/examples/broken", ...extra], {
      cwd: repoRoot,
      env,
      encoding: "utf8",
      input: "",
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("packstudio mcp: refused: The pack does not pass lint");
    expect(r.stderr).toMatch(/spec\/examples\/broken\/surface\.json:\d+:\d+ error M001 /);
    expect(r.stderr).not.toContain("serving");
  });
});
