// What actually starts in the sandbox: a pack script by its interpreter, or a CLI found on the sandbox's PATH.
import type { RenderedCommand } from "@packstudio/core";
import type { BinAllowance } from "../limits/limits.js";
import { PACK_DIR } from "./bwrap-args.js";
import { findOnSandboxPath, isProgramName, sandboxPathDirs } from "./sandbox-path.js";

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

/** The program for `bin` (wrap.bin) without its arguments: what starts it in the sandbox, or why it cannot.
 * `find`: where a bare name is looked up (the sandbox's PATH on this machine). */
export function resolveProgram(
  bin: string,
  inPack: (path: string) => boolean,
  allowed: BinAllowance,
  find: (name: string) => string | undefined = findOnSandboxPath,
): ProgramResult {
  const shown = JSON.stringify(bin.length > 80 ? `${bin.slice(0, 80)}…` : bin);
  if (bin.includes("/")) {
    const path = packPath(bin);
    if (path === undefined || !inPack(path)) {
      return { ok: false, message: `wrap.bin ${shown} names no file inside the pack.` };
    }
    const inside = `${PACK_DIR}/${path}`;
    if (/\.(mjs|cjs|js)$/.test(path)) {
      // node: true - the sandbox caps its heap (sandbox.ts), so the program is plain node here.
      return { ok: true, node: true, argv: [process.execPath, inside] };
    }
    if (path.endsWith(".sh")) return { ok: true, argv: ["/bin/sh", inside] };
    return {
      ok: false,
      message: `wrap.bin ${shown} is neither a node script (.mjs, .js, .cjs) nor a shell script (.sh): the sandbox runs only those.`,
    };
  }
  if (!isProgramName(bin)) {
    return {
      ok: false,
      message: `wrap.bin ${shown} is not a program name (letters, digits, ".", "_", "+" and "-"): name a CLI on PATH or a script inside the pack.`,
    };
  }
  if (allowed !== "any" && !allowed.includes(bin)) {
    return {
      ok: false,
      message:
        allowed.length === 0
          ? `The operator runs no CLI on PATH in the sandbox (PACKSTUDIO_SANDBOX_ALLOW=none), so "${bin}" cannot run here. The plan above is what would run.`
          : `"${bin}" is not among the CLIs the operator allows in the sandbox (PACKSTUDIO_SANDBOX_ALLOW lists them). The plan above is what would run.`,
    };
  }
  const found = find(bin);
  if (!found) {
    return {
      ok: false,
      message: `"${bin}" is not installed where the sandbox looks (${sandboxPathDirs.join(", ")}): install it there, or make wrap.bin a script inside the pack.`,
    };
  }
  return { ok: true, argv: [found] };
}

export function sandboxProgram(
  plan: RenderedCommand,
  files: Record<string, string>,
  allowed: BinAllowance,
): ProgramResult {
  const program = resolveProgram(plan.program, (path) => Object.hasOwn(files, path), allowed);
  return program.ok ? { ...program, argv: [...program.argv, ...plan.argv.slice(1)] } : program;
}
