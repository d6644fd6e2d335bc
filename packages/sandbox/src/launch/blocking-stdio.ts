// Node's stdout and stderr made blocking in the sandbox, so the first byte past the output cap reaches the host.
import { chmodSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { makeDir } from "../runs/run-folders.js";

// On Linux node writes to a pipe asynchronously: what the pipe does not take at once is queued in node's own
// memory, and later writes wait behind it. A script writing 100 MiB without minding back-pressure then had
// exactly the first 1 MiB read by the host while the other 99 writes waited, and died of memory joining them
// (issue 26 item 6): no byte past the cap ever left it, so the host could not see the output limit. Blocking,
// as node's stdio is on a terminal, every write reaches the pipe before the script goes on: the host reads the
// first byte past the cap and stops the run there. A script may undo it for itself; only its own result suffers.

/** Where the preload is bound, read-only, in the sandbox (bubblewrap makes the folder in its own root). */
export const STDIO_PRELOAD_PATH = "/run/packstudio/blocking-stdio.cjs";

/**
 * The preload: CommonJS, so `--require` loads it before a script of either kind. It also holds the command back
 * until its workspace is restored: the sandbox's PID 1 extracts the workspace while node starts (issue 30), with
 * the command's stdin the other end of a pipe it closes when done (inside-steps.ts), so the command (PID 1's child,
 * never a node it starts) reads stdin to its end before the script's first line. stdin then reads as empty, as
 * /dev/null did.
 */
export const stdioPreloadSource = `"use strict";
// Pack Studio's sandbox: the command waits for its workspace, restored beside node's start-up (stdin closes when
// it is), and stdout and stderr block (as on a terminal), so output past the cap is seen at once.
if (process.ppid === 1) {
  const fs = require("node:fs");
  const chunk = Buffer.alloc(64);
  try {
    if (fs.fstatSync(0).isFIFO())
      for (;;) {
        try {
          if (fs.readSync(0, chunk) === 0) break;
        } catch (error) {
          if (error.code !== "EAGAIN") break;
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
        }
      }
  } catch {}
}
for (const stream of [process.stdout, process.stderr]) stream._handle?.setBlocking?.(true);
`;

/** node's argv with the preload first: `--require` is in process.execArgv, so fork() hands it to child nodes. */
export function withStdioPreload(argv: readonly string[]): string[] {
  const [bin, ...rest] = argv;
  return bin === undefined ? [] : [bin, `--require=${STDIO_PRELOAD_PATH}`, ...rest];
}

/** Writes the preload under `root` (once; a rename, so processes sharing the root never see half a file) and
 * returns its host path, to bind at STDIO_PRELOAD_PATH. */
export function writeStdioPreload(root: string): string {
  const dir = join(root, "node-stdio");
  const file = join(dir, "blocking-stdio.cjs");
  if (existsSync(file) && readFileSync(file, "utf8") === stdioPreloadSource) return file;
  makeDir(dir);
  const partial = `${file}.${process.pid}.partial`;
  rmSync(partial, { force: true });
  writeFileSync(partial, stdioPreloadSource, { mode: 0o444 });
  chmodSync(partial, 0o444); // readable by the run's uid whatever the server's umask
  renameSync(partial, file);
  return file;
}
