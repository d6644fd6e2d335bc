// A real editor, not one of ours: Debian's Neovim (headless, its built-in LSP client) opens a pack with a bad
// id, or an openapi pack's document with a dangling $ref, starts `packstudio lsp` (the built CLI) and writes back
// the diagnostics it shows and a hover it asked for.
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

/** Open `file` in Neovim with the server attached: the diagnostics it shows, and the hover at `hoverAt` if given. */
function inNeovim(dir: string, file: string, hoverAt?: { line: number; character: number }) {
  if (!existsSync(bin)) throw new Error(`No built CLI at ${bin}: run npm run build -w @packstudio/cli first.`);
  const out = join(dir, "diagnostics.out.json");
  const hoverOut = join(dir, "hover.out.md");
  const run = spawnSync("nvim", ["--headless", "--clean", "-u", init, file], {
    env: {
      ...process.env,
      PACKSTUDIO_DIAG_OUT: out,
      PACKSTUDIO_LSP_CMD: JSON.stringify([process.execPath, bin, "lsp"]),
      ...(hoverAt && { PACKSTUDIO_HOVER_AT: `${hoverAt.line},${hoverAt.character}`, PACKSTUDIO_HOVER_OUT: hoverOut }),
    },
    encoding: "utf8",
    timeout: 120_000,
  });
  expect(run.error, `nvim did not run (CI must install neovim): ${run.stderr}`).toBeUndefined();
  const diagnostics = JSON.parse(readFileSync(out, "utf8")) as VimDiagnostic[];
  return { diagnostics, hover: hoverAt ? readFileSync(hoverOut, "utf8") : "" };
}

/** 0-based line and column of `marker` in `text`. */
function placeOf(text: string, marker: string): { line: number; character: number } {
  const before = text.slice(0, text.indexOf(marker)).split("\n");
  return { line: before.length - 1, character: (before.at(-1) ?? "").length };
}

describe.skipIf(skip)("Neovim's built-in LSP client", () => {
  const pack = copyExample("ledger");
  const kanban = copyExample("kanban-api");
  afterAll(() => {
    pack.remove();
    kanban.remove();
  });

  it("shows M001 on a broken id, at its place", () => {
    const surface = join(pack.dir, "surface.json");
    writeFileSync(surface, readFileSync(surface, "utf8").replace('"id": "ledger"', '"id": "Ledger Pack"'));
    const { diagnostics } = inNeovim(pack.dir, surface);
    const m001 = diagnostics.find((d) => d.code === "M001");
    expect(m001, JSON.stringify(diagnostics)).toBeDefined();
    expect([m001?.lnum, m001?.col, m001?.end_col, m001?.severity, m001?.source]).toEqual([1, 8, 21, 1, "packstudio"]);
    expect(m001?.message).toContain("Ledger Pack");
  });

  it("shows O003 in an openapi pack's YAML document at the $ref, and hovers an operation with its command", () => {
    const file = join(kanban.dir, "openapi.yaml");
    const text = readFileSync(file, "utf8").replace(
      'schema: { $ref: "#/components/schemas/Card" }\n        "404"',
      'schema: { $ref: "#/components/schemas/Cart" }\n        "404"',
    );
    writeFileSync(file, text);
    const at = placeOf(text, "operationId: deleteCard");
    const { diagnostics, hover } = inNeovim(kanban.dir, file, { line: at.line, character: at.character + 16 });
    const o003 = diagnostics.find((d) => d.code === "O003");
    expect(o003, JSON.stringify(diagnostics)).toBeDefined();
    const ref = placeOf(text, '"#/components/schemas/Cart"');
    expect([o003?.lnum, o003?.col, o003?.severity, o003?.source]).toEqual([ref.line, ref.character, 1, "packstudio"]);
    expect(hover).toContain("operation DELETE /boards/{boardId}/cards/{cardId} (deleteCard)");
    expect(hover).toContain("sent by   card.delete (write, always)");
    expect(hover).toContain("          DELETE https://api.kanban.example/v1/boards/b-17/cards/c-204");
  });
});
