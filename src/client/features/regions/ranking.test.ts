import { describe, expect, it } from 'vitest';
import type { Region } from '../../../shared/schemas/regions';
import { rankRegions } from './ranking';

const region = (id: number, name: string, classicPoints: number, platformerPoints: number): Region => ({
  id,
  name,
  classicPoints,
  platformerPoints,
  version: 1,
});

describe('rankRegions', () => {
  it('ranks by both modes’ points together, highest first, ties by name, and leaves the input alone', () => {
    const input = [region(1, 'Agadir', 10, 0), region(2, 'Rabat', 5, 30), region(3, 'Casablanca', 20, 20), region(4, 'Fes', 40, 0)];
    expect(rankRegions(input).map((r) => r.name)).toEqual(['Casablanca', 'Fes', 'Rabat', 'Agadir']);
    expect(input[0]!.name).toBe('Agadir');
  });
});
