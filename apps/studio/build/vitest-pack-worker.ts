// Vitest global setup: bundles the pack worker from today's source into a folder of this run (never a stale
// dist/ from an older build) and points the server code at it through PACKSTUDIO_PACK_WORKER.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bundlePackWorker } from "./pack-worker-bundle";

export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), "packstudio-pack-worker-"));
  process.env.PACKSTUDIO_PACK_WORKER = await bundlePackWorker(join(dir, "pack-worker.mjs"));
  return () => rmSync(dir, { recursive: true, force: true });
}
