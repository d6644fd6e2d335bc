// Type guards for reading untrusted JSON values without throwing.
export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function stringOr(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === "string");
}

/** Own entries of a record, [] for anything else. */
export function entriesOf(value: unknown): [string, unknown][] {
  return isRecord(value) ? Object.entries(value) : [];
}

/** Own keys of a record, [] for anything else: entriesOf's keys without a pair a key. */
export function keysOf(value: unknown): string[] {
  return isRecord(value) ? Object.keys(value) : [];
}

export function hasOwn(value: JsonRecord, key: string): boolean {
  return Object.hasOwn(value, key);
}
