// Golden tests of the editor commands: fix (dry run and --write), schema, and lsp over stdio in the built binary.
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fixAll, lintPack } from "@packstudio/core";
import { readFolderFiles } from "@packstudio/core/testing";
import { fileUri, LspClient } from "@packstudio/lsp/testing";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot, runCli } from "./testing/run-cli.js";

const golden: [name: string, argv: string[], exit: number][] = [
  ["fix-broken.diff", ["fix", "spec/examples/broken"], 1],
  ["fix-ledger.diff", ["fix", "spec/examples/ledger"], 0],
  ["schema-surface.json", ["schema", "surface"], 0],
  ["schema-policy.json", ["schema", "policy"], 0],
  ["help-fix.txt", ["fix", "--help"], 0],
  ["help-schema.txt", ["schema", "--help"], 0],
  ["help-lsp.txt", ["lsp", "--help"], 0],
];

describe("editor commands: golden output", () => {
  it.each(golden)("%s", async (name, argv, exit) => {
    const r = await runCli(argv);
    expect(r.code).toBe(exit);
    await expect(r.stdout).toMatchFileSnapshot(`golden/${name}`);
  });

  it("fix's summary goes to stderr: each fix applied, then what is left", async () => {
    const r = await runCli(["fix", "spec/examples/broken"]);
    expect(r.stderr).toContain('spec/examples/broken/surface.json: M001 Set the id to "broken-pack"\n');
    expect(r.stderr).toMatch(
      /spec\/examples\/broken: would apply \d+ fixes to 2 files \(a dry run: add --write to apply\); \d+ errors and \d+ warnings left\.\n$/,
    );
  });
});

describe("fix --write", () => {
  const dir = mkdtempSync(join(tmpdir(), "fix-write-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes what the dry run showed; a second run has nothing left to fix", async () => {
    cpSync(join(repoRoot, "spec/examples/broken"), dir, { recursive: true });
    const before = readFolderFiles(dir);
    const dry = await runCli(["fix", dir]);
    expect(readFolderFiles(dir)).toEqual(before);
    expect(dry.stdout).toContain(`+++ b/${dir}/surface.json`);
    const written = await runCli(["fix", dir, "--write"]);
    expect(written.stdout).toBe("");
    expect(written.code).toBe(dry.code);
    const after = readFolderFiles(dir);
    expect(after).toEqual(fixAll(before).files);
    expect(lintPack(after).map((f) => f.code)).not.toContain("M001");
    const again = await runCli(["fix", dir]);
    expect(again.stdout).toBe("");
    expect(again.stderr).toContain("would apply 0 fixes to 0 files");
  });
});

describe("usage errors", () => {
  it.each([
    [["fix"], "fix takes one pack folder"],
    [["schema"], "schema takes one name: surface or policy"],
    [["schema", "harness"], 'not "harness"'],
    [["lsp", "--rules-url", "ftp://x"], "--rules-url must be an http:// or https:// address"],
    [["lsp", "some/dir"], "lsp takes no folder"],
  ])("%j", async (argv, message) => {
    const r = await runCli(argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });
});

describe("packstudio lsp (the built binary)", () => {
  const pack = mkdtempSync(join(tmpdir(), "cli-lsp-"));
  afterAll(() => rmSync(pack, { recursive: true, force: true }));

  it("publishes M001 for a bad id typed into surface.json, linked to --rules-url", async () => {
    cpSync(join(repoRoot, "spec/examples/ledger"), pack, { recursive: true });
    const bin = join(repoRoot, "packages/cli/dist/packstudio.mjs");
    const { client } = await LspClient.start([
      process.execPath,
      bin,
      "lsp",
      "--stdio",
      "--rules-url",
      "https://studio.example.org/rules",
    ]);
    try {
      const uri = fileUri(join(pack, "surface.json"));
      const text = readFileSync(join(pack, "surface.json"), "utf8");
      await client.open(uri, text.replace('"id": "ledger"', '"id": "Ledger Pack"'));
      const diagnostics = await client.diagnostics(uri, (d) => d.some((x) => x.code === "M001"));
      const m001 = diagnostics.find((d) => d.code === "M001");
      expect(m001?.range).toEqual({ start: { line: 1, character: 8 }, end: { line: 1, character: 21 } });
      expect(m001?.codeDescription?.href).toBe("https://studio.example.org/rules#M001");
    } finally {
      await client.stop();
    }
  });
});
