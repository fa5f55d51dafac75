import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../shared/outbox/entry';
import { ifMatchOf, orderVersion } from '../../../shared/versions';
import { isStale, rebased, staleChanges } from './rebase';

function entry(fields: Partial<OutboxEntry>): OutboxEntry {
  return {
    id: 'e1',
    key: 'k1',
    playerId: 1,
    createdAt: 0,
    state: 'attention',
    attempts: 1,
    notBefore: 0,
    refusedToken: null,
    method: 'PUT',
    path: '/api/staff/regions/update/4',
    kind: 'staff.region.update',
    label: 'Region',
    invalidate: [['regions']],
    error: null,
    ...fields,
  };
}
const stale = (current: unknown) => ({ status: 412, code: 'stale', message: 'changed', issues: [], current });

describe('re-applying a stale change', () => {
  const before = { id: '7', name: 'Old name', publisher: 'Ann', version: 1, points: 10 };
  const current = { id: '7', name: 'Old name', publisher: 'Bob', version: 2, points: 12 };
  const update = entry({
    path: '/api/staff/classic-levels/update/7',
    body: { kind: 'json', value: { id: '7', name: 'My name', publisher: 'Ann' } },
    ifMatch: ifMatchOf(1),
    rebase: { kind: 'version', before },
    error: stale(current),
  });

  it("keeps the user's own change and takes the rest from the current row, on its version", () => {
    expect(isStale(update)).toBe(true);
    const intent = rebased(update)!;
    expect(intent.body).toEqual({ kind: 'json', value: { id: '7', name: 'My name', publisher: 'Bob' } });
    expect(intent.ifMatch).toBe('"2"');
    expect(intent.rebase).toEqual({ kind: 'version', before: current });
  });

  it('says which fields changed meanwhile, leaving bookkeeping out', () => {
    expect(staleChanges(update)).toEqual({ fields: [{ field: 'publisher', before: 'Ann', now: 'Bob' }] });
  });

  it('makes a move again on the current order', () => {
    const was = ['a', 'b', 'c', 'd'];
    const now = [
      { id: 'b', ranking: 1 },
      { id: 'a', ranking: 2 },
      { id: 'c', ranking: 3 },
      { id: 'd', ranking: 4 },
    ];
    const reorder = entry({
      path: '/api/staff/classic-levels/reorder',
      body: { kind: 'json', value: [] },
      ifMatch: ifMatchOf(orderVersion(was)),
      rebase: { kind: 'order', moved: 'd', to: 1, before: was },
      error: stale(now),
    });
    const intent = rebased(reorder)!;
    expect(intent.body).toEqual({ kind: 'json', value: ['d', 'b', 'a', 'c'].map((id, at) => ({ id, ranking: at + 1 })) });
    expect(intent.ifMatch).toBe(ifMatchOf(orderVersion(['b', 'a', 'c', 'd'])));
    expect(staleChanges(reorder)).toEqual({ moved: 2, levelAt: 4 });
    const gone = entry({ ...reorder, error: stale(now.filter((row) => row.id !== 'd')) });
    expect(rebased(gone)).toBeNull();
  });

  it('leaves other refusals alone', () => {
    expect(isStale(entry({ ...update, error: { status: 409, code: 'region_exists', message: 'taken', issues: [] } }))).toBe(false);
    expect(rebased(entry({ ...update, state: 'waiting' }))).toBeNull();
  });
});
