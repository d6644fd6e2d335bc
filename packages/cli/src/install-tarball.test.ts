// The CLI a person installs: `npm pack` makes one tarball that installs offline into an empty prefix (no
// dependencies: everything is bundled), puts `packstudio` on PATH, and from outside the repository checks a pack
// and serves it to a real MCP client. Runs once the build exists (turbo builds before test, so in CI always).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "./testing/run-cli.js";

const cliDir = fileURLToPath(new URL("..", import.meta.url));
const built = existsSync(join(cliDir, "dist/packstudio.mjs"));
const ledger = join(repoRoot, "spec/examples/ledger");

describe.skipIf(!built)("the packstudio tarball, installed on a machine without this repository", () => {
  const root = mkdtempSync(join(tmpdir(), "packstudio-install-"));
  const prefix = join(root, "prefix");
  const away = join(root, "elsewhere");
  // Only the installed prefix and node itself: not the repository's node_modules/.bin, nor a global packstudio.
  const env = {
    PATH: [join(prefix, "bin"), dirname(process.execPath), "/usr/bin", "/bin"].join(":"),
    HOME: away,
    NO_COLOR: "1",
  };
  let tarball = "";
  let files: string[] = [];
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  beforeAll(() => {
    mkdirSync(away);
    // The bundle turbo built: packing must not rebuild it under the feet of other test files using it.
    const packed = JSON.parse(
      execFileSync("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", root], {
        cwd: cliDir,
        encoding: "utf8",
      }),
    ) as { filename: string; files: { path: string }[] }[];
    tarball = join(root, packed[0]?.filename ?? "");
    files = (packed[0]?.files ?? []).map((f) => f.path).sort();
    // An empty cache, --offline and a registry nobody answers: a dependency to fetch would fail the install.
    execFileSync(
      "npm",
      ["install", "-g", "--prefix", prefix, "--offline", "--no-audit", "--no-fund", "--ignore-scripts", tarball],
      {
        cwd: away,
        encoding: "utf8",
        env: {
          ...env,
          PATH: `${env.PATH}:${process.env.PATH ?? ""}`,
          npm_config_cache: join(root, "npm-cache"),
          npm_config_registry: "http://127.0.0.1:9/",
        },
      },
    );
  }, 120_000);

  it("is one tarball of the bin and the bundle, declaring no dependencies", () => {
    expect(files).toEqual(
      expect.arrayContaining(["bin/packstudio.mjs", "dist/packstudio.mjs", "dist/sample-project/README.md"]),
    );
    expect(files.filter((f) => !/^(bin|dist)\/|^package\.json$|^README/.test(f))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(prefix, "lib/node_modules/@packstudio/cli/package.json"), "utf8"));
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.optionalDependencies ?? {}).toEqual({});
    expect(manifest.peerDependencies ?? {}).toEqual({});
  });

  it("puts packstudio on PATH, and checks a pack from outside the repository", () => {
    const r = spawnSync("packstudio", ["check", ledger], { cwd: away, env, encoding: "utf8" });
    expect(r.error).toBeUndefined();
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });

  it("serves the pack over stdio to the MCP SDK's client, which lists its tools", async () => {
    const client = new Client({ name: "install-test", version: "1.0.0" });
    const transport = new StdioClientTransport({
      command: "packstudio",
      args: ["mcp", ledger],
      env,
      cwd: away,
      stderr: "pipe",
    });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      const surface = JSON.parse(readFileSync(join(ledger, "surface.json"), "utf8"));
      expect(tools.map((t) => t.name)).toEqual(Object.keys(surface.verbs));
    } finally {
      await client.close();
    }
  }, 60_000);
});
