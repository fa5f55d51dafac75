import { describe, expect, it } from 'vitest';
import { reorderSteps, tellReorder } from './reorder';

const level = (n: number) => ({ id: String(n), name: `L${n}` });
/** The moves of a reorder that puts the levels of `before` (ids by old place) in the order `after`. */
function movesOf(after: number[]) {
  return after.flatMap((id, index) => (id === index + 1 ? [] : [{ ...level(id), from: id, to: index + 1 }]));
}
const movedIds = (after: number[]) => reorderSteps({ moves: movesOf(after) }).flatMap((step) => ('moved' in step ? [step.moved.id] : []));

describe('reorderSteps', () => {
  it('names as moved only the levels the others made room for', () => {
    expect(movedIds([3, 1, 2])).toEqual(['3']);
    expect(movedIds([2, 3, 1])).toEqual(['1']);
    expect(movedIds([1, 5, 2, 3, 4, 6])).toEqual(['5']);
    // Two blocks swapped: the smaller block is the one moved.
    expect(movedIds([4, 5, 1, 2, 3])).toEqual(['4', '5']);
  });

  it('leaves the levels that kept their place out, and tells a swap by the level that went up', () => {
    expect(movedIds([2, 1])).toEqual(['2']);
    expect(movedIds([3, 2, 1])).toEqual(['3', '1']);
    expect(reorderSteps({ moves: [] })).toEqual([]);
  });

  it("groups the levels that made room by how far they went, and knows a moved level's neighbours", () => {
    const steps = reorderSteps({ moves: movesOf([1, 5, 2, 3, 4, 6]), neighbours: [{ ...level(1), ranking: 1 }] });
    expect(steps).toEqual([
      { moved: { ...level(5), from: 5, to: 2, above: level(1), below: level(2) } },
      { shifted: { by: 1, levels: [2, 3, 4].map((id) => ({ ...level(id), from: id, to: id + 1 })) } },
    ]);
  });

  it('reads a reorder of a thousand levels at once', () => {
    const reversed = Array.from({ length: 1000 }, (_, index) => 1000 - index);
    const started = performance.now();
    const told = tellReorder({ moves: movesOf(reversed) });
    expect(performance.now() - started).toBeLessThan(500);
    expect(told.moved).toHaveLength(3);
    expect(told.movedMore).toBe(996);
    expect(told.all).toHaveLength(1000);
  });
});
