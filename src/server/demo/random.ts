/**
 * A small seeded pseudo-random generator (mulberry32) so the demo data set is the same on every
 * machine for the same seed. Not for anything secret.
 */

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

/** FNV-1a, to derive independent streams from one seed and a label. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export class Random {
  private readonly next: () => number;

  constructor(private readonly seed: number) {
    this.next = mulberry32(seed);
  }

  /**
   * An independent stream for one part of the data set, so growing one part (more players, say)
   * does not reshuffle the others.
   */
  fork(label: string): Random {
    return new Random((this.seed ^ hash(label)) >>> 0);
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next();
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One of `items`, with the given relative weights. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((sum, w) => sum + w, 0);
    let target = this.next() * total;
    for (let i = 0; i < items.length; i += 1) {
      target -= weights[i]!;
      if (target < 0) return items[i]!;
    }
    return items[items.length - 1]!;
  }

  /** A standard normal value (Box–Muller). */
  gaussian(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  string(alphabet: string, length: number): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }
}

/**
 * Draws indices with fixed weights many times, by binary search over the cumulative weights
 * (the record generator draws hundreds of thousands of levels).
 */
export class WeightedIndex {
  private readonly cumulative: number[];

  constructor(weights: readonly number[]) {
    let sum = 0;
    this.cumulative = weights.map((w) => (sum += w));
  }

  draw(random: Random): number {
    const total = this.cumulative[this.cumulative.length - 1] ?? 0;
    const target = random.float() * total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}
