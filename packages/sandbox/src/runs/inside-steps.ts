// The fixed steps the sandbox runs around a command: restore the workspace, run, stop every process, archive.
// They run inside bubblewrap as the run's uid, so the host never opens, walks or reads what the command wrote:
// it only writes an archive it built (fd 4) and parses, within a cap, the bytes that come back (fd 5).

/** The fd on which the sandbox reads the workspace to restore (a tar the host builds). */
export const RESTORE_FD = 4;
/** The fd on which the sandbox writes two marks, the command's exit status, a newline, then the workspace as a tar. */
export const ARCHIVE_FD = 5;
/** The fds of the command's stdout and stderr (spawn-run.ts `commandFds`): PID 1 moves them to 1 and 2 first, so
 * bubblewrap's monitor, which keeps only 0 to 2 (its own messages), never holds the command's output, and the
 * run is answered as soon as PID 1's last step ends, not once the sandbox's namespaces are torn down. */
export const COMMAND_OUT_FD = 6;
export const COMMAND_ERR_FD = 7;
/** What PID 1 writes on fd 5 before the status line: "s" as its steps begin, "r" once the workspace is restored.
 * Builtins, a few bytes: the host notes when each came (the bench's breakdown of a run, run-steps.ts). */
export const STEP_MARKS = "sr";

// POSIX sh (dash), PID 1 of the sandbox. The command's argv is "$@": run as words, never parsed (its program is an
// absolute path, so no builtin or function of the shell can stand in for it).
// - At the command's wall clock the run process kills PID 1's children (spawn-run.ts), so the shell goes on and the
//   host still gets the workspace back; timeout(1) did this inside before issue 30, one process more a run.
// - `kill -s KILL -1` from PID 1 ends every other process of the namespace: nothing changes files while tar
//   reads them, and no FIFO or swapped link can be raced in.
// - `exec tar`: PID 1 becomes tar, which forks nothing, so zombies of a fork bomb cannot refuse it a process.
// - tar stores links as links (never follows one) and FIFOs as entries (never opens one); --sparse stores a file
//   with holes by its data alone, so 600 sparse files cost the host a few blocks, not gigabytes of zeros.
// - The workspace ($1): "restore" extracts it before the command; "beside" extracts it while the command starts,
//   piped into the command's stdin, which a node pack script's preload reads to its end before the script runs
//   (blocking-stdio.ts): node's start-up hides the extraction (issue 30); "fresh" has nothing to extract (a first
//   run, every run of mode ephemeral), one process less.
const restore = `tar -x -f - -C / --no-same-owner --no-overwrite-dir <&${RESTORE_FD} 2>/dev/null || echo "[sandbox] the workspace could not be restored" >&2`;
const script = `exec 1>&${COMMAND_OUT_FD} 2>&${COMMAND_ERR_FD} ${COMMAND_OUT_FD}>&- ${COMMAND_ERR_FD}>&-
printf s >&${ARCHIVE_FD}
restore=$1
areas=$2
shift 2
if [ "$restore" = restore ]; then
${restore}
fi
printf r >&${ARCHIVE_FD}
if [ "$restore" = beside ]; then
{ ${restore}; } ${ARCHIVE_FD}>&- | "$@" ${RESTORE_FD}<&- ${ARCHIVE_FD}>&-
else
"$@" </dev/null ${RESTORE_FD}<&- ${ARCHIVE_FD}>&-
fi
code=$?
exec ${RESTORE_FD}<&-
kill -s KILL -1 2>/dev/null
echo "$code" >&${ARCHIVE_FD}
cd / || exit 125
exec tar -c -f - --format=gnu --numeric-owner --sparse $areas >&${ARCHIVE_FD} 2>/dev/null`;

/** Sandbox paths whose contents are archived after the command (relative to /, as the archive names them). */
export function archivedAreas(withWork: boolean): string {
  return withWork ? "work home/agent" : "home/agent";
}

/** How the workspace on fd 4 reaches the sandbox: extracted before the command, beside its start (a node pack
 * script, whose preload waits for it), or not at all (an empty one). */
export type RestoreWay = "restore" | "beside" | "fresh";

/** The argv bubblewrap starts: the steps above, then the command's own argv (its program an absolute path). */
export function insideArgv(withWork: boolean, restore: RestoreWay, argv: readonly string[]): string[] {
  if (!argv[0]?.startsWith("/")) throw new Error("the sandbox runs a program by its absolute path");
  return ["/bin/sh", "-c", script, "packstudio-run", restore, archivedAreas(withWork), ...argv];
}

export type ArchiveBack =
  | { ok: true; exitCode: number; archive: Buffer }
  | { ok: false; problem: string; exitCode: number | null };

/** Splits what came on fd 5 into the command's exit status and the archive (after the step marks). */
export function splitArchiveBack(bytes: Buffer): ArchiveBack {
  const from = STEP_MARKS.length;
  if (bytes.subarray(0, from).toString("latin1") !== STEP_MARKS)
    return { ok: false, problem: "no exit status came back", exitCode: null };
  const newline = bytes.indexOf(10, from);
  const status = newline > from && newline <= from + 4 ? bytes.subarray(from, newline).toString("latin1") : "";
  if (!/^\d{1,3}$/.test(status)) return { ok: false, problem: "no exit status came back", exitCode: null };
  const exitCode = Number(status);
  return { ok: true, exitCode, archive: bytes.subarray(newline + 1) };
}
