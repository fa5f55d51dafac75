import { describe, expect, it } from 'vitest';
import type { LevelHistory } from '../../../shared/schemas/changes';
import { chartOf, STEP_GAP, stepsOf, summaryOf, type Box, type Step } from './position-chart';

type Entry = LevelHistory['changes'][number];
const bloodbath = { id: '10565740', name: 'Bloodbath' };
const other = { id: '1', name: 'Tartarus' };
const DAY = 24 * 3600 * 1000;
const START = Date.parse('2026-05-01T00:00:00.000Z');
const at = (days: number) => new Date(START + days * DAY).toISOString();

const listChange = (position: number, days: number, kind: Entry['kind'], standing: Entry['standing'], level = bloodbath): Entry =>
  ({
    position,
    at: at(days),
    kind,
    type: 'classic',
    baseline: kind === 'level.baseline',
    standing,
    data: { level, moves: [] },
  }) as Entry;

const recordChange = (position: number, days: number): Entry => ({
  position,
  at: at(days),
  kind: 'record.added',
  type: 'classic',
  baseline: false,
  standing: { from: null, to: null },
  data: {
    level: bloodbath,
    player: { id: 7, name: 'Sara' },
    record: 3,
    from: null,
    to: null,
    holder: { from: null, to: { id: 7, name: 'Sara' } },
  },
});

describe('stepsOf', () => {
  it('keeps the place after each change that moved or named the level, and leaves out record changes and mere mentions', () => {
    const steps = stepsOf([
      listChange(1, 0, 'level.baseline', { from: null, to: 12 }),
      recordChange(2, 1),
      listChange(3, 2, 'level.placed', { from: 12, to: 13 }, other),
      listChange(4, 3, 'level.placed', { from: null, to: null }, other),
      listChange(5, 4, 'level.edited', { from: 13, to: 5 }),
      listChange(6, 5, 'level.removed', { from: 5, to: null }),
    ]);
    expect(steps).toEqual([
      { at: START, from: null, place: 12, position: 1 },
      { at: START + 2 * DAY, from: 12, place: 13, position: 3 },
      { at: START + 4 * DAY, from: 13, place: 5, position: 5 },
      { at: START + 5 * DAY, from: 5, place: null, position: 6 },
    ]);
  });
});

const box: Box = { width: 200, height: 100, top: 0, bottom: 0, left: 0, right: 0 };
const step = (days: number, place: number | null, position = days): Step => ({ at: START + days * DAY, from: null, place, position });

describe('chartOf', () => {
  it('draws a step line from the first change to now, #1 at the top', () => {
    // Places 10 → 20 → 10 over 4 days: the range is 8..22 (a 15% margin, at least 2).
    const chart = chartOf([step(0, 10), step(1, 20), step(2, 10)], START + 4 * DAY, box);
    const y10 = Math.round(((10 - 8) / 14) * 1000) / 10;
    const y20 = Math.round(((20 - 8) / 14) * 1000) / 10;
    expect(chart.path).toBe(`M0 ${y10}H50V${y20}H100V${y10}H200`);
    expect(chart.dots.map((dot) => [dot.x, dot.place])).toEqual([
      [0, 10],
      [50, 20],
      [100, 10],
    ]);
    expect(chart.ticks.map((tick) => tick.place)).toEqual([10, 20]);
    expect(chart.cutoffs).toEqual([]);
  });

  it('breaks the line while the level is off the list, with a point where it left', () => {
    const chart = chartOf([step(0, 3), step(1, null), step(2, 4)], START + 4 * DAY, box);
    expect(chart.path).toMatch(/^M0 [\d.]+H50M100 [\d.]+H200$/);
    expect(chart.dots.map((dot) => [dot.x, dot.place])).toEqual([
      [0, 3],
      [50, null],
      [100, 4],
    ]);
    // The point where it left is at the end of its line, at its last place.
    expect(chart.dots[1]!.y).toBe(chart.dots[0]!.y);
  });

  it('keeps changes of one day apart, later ones moved right, and back from the end if need be', () => {
    const hour = DAY / 24;
    const sameDay = [
      step(0, 10, 1),
      { ...step(10, 12, 2) },
      { ...step(10, 13, 3), at: START + 10 * DAY + hour },
      { ...step(10, 11, 4), at: START + 10 * DAY + 2 * hour },
    ];
    const chart = chartOf(sameDay, START + 10 * DAY + 2 * hour, box);
    const xs = chart.dots.map((dot) => dot.x);
    expect(xs[0]).toBe(0);
    for (let index = 1; index < xs.length; index += 1) expect(xs[index]! - xs[index - 1]!).toBeGreaterThanOrEqual(STEP_GAP - 0.1);
    expect(xs.at(-1)).toBe(200);
    expect(chart.path.endsWith('H200')).toBe(true);
    // More changes than the width has room for at full spacing: as far apart as it allows, still in order.
    const many = chartOf(
      Array.from({ length: 21 }, (_, index) => ({ ...step(0, 10 + index, index), at: START + index })),
      START + DAY,
      box,
    );
    expect(many.dots.map((dot) => dot.x)).toEqual(Array.from({ length: 21 }, (_, index) => index * 10));
  });

  it('draws the end of the main and extended lists where they fall in the range', () => {
    const chart = chartOf([step(0, 60), step(1, 160)], START + 2 * DAY, { ...box, height: 400 });
    expect(chart.cutoffs.map((cutoff) => [cutoff.list, cutoff.place])).toEqual([
      ['main', 75],
      ['extended', 150],
    ]);
    const [main, extended] = chart.cutoffs;
    expect(main!.y).toBeLessThan(extended!.y);
    expect(chartOf([step(0, 3), step(1, 5)], START + 2 * DAY, box).cutoffs).toEqual([]);
  });

  it('never starts the range above #1, and stays in the box when all changes happened now', () => {
    const chart = chartOf([step(0, 1)], START, { ...box, top: 10, left: 30 });
    expect(chart.path).toBe('M30 10H30');
    expect(chart.ticks).toEqual([{ y: 10, place: 1 }]);
  });

  it('draws nothing for a level never on the list', () => {
    expect(chartOf([step(0, null)], START, box).path).toBe('');
  });
});

describe('summaryOf', () => {
  it('gives the first and the last place, and whether the level stayed put', () => {
    expect(summaryOf([step(0, 12), step(1, 5)])).toEqual({ from: 12, to: 5, last: 5, steady: false });
    expect(summaryOf([step(0, 4), step(1, 4)])).toEqual({ from: 4, to: 4, last: 4, steady: true });
    expect(summaryOf([step(0, 12), step(1, 30), step(2, null)])).toEqual({ from: 12, to: null, last: 30, steady: false });
    expect(summaryOf([])).toBeNull();
  });
});
