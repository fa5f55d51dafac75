import { describe, expect, it } from 'vitest';
import { listsOf } from './reads';

const level = { id: '1', name: 'L1' };

describe('listsOf', () => {
  it('puts a change in each list its level or a level it moved stood in, before or after', () => {
    const data = (from: number | null, to: number | null, moves: { from: number; to: number }[] = []) => ({
      data: { from, to, moves: moves.map((move) => ({ ...level, ...move })) },
    });
    expect([...listsOf(data(null, 70, [{ from: 75, to: 76 }]))].sort()).toEqual(['extended', 'main']);
    expect([...listsOf(data(160, null))]).toEqual(['legacy']);
    expect([...listsOf(data(null, null, [{ from: 150, to: 151 }]))].sort()).toEqual(['extended', 'legacy']);
    expect([...listsOf(data(12, 12))]).toEqual(['main']);
  });
});
