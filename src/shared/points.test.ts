import { describe, expect, it } from 'vitest';
import { classicRecordPoints, classicRequirement, levelPoints, round2, tierOf } from './points';

describe('level points', () => {
  it.each([
    [1, 500, 166.67],
    [2, 430.92, 143.64],
    [10, 270.53, 90.18],
    [75, 69.74, 23.25],
    [76, 68.42, 22.81],
    [150, 0.66, 0.22],
    [151, 0, 0],
    [400, 0, 0],
  ])('ranking %i gives %d points and %d minimum points', (ranking, points, minPoints) => {
    expect(levelPoints(ranking)).toEqual({ points, minPoints });
  });

  it('rounds half up to two decimals', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.345)).toBe(2.35);
    expect(round2(0.004)).toBe(0);
  });
});

describe('tiers and requirements', () => {
  it('splits main, extended and legacy at 75 and 150', () => {
    expect([1, 75, 76, 150, 151].map(tierOf)).toEqual(['main', 'main', 'extended', 'extended', 'legacy']);
  });

  it('asks minimumCompletion in main and 100 after it', () => {
    expect(classicRequirement(10, 60)).toBe(60);
    expect(classicRequirement(80, 60)).toBe(100);
  });

  it('gives points at 100, minimum points at the requirement, nothing below', () => {
    expect(classicRecordPoints(1, 50, 100)).toBe(500);
    expect(classicRecordPoints(1, 50, 50)).toBe(166.67);
    expect(classicRecordPoints(1, 50, 49)).toBe(0);
    expect(classicRecordPoints(80, 50, 99)).toBe(0);
  });
});
