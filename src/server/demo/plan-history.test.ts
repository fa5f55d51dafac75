import { describe, expect, it } from 'vitest';
import { LIST_CUTOFFS } from '../../shared/constants';
import { tierOf } from '../../shared/points';
import { DEMO_OPTIONS } from './load';
import { planDataSet } from './plan';
import { HISTORY_SPAN, applyListChange, placementDates, replayHistory } from './plan-history';
import { DEFAULT_UNTIL } from './plan';

const plan = planDataSet(DEMO_OPTIONS);
const history = plan.history!;
const until = DEFAULT_UNTIL.getTime();
const begins = until - HISTORY_SPAN;

describe("the demo's year of history", () => {
  it("replays to today's list exactly, for both modes", () => {
    for (const list of history.lists) {
      const today = plan.levels
        .filter((level) => level.type === list.type)
        .sort((a, b) => a.ranking - b.ranking)
        .map((level) => level.id);
      expect(replayHistory(list)).toEqual(today);
    }
  });

  it('begins a year ago with an older, shorter list, and places, moves and pushes levels across lists over the year', () => {
    for (const list of history.lists) {
      const { placements, moves } = DEMO_OPTIONS.history![list.type];
      expect(list.begins.getTime()).toBe(begins);
      expect(list.changes.filter((change) => change.kind === 'placed')).toHaveLength(placements);
      expect(list.changes.filter((change) => change.kind === 'moved').length).toBeGreaterThan(moves / 2);
      expect(list.baseline.length).toBe(plan.levels.filter((level) => level.type === list.type).length - placements);
      // Some change pushed a level down out of the main list, and another out of the extended one.
      const crossed = new Set<string>();
      let order = list.baseline;
      for (const change of list.changes) {
        const next = applyListChange(order, change);
        next.forEach((id, index) => {
          const was = order.indexOf(id);
          if (was >= 0 && index > was && tierOf(was + 1) !== tierOf(index + 1)) crossed.add(tierOf(index + 1));
        });
        order = next;
      }
      expect([...crossed].sort()).toEqual(['extended', 'legacy']);
    }
  });

  it("gives today's #1 of each list a change in the year, not only where history began", () => {
    for (const list of history.lists) {
      const top = replayHistory(list)[0]!;
      let order = list.baseline;
      const touched = list.changes.filter((change) => {
        const next = applyListChange(order, change);
        const moved = order.indexOf(top) !== next.indexOf(top);
        order = next;
        return moved;
      });
      expect(touched.length, list.type).toBeGreaterThan(0);
    }
  });

  it('dates every change in order, within the year', () => {
    const dates = [
      ...history.lists.flatMap((list) => list.changes.map((change) => change.at.getTime())),
      ...history.holders.map((change) => change.at.getTime()),
    ];
    for (const list of history.lists) {
      const own = list.changes.map((change) => change.at.getTime());
      expect(own).toEqual([...own].sort((a, b) => a - b));
    }
    for (const at of dates) {
      expect(at).toBeGreaterThan(begins);
      expect(at).toBeLessThanOrEqual(until);
    }
    // Spread over the year, not bunched at one end.
    const halves = dates.filter((at) => at < begins + HISTORY_SPAN / 2).length;
    expect(halves).toBeGreaterThan(dates.length / 4);
    expect(halves).toBeLessThan((dates.length * 3) / 4);
  });

  it('keeps every record and submission on a placed level after its placement, an approval before its record', () => {
    const placed = placementDates(history.lists);
    expect(placed.size).toBeGreaterThan(20);
    let onPlaced = 0;
    for (const record of plan.records) {
      const at = placed.get(`${record.type}:${record.levelId}`);
      if (!at) continue;
      onPlaced += 1;
      expect(record.createdAt.getTime()).toBeGreaterThanOrEqual(at.getTime());
      expect(record.createdAt.getTime()).toBeLessThanOrEqual(until);
    }
    expect(onPlaced).toBeGreaterThan(50);
    const made = new Map(plan.records.map((record) => [`${record.type}:${record.levelId}:${record.player}`, record.createdAt.getTime()]));
    for (const submission of plan.submissions) {
      const at = placed.get(`${submission.type}:${submission.levelId}`);
      if (at) expect(submission.submissionDate.getTime()).toBeGreaterThanOrEqual(at.getTime());
      if (at && submission.status === 'APPROVED')
        expect(submission.submissionDate.getTime()).toBeLessThanOrEqual(
          made.get(`${submission.type}:${submission.levelId}:${submission.player}`)!,
        );
    }
  });

  it("dates each placed level's first victors and record holders at their records, after the placement", () => {
    const placed = placementDates(history.lists);
    expect(history.holders.filter((change) => change.type === 'classic').length).toBeGreaterThan(5);
    expect(history.holders.filter((change) => change.type === 'platformer').length).toBeGreaterThan(3);
    const firsts = new Set<string>();
    for (const change of history.holders) {
      const record = plan.records[change.record]!;
      expect(record).toMatchObject({ type: change.type, levelId: change.levelId, createdAt: change.at });
      expect(change.at.getTime()).toBeGreaterThanOrEqual(placed.get(`${change.type}:${change.levelId}`)!.getTime());
      if (change.type === 'classic') {
        // A classic level's first victor is found once: its first completion.
        expect(firsts.has(change.levelId)).toBe(false);
        firsts.add(change.levelId);
        expect(change.from).toBeNull();
        expect(record.percentage).toBe(100);
      }
    }
  });

  it('stays a few dozen changes per list, mostly in the main list', () => {
    for (const list of history.lists) {
      expect(list.changes.length).toBeLessThanOrEqual(40);
      expect(list.changes.filter((change) => change.to <= LIST_CUTOFFS.main).length).toBeGreaterThan(list.changes.length / 2);
    }
  });

  it('is the same for a seed, another for another seed; and none without the option', () => {
    expect(JSON.stringify(planDataSet(DEMO_OPTIONS).history)).toBe(JSON.stringify(history));
    expect(JSON.stringify(planDataSet({ ...DEMO_OPTIONS, seed: 7 }).history)).not.toBe(JSON.stringify(history));
    expect(planDataSet({ ...DEMO_OPTIONS, history: undefined }).history).toBeNull();
  });
});
