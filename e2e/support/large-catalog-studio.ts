// A studio of its own over a catalog loaded by the bulk import (`npm run import -w @packstudio/db -- --generate N`),
// large enough for page 500: `next start` on E2E_PORT + 60, over a PGlite data folder of its own.
import { type ChildProcess, execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { spawnStudio } from "./auth-studio";

export const largeCatalogPort = Number(process.env.E2E_PORT ?? 3100) + 60;
const repo = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Import `generate` generated packs into a fresh data folder, then start a studio on it, up and answering.
 * The generator's openapi and sense_only packs (2 in 6) fail lint: the import refuses them, names them and
 * exits 1 after loading the rest, so its own line says how many it loaded (`imported`).
 */
export async function startLargeCatalogStudio(generate: number): Promise<{ server: ChildProcess; imported: number }> {
  const dataDir = `/tmp/packstudio-e2e-large-${largeCatalogPort}-${Date.now()}`;
  const stdout = await new Promise<string>((resolve) =>
    execFile(
      "npm",
      ["run", "import", "-w", "@packstudio/db", "--", "--generate", String(generate)],
      { cwd: repo, env: { ...process.env, PACKSTUDIO_DATA_DIR: dataDir }, maxBuffer: 16 * 1024 * 1024 },
      (_error, out) => resolve(String(out)),
    ),
  );
  const imported = Number(/imported (\d+) new packs/.exec(stdout)?.[1] ?? 0);
  const server = spawnStudio(largeCatalogPort, { PACKSTUDIO_DATA_DIR: dataDir });
  const base = `http://127.0.0.1:${largeCatalogPort}`;
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the large-catalog studio on ${base} exited (${server.exitCode})`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { server, imported };
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the large-catalog studio did not start on ${base}`);
}
