// A size in bytes for people, written one way everywhere (limits, refusals, a run's side effects): "812 bytes",
// "64 KiB", "1.50 MiB", in the binary units the limits are set in.
const KiB = 1024;
const MiB = KiB * KiB;

/** Whole units print bare ("5 MiB", as a limit is set); others with two decimals, so a size just past a limit
 * ("5.01 MiB") never reads as the limit itself. */
export function byteSize(bytes: number): string {
  if (bytes < KiB) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  const [unit, size] = bytes < MiB ? ["KiB", KiB] : ["MiB", MiB];
  const n = bytes / (size as number);
  return `${Number.isInteger(n) ? n : n.toFixed(2)} ${unit}`;
}
