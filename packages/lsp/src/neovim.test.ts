// A real editor, not one of ours: Debian's Neovim (headless, its built-in LSP client) opens a pack with a bad
// id, starts `packstudio lsp` (the built CLI) and writes back the diagnostics it shows.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { copyExample, repoRoot } from "./testing/lsp-client.js";

const init = fileURLToPath(new URL("./testing/neovim-init.lua", import.meta.url));
const bin = join(repoRoot, "packages/cli/dist/packstudio.mjs");

function hasNvim(): boolean {
  try {
    execFileSync("nvim", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

// CI installs neovim (.ci/run, which the workflow runs), so there it always runs, and fails without nvim;
// only a machine outside CI without nvim skips, and says so.
const skip = !hasNvim() && !process.env.CI;
if (skip) console.warn("neovim.test.ts: SKIPPED: no `nvim` on PATH (apt-get install neovim to run it)");

interface VimDiagnostic {
  lnum: number;
  col: number;
  end_col: number;
  severity: number;
  code?: string;
  message: string;
  source?: string;
}

describe.skipIf(skip)("Neovim's built-in LSP client", () => {
  const pack = copyExample("ledger");
  afterAll(() => pack.remove());

  it("shows M001 on a broken id, at its place", () => {
    if (!existsSync(bin)) throw new Error(`No built CLI at ${bin}: run npm run build -w @packstudio/cli first.`);
    const surface = join(pack.dir, "surface.json");
    writeFileSync(surface, readFileSync(surface, "utf8").replace('"id": "ledger"', '"id": "Ledger Pack"'));
    const out = join(pack.dir, "diagnostics.out.json");
    const run = spawnSync("nvim", ["--headless", "--clean", "-u", init, surface], {
      env: {
        ...process.env,
        PACKSTUDIO_DIAG_OUT: out,
        PACKSTUDIO_LSP_CMD: JSON.stringify([process.execPath, bin, "lsp"]),
      },
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(run.error, `nvim did not run (CI must install neovim): ${run.stderr}`).toBeUndefined();
    const diagnostics = JSON.parse(readFileSync(out, "utf8")) as VimDiagnostic[];
    const m001 = diagnostics.find((d) => d.code === "M001");
    expect(m001, JSON.stringify(diagnostics)).toBeDefined();
    expect([m001?.lnum, m001?.col, m001?.end_col, m001?.severity, m001?.source]).toEqual([1, 8, 21, 1, "packstudio"]);
    expect(m001?.message).toContain("Ledger Pack");
  });
});
