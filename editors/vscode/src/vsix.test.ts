// The extension packaged for real: scripts/build.mjs then vsce, and the .vsix read back (a zip) for its contents.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { documentSelector, serverCommand } from "./server-command.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const vsce = createRequire(import.meta.url).resolve("@vscode/vsce/vsce");

describe("the .vsix", () => {
  it("holds the manifest, the README and the bundled client, nothing else", () => {
    execFileSync(process.execPath, ["scripts/build.mjs"], { cwd: root });
    const args = ["package", "--no-dependencies", "--skip-license", "--allow-missing-repository"];
    execFileSync(process.execPath, [vsce, ...args, "--out", "dist/packstudio.vsix"], { cwd: root, stdio: "pipe" });
    const zip = unzipSync(readFileSync(`${root}/dist/packstudio.vsix`));
    expect(Object.keys(zip).sort()).toEqual([
      "[Content_Types].xml",
      "extension.vsixmanifest",
      "extension/dist/extension.js",
      "extension/package.json",
      "extension/readme.md",
    ]);
    const manifest = JSON.parse(new TextDecoder().decode(zip["extension/package.json"]));
    expect(manifest.main).toBe("./dist/extension.js");
    expect(manifest.engines.vscode).toBe("^1.91.0");
    expect(manifest.activationEvents).toEqual(["workspaceContains:**/surface.json"]);
    const bundle = new TextDecoder().decode(zip["extension/dist/extension.js"]);
    // The language client is inside the bundle; only the host's vscode module is required at run time.
    expect(bundle).toContain('require("vscode")');
    expect(bundle).not.toMatch(/require\("vscode-languageclient/);
    expect(bundle).toContain("--rules-url");
    const xml = new TextDecoder().decode(zip["extension.vsixmanifest"]);
    expect(xml).toContain('Id="packstudio-vscode"');
    expect(xml).toContain('Publisher="packstudio"');
  });
});

describe("serverCommand", () => {
  it.each([
    [["packstudio"], "packstudio", ["lsp", "--rules-url", "http://x/rules"]],
    [["node", "/opt/ps/packstudio.mjs"], "node", ["/opt/ps/packstudio.mjs", "lsp", "--rules-url", "http://x/rules"]],
    [[], "packstudio", ["lsp", "--rules-url", "http://x/rules"]],
  ])("%j", (command, bin, args) => {
    expect(serverCommand(command, "http://x/rules")).toEqual({ command: bin, args });
  });

  it("selects the three protocol files and an OpenAPI document on disk", () => {
    expect(documentSelector.map((s) => s.pattern)).toEqual([
      "**/surface.json",
      "**/policy.json",
      "**/HARNESS.md",
      "**/openapi.yaml",
      "**/openapi.yml",
      "**/openapi.json",
    ]);
  });
});
