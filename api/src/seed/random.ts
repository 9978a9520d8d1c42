/**
 * Seeded pseudo-random numbers. Every choice the seed makes goes through one of these streams,
 * so the same seed always yields the same rows (Math.random would make tests and benchmarks
 * compare different data).
 */

/** mulberry32: tiny, fast, and good enough for picking demo content. Returns [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: a stable 32-bit hash of a string (colours of an image follow from its name). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export class Random {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /**
   * An independent stream for one part of the seed. Forking per entity keeps, say, the glossary
   * identical when the jot generator starts drawing one more number.
   */
  fork(label: string): Random {
    return new Random((Math.floor(this.next() * 4294967296) ^ hashString(label)) >>> 0);
  }

  float(): number {
    return this.next();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by relative weight: weighted([['a', 3], ['b', 1]]) yields 'a' three times as often. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /**
   * weighted() for a list picked from many times: the cumulative weights are computed once and
   * each pick is a binary search (thousands of jots over thousands of list items).
   */
  weightedPicker<T>(entries: readonly (readonly [T, number])[]): () => T {
    const values: T[] = [];
    const cumulative: number[] = [];
    let total = 0;
    for (const [value, weight] of entries) {
      if (weight <= 0) continue;
      total += weight;
      values.push(value);
      cumulative.push(total);
    }
    if (values.length === 0) throw new Error('weighted pick from an empty list');
    return () => {
      const roll = this.next() * total;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((cumulative[mid] as number) > roll) hi = mid;
        else lo = mid + 1;
      }
      return values[lo] as T;
    };
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** count distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.min(count, items.length));
  }

  /**
   * A heavy-tailed count (most small, a few large), like likes per post or jots per author:
   * Pareto-like with the given minimum and cap.
   */
  skewed(min: number, max: number, shape = 1.6): number {
    const value = min / Math.pow(1 - this.next(), 1 / shape);
    return Math.min(max, Math.floor(value));
  }
}
