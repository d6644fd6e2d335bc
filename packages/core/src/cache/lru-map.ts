// LruMap: the one bounded cache of the project: least recently used first out, by count and optionally by weight
// (bytes). A process sees many packs; every cache of them is bounded the same way.

export interface LruLimits<V> {
  /** Entries kept at most. */
  maxEntries: number;
  /** Total weight kept at most (with `weigh`); an entry heavier than this is not kept at all. */
  maxWeight?: number;
  /** An entry's weight, such as its bytes; each entry weighs 1 without it. */
  weigh?: (value: V) => number;
}

export class LruMap<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private weight = 0;

  constructor(private readonly limits: LruLimits<V>) {}

  /** The value, now the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    // A Map iterates in insertion order: re-inserting makes the key the newest, so the first key is the oldest.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** Keep `value` as the most recently used, dropping the least recently used past a limit. */
  set(key: K, value: V): void {
    const weight = this.limits.weigh?.(value) ?? 1;
    const maxWeight = this.limits.maxWeight ?? Number.POSITIVE_INFINITY;
    this.delete(key);
    if (weight > maxWeight) return;
    this.entries.set(key, { value, weight });
    this.weight += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.weight <= maxWeight) break;
      this.entries.delete(oldest);
      this.weight -= entry.weight;
    }
  }

  delete(key: K): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.weight -= entry.weight;
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Total weight kept (the count when entries have no weight). */
  get totalWeight(): number {
    return this.weight;
  }
}
