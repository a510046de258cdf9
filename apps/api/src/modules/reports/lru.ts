/**
 * A small least-recently-used map: comparisons, diffs and decoded reports are costly to build and never change
 * for a key. Bounded by entries and, when entries say what they weigh (`weigh`), by their total weight: a few
 * large reports must not hold more memory than a handful of small ones.
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private weight = 0;

  constructor(
    private readonly capacity: number,
    /** Largest total weight kept (e.g. bytes); an entry heavier than this alone is not kept. */
    private readonly maxWeight = Number.POSITIVE_INFINITY,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, weight = 0): void {
    this.delete(key);
    this.entries.set(key, { value, weight });
    this.weight += weight;
    this.evict();
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  /** Says what a kept entry weighs once that is known (a promise's value); the oldest go while over the bound. */
  weigh(key: K, value: V, weight: number): void {
    const entry = this.entries.get(key);
    // Replaced or dropped meanwhile: nothing kept to weigh.
    if (!entry || entry.value !== value) return;
    if (weight > this.maxWeight) return this.delete(key);
    this.weight += weight - entry.weight;
    entry.weight = weight;
    this.evict();
  }

  /** Total weight of the entries kept. */
  get totalWeight(): number {
    return this.weight;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached value, or the one `make` builds (a failed build is not kept). */
  remember(key: K, make: () => V): V {
    const known = this.get(key);
    if (known !== undefined) return known;
    const value = make();
    this.set(key, value);
    if (value instanceof Promise) value.catch(() => this.delete(key));
    return value;
  }

  private evict(): void {
    while (this.entries.size > this.capacity || (this.weight > this.maxWeight && this.entries.size > 0)) {
      const oldest = this.entries.keys().next().value!;
      this.delete(oldest);
    }
  }
}
