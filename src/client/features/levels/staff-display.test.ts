import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../lib/outbox/outbox';
import type { Level } from './queries';
import { applyOrder, moveItem } from './order';
import { panelPending } from './staff-display';
import { checkLevel, emptyForm } from './form-values';

const level = (id: string, ranking: number): Level => ({
  id,
  name: `Level ${id}`,
  publisher: 'P',
  difficulty: 'HARD_DEMON',
  link: '',
  thumbnail: '',
  points: 0,
  ranking,
  version: 1,
  recordHolder: null,
  recordHolderName: null,
});

const entry = (kind: string, data: Record<string, unknown>, state: OutboxEntry['state'] = 'waiting'): OutboxEntry => ({
  id: `${kind}-${String(data.id ?? data.moved ?? data.name)}`,
  key: 'k',
  playerId: 1,
  createdAt: 0,
  state,
  attempts: 0,
  notBefore: 0,
  error: null,
  refusedToken: null,
  method: 'PUT',
  path: '/',
  kind,
  label: '',
  data,
  invalidate: [],
});

describe('staff level display', () => {
  const levels = [level('30', 3), level('10', 1), level('20', 2)];

  it('lists the server’s levels in ranking order, keeping unchanged objects', () => {
    const shown = applyOrder(levels, null);
    expect(shown.map((shownLevel) => shownLevel.id)).toEqual(['10', '20', '30']);
    expect(shown[0]).toBe(levels[1]);
  });

  it('shows a queued order renumbered from 1, with levels it does not name after it', () => {
    const shown = applyOrder([...levels, level('40', 4)], ['30', '10', 'gone', '20']);
    expect(shown.map(({ id, ranking }) => [id, ranking])).toEqual([
      ['30', 1],
      ['10', 2],
      ['20', 3],
      ['40', 4],
    ]);
  });

  it('moves an item, shifting the ones between', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('takes the last reorder still under way, not a refused one, and the changes of its own type only', () => {
    const pending = panelPending('classic', [
      entry('staff.level.reorder', { type: 'classic', order: ['a'], moved: 'a', to: 1, name: 'A' }),
      entry('staff.level.reorder', { type: 'classic', order: ['b'], moved: 'b', to: 1, name: 'B' }, 'attention'),
      entry('staff.level.update', { type: 'classic', id: '10', name: 'New', form: emptyForm }),
      entry('staff.level.update', { type: 'platformer', id: '11', name: 'X', form: emptyForm }),
      entry('staff.level.create', { type: 'platformer', name: 'P', ranking: null, form: emptyForm }),
    ]);
    expect(pending.order).toEqual(['a']);
    expect(pending.reorder?.state).toBe('attention');
    expect([...pending.updates.keys()]).toEqual(['10']);
    expect(pending.creates).toEqual([]);
  });
});

describe('the level form', () => {
  const filled = {
    ...emptyForm,
    id: '123',
    name: ' Bloodbath ',
    publisher: 'Riot',
    link: 'https://youtu.be/dQw4w9WgXcQ',
    thumbnail: 'https://example.com/t.png',
    difficulty: 'EXTREME_DEMON',
    duration: 'LONG',
    minimumCompletion: '55',
  };

  it('gives the create body with numbers and trimmed text, the ranking only when given', () => {
    const checked = checkLevel('classic', filled);
    expect(checked).toEqual({ ok: true, body: expect.objectContaining({ id: '123', name: 'Bloodbath', minimumCompletion: 55 }) });
    expect(checked.ok && 'ranking' in checked.body).toBe(false);
    expect(checkLevel('classic', { ...filled, ranking: '4' })).toMatchObject({ ok: true, body: { ranking: 4 } });
  });

  it("keeps one message per field, in the form's words", () => {
    const checked = checkLevel('classic', { ...filled, link: '', minimumCompletion: '101' });
    expect(checked).toEqual({
      ok: false,
      errors: {
        link: ['Enter a web address starting with http:// or https://.'],
        minimumCompletion: ['Enter a whole number from 0 to 100.'],
      },
    });
    expect(checkLevel('classic', { ...filled, link: 'https://www.youtube.com/watch?v=short' })).toEqual({
      ok: false,
      errors: { link: ['Enter the address of a YouTube video.'] },
    });
    expect(checkLevel('classic', { ...filled, name: 'x'.repeat(21), publisher: 'y'.repeat(16) })).toEqual({
      ok: false,
      errors: { name: ['Use at most 20 characters.'], publisher: ['Use at most 15 characters.'] },
    });
  });

  it('asks for a choice left empty rather than listing the API’s values', () => {
    expect(checkLevel('classic', { ...filled, difficulty: '', duration: '' })).toMatchObject({
      ok: false,
      errors: { difficulty: ['Select a difficulty.'], duration: ['Select a duration.'] },
    });
  });

  it('sends no holder as null on edit, and the ranking only when it changed', () => {
    const edited = level('123', 7);
    const checked = checkLevel('platformer', { ...filled, ranking: '7', holder: 'none' }, edited);
    expect(checked).toMatchObject({ ok: true, body: { id: '123', recordHolder: null } });
    expect(checked.ok && 'ranking' in checked.body).toBe(false);
    expect(checkLevel('platformer', { ...filled, ranking: '2', holder: '15' }, edited)).toMatchObject({
      ok: true,
      body: { ranking: 2, recordHolder: 15 },
    });
  });
});
