// glibc's malloc_trim, through koffi (an FFI with prebuilt binaries on npm), run on libuv's thread pool: the C heap's
// free pages given back to the system once the studio is idle (issue 30). glibc only returns free memory at the top
// of its heap by itself; a load leaves free chunks between live ones, and their pages stay resident. Measured on the
// studio's server (memory probe, PGlite): at rest 244 -> 213 MiB, after a soak-like load 258 -> 223 MiB, the `[heap]`
// mapping 44-49 -> 13-16 MiB. The walk takes from a few ms to most of a second on a fragmented heap, so it never runs
// on the main thread: its callers' event loop goes on (an allocation in the arena being trimmed waits for its lock).
import type { LibraryHandle } from "koffi";

/** Gives the free pages back; resolves true when some were, false when none or when trimming failed. */
export type MallocTrim = () => Promise<boolean>;

/**
 * malloc_trim of this process's C library, or undefined where there is none to call: not Linux, a C library other
 * than glibc (musl has no malloc_trim), or koffi without a binary for this machine. Loaded on first use.
 */
export async function loadMallocTrim(): Promise<MallocTrim | undefined> {
  if (process.platform !== "linux") return undefined;
  let trim: ReturnType<LibraryHandle["func"]>;
  try {
    const { load } = await import("koffi");
    trim = load("libc.so.6").func("int malloc_trim(size_t pad)");
  } catch {
    return undefined;
  }
  return () =>
    new Promise((resolve) => {
      try {
        trim.async(0, (error: unknown, released: number) => resolve(!error && released === 1));
      } catch {
        resolve(false);
      }
    });
}
