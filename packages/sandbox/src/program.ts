// What actually starts in the sandbox: a pack script by its interpreter, or an allow-listed CLI on PATH.
import { existsSync } from "node:fs";
import type { RenderedCommand } from "@packstudio/core";
import { PACK_DIR } from "./bwrap-args.js";

export type ProgramResult =
  | {
      ok: true;
      argv: string[];
      /** A pack script run by node (its heap is capped: by the flag in argv, or by the cgroup file). */
      node?: boolean;
    }
  | { ok: false; message: string };

/** `./bin/x.mjs` → `bin/x.mjs`; undefined when it is not a plain relative path. */
function packPath(bin: string): string | undefined {
  const parts = bin.split("/").filter((s) => s !== "" && s !== ".");
  if (bin.startsWith("/") || parts.some((s) => s === "..")) return undefined;
  return parts.join("/");
}

export function sandboxProgram(
  plan: RenderedCommand,
  files: Record<string, string>,
  allowedBins: readonly string[],
): ProgramResult {
  const bin = plan.program;
  const rest = plan.argv.slice(1);
  if (bin.includes("/")) {
    const path = packPath(bin);
    if (path === undefined || !(path in files)) {
      return { ok: false, message: `wrap.bin "${bin}" names no file inside the pack.` };
    }
    const inside = `${PACK_DIR}/${path}`;
    if (/\.(mjs|cjs|js)$/.test(path)) {
      // node: true - the sandbox caps its heap (sandbox.ts), so the program is plain node here.
      return { ok: true, node: true, argv: [process.execPath, inside, ...rest] };
    }
    if (path.endsWith(".sh")) return { ok: true, argv: ["/bin/sh", inside, ...rest] };
    return {
      ok: false,
      message: `wrap.bin "${bin}" is neither a node script (.mjs, .js, .cjs) nor a shell script (.sh): the sandbox runs only those.`,
    };
  }
  if (!allowedBins.includes(bin)) {
    return {
      ok: false,
      message: `"${bin}" is a CLI on PATH that the operator has not allowed in the sandbox (PACKSTUDIO_SANDBOX_ALLOW lists the allowed ones). The plan above is what would run.`,
    };
  }
  const found = ["/usr/local/bin", "/usr/bin", "/bin"].map((d) => `${d}/${bin}`).find((p) => existsSync(p));
  if (!found) return { ok: false, message: `"${bin}" is allowed but not installed on this machine.` };
  return { ok: true, argv: [found, ...rest] };
}
