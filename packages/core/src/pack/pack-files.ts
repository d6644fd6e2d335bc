// The three protocol files of a pack and the limits of a pack the studio accepts (DECISIONS.md 1).
export const SURFACE = "surface.json";
export const POLICY = "policy.json";
export const HARNESS = "HARNESS.md";
export const requiredFiles = [SURFACE, POLICY, HARNESS] as const;

export const packLimits = {
  maxFiles: 200,
  maxTotalBytes: 5 * 1024 * 1024,
  maxFileBytes: 1024 * 1024,
  /** HARNESS.md over this is a warning (S004). */
  harnessWarnBytes: 64 * 1024,
} as const;

/** Pack files: relative path to text. */
export type PackFiles = Record<string, string>;

/** UTF-8 byte length without allocating (no TextEncoder per call on hot paths). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Whether a text's UTF-8 size is over `limit`, counting bytes only when the length leaves it open. */
export function utf8Over(text: string, limit: number): boolean {
  if (text.length > limit) return true; // every UTF-16 unit is at least one byte
  if (text.length * 3 <= limit) return false; // and at most three
  return utf8Length(text) > limit;
}
