import { describe, expect, it } from 'vitest';
import { DerivedCache } from './derived-cache';
import { ReadCache } from './read-cache';

const counting = () => {
  let calls = 0;
  return { compute: async () => `value ${++calls}`, calls: () => calls };
};

describe('DerivedCache', () => {
  it('computes a value once while nothing changes, and again after a change', async () => {
    const generations = new ReadCache();
    const cache = new DerivedCache<string>(generations, 1024, (value) => value.length);
    const { compute, calls } = counting();
    expect(await cache.get('a', compute)).toBe('value 1');
    expect(await cache.get('a', compute)).toBe('value 1');
    generations.invalidate();
    expect(await cache.get('a', compute)).toBe('value 2');
    expect(calls()).toBe(2);
  });

  it('computes once for requests that arrive while it computes', async () => {
    const cache = new DerivedCache<string>(new ReadCache(), 1024, (value) => value.length);
    const { compute, calls } = counting();
    const answers = await Promise.all([cache.get('a', compute), cache.get('a', compute), cache.get('a', compute)]);
    expect(answers).toEqual(['value 1', 'value 1', 'value 1']);
    expect(calls()).toBe(1);
  });

  it('keeps nothing computed across a change, nor while changes may go unheard, but keeps the last value for an outage', async () => {
    const generations = new ReadCache();
    const cache = new DerivedCache<string>(generations, 1024, (value) => value.length);
    let release!: () => void;
    const slow = cache.get(
      'a',
      () =>
        new Promise<string>((resolve) => {
          release = () => resolve('before');
        }),
    );
    generations.invalidate();
    release();
    expect(await slow).toBe('before');
    expect(cache.kept('a')).toBeUndefined();
    expect(await cache.get('a', async () => 'after')).toBe('after');
    generations.setLive(false);
    expect(await cache.get('a', async () => 'unheard')).toBe('unheard');
    expect(cache.kept('a')).toBe('after');
  });

  it('holds at most its bound, the least recently used going first', async () => {
    const cache = new DerivedCache<string>(new ReadCache(), 100, (value) => value.length);
    await cache.get('a', async () => 'x'.repeat(40));
    await cache.get('b', async () => 'x'.repeat(40));
    await cache.get('a', async () => 'recomputed');
    await cache.get('c', async () => 'x'.repeat(40));
    expect(cache.totalBytes).toBeLessThanOrEqual(100);
    expect(cache.kept('a')).toBe('x'.repeat(40));
    expect(cache.kept('b')).toBeUndefined();
  });
});
