import { describe, expect, it } from 'vitest';
import { newIds } from './ids';

describe('newIds', () => {
  it('keeps a whole-number id that is free, and numbers the rest after everything taken', () => {
    const taken = new Set([1, 2, 40]);
    const given = newIds(['7', '2', 'b5f1c2d4-uuid', '0', '12345678901', '8'], taken);
    expect(Object.fromEntries(given)).toEqual({ '7': 7, '8': 8, '2': 41, 'b5f1c2d4-uuid': 42, '0': 43, '12345678901': 44 });
    expect([...taken].sort((a, b) => a - b)).toEqual([1, 2, 7, 8, 40, 41, 42, 43, 44]);
  });

  it('gives each source id once, even when text ids look alike', () => {
    const given = newIds(['a', 'A', ' a'], new Set());
    expect(new Set(given.values()).size).toBe(3);
  });
});
