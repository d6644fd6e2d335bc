// Random ids: share ids of 96 bits (16 characters of a 64-symbol alphabet), delete keys of 192 bits.
import { createHash, randomBytes } from "node:crypto";

/** 12 random bytes as 16 base64url characters: not derived from the content (DECISIONS.md 11). */
export function newShareId(): string {
  return randomBytes(12).toString("base64url");
}

export function newDeleteKey(): string {
  return randomBytes(24).toString("base64url");
}

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
