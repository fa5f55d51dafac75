/**
 * What the server derives from public data besides the API's answers (the link previews' heads and
 * card images, src/server/previews/), held in memory while it is current by the read models' own
 * measure: a change this process committed, or heard of through the change feed, makes everything
 * computed before it stale (ReadCache.isCurrent, docs/decisions/001-read-models.md). Bounded by
 * bytes, the least recently used first. Each process keeps its own and may compute its own: nothing
 * in it is shared with, or needed by, another instance. Requests for a key while it is being
 * computed wait for that one computation (a chat's crawlers ask for a shared link all at once).
 */
import { LRUCache } from 'lru-cache';
import type { ReadCache } from './read-cache';

/** What says whether a value is still current: the read models' generations. */
export type Generations = Pick<ReadCache, 'currentGeneration' | 'isCurrent'>;

type Held<V> = { value: V; generation: number };

export class DerivedCache<V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, Held<V>>;
  private readonly computing = new Map<string, Promise<V>>();

  constructor(
    private readonly generations: Generations,
    maxBytes: number,
    sizeOf: (value: V, key: string) => number,
  ) {
    this.entries = new LRUCache<string, Held<V>>({
      maxSize: maxBytes,
      sizeCalculation: (held, key) => Math.max(1, sizeOf(held.value, key)),
    });
  }

  /** The current value of `key`, computed by `compute` when none is held (once, however many ask meanwhile). */
  get(key: string, compute: () => Promise<V>): Promise<V> {
    const held = this.entries.get(key);
    if (held && this.generations.isCurrent(held.generation)) return Promise.resolve(held.value);
    const generation = this.generations.currentGeneration;
    // A computation started before a change is not what a request after it waits for.
    const flight = `${generation} ${key}`;
    const running = this.computing.get(flight);
    if (running) return running;
    const computed = compute()
      .then((value) => {
        // Kept only if nothing changed while it was computed, as the read models do.
        if (this.generations.isCurrent(generation)) this.entries.set(key, { value, generation });
        return value;
      })
      .finally(() => this.computing.delete(flight));
    this.computing.set(flight, computed);
    return computed;
  }

  /** The last value computed for `key`, current or not: the best answer while the database cannot be reached. */
  kept(key: string): V | undefined {
    return this.entries.peek(key)?.value;
  }

  /** The bytes counted against the bound. */
  get totalBytes(): number {
    return this.entries.calculatedSize;
  }
}
