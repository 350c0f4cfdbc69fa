export interface BoundedMapOptions<K, V> {
  /**
   * A bound on the summed `weigh` of the entries (say, approximate bytes), for caches whose
   * entries vary in size: a count alone lets a few huge entries take any amount of memory.
   */
  maxWeight?: number;
  weigh?: (key: K, value: V) => number;
  /** Told of every entry forgotten to stay within the bounds (not of delete or clear). */
  onEvict?: (key: K, value: V) => void;
}

/**
 * A Map that keeps at most `capacity` entries (and at most `maxWeight` in total, when given),
 * forgetting the least recently used one first. A read counts as a use: hot notes stay while
 * a long scroll streams cold ones through.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();
  /** Each entry's weight, only when weighed. */
  private readonly weights = new Map<K, number>();
  private totalWeight = 0;

  constructor(
    private readonly capacity: number,
    private readonly options: BoundedMapOptions<K, V> = {},
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The summed weight of the entries (0 when entries are not weighed). */
  get weight(): number {
    return this.totalWeight;
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
    this.delete(key);
    const { weigh, maxWeight = Number.POSITIVE_INFINITY } = this.options;
    const weight = weigh ? weigh(key, value) : 0;
    if (weight > maxWeight) {
      // Keeping it would push out everything else and still not fit.
      this.options.onEvict?.(key, value);
      return;
    }
    this.entries.set(key, value);
    if (weigh) {
      this.weights.set(key, weight);
      this.totalWeight += weight;
    }
    while (this.entries.size > this.capacity || this.totalWeight > maxWeight) {
      const oldest = this.entries.entries().next();
      if (oldest.done) break;
      const [oldKey, oldValue] = oldest.value;
      this.delete(oldKey);
      this.options.onEvict?.(oldKey, oldValue);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
    const weight = this.weights.get(key);
    if (weight !== undefined) {
      this.weights.delete(key);
      this.totalWeight -= weight;
    }
  }

  /** Forgets every entry whose value matches (a full walk: for rare events only). */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, value] of this.entries) if (matches(value)) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.weights.clear();
    this.totalWeight = 0;
  }
}
