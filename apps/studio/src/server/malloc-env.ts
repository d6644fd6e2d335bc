// The C allocator's settings the studio's processes start with (`npm start`, `npm run runner`): set in
// package.json's scripts, as glibc reads them once at process start; the memory bench and the soak start the
// server with the same (issue 30, docs/decisions.md "glibc's allocator gives memory back").
// - MALLOC_ARENA_MAX=2: one arena per thread (the pack pool's workers, libuv's) each kept its freed memory.
// - MALLOC_MMAP_THRESHOLD_=65536: blocks over 64 KiB (request bodies, packs, archives) come from mmap and go back
//   to the system when freed, instead of leaving holes that keep the heap's pages resident.
// - MALLOC_TRIM_THRESHOLD_=131072: free memory over 128 KiB at the heap's top is returned at once.
// Measured (memory bench, PGlite, idle machine): at rest 271 -> 225 MiB, after 60 s of soak-like load 30.0% ->
// 9.4% over rest.
export const mallocEnv = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: "65536",
  MALLOC_TRIM_THRESHOLD_: "131072",
} as const;

/** The settings as the shell's assignments before a command (`A=1 B=2 next start`). */
export const mallocAssignments = Object.entries(mallocEnv)
  .map(([name, value]) => `${name}=${value}`)
  .join(" ");
