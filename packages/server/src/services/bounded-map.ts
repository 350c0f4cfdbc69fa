/**
 * A Map that keeps at most `capacity` entries, forgetting the least recently used one first.
 * A read counts as a use: hot notes stay while a long scroll streams cold ones through.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Map iterates in insertion order, so re-inserting moves the key to the young end.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Forgets every entry whose value matches (a full walk: for rare events only). */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, value] of this.entries) if (matches(value)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
