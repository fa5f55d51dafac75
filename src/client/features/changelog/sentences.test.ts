import { describe, expect, it } from 'vitest';
import type { ListChange, RecordChange } from '../../../shared/schemas/changes';
import arPublic from '../../i18n/ar/public';
import frPublic from '../../i18n/fr/public';
import { byDay, holderSentence, inList, listsOf, sentence, sentencesOf, type Sentence } from './sentences';
import { changelogTexts } from './texts';

const bloodbath = { id: '10565740', name: 'Bloodbath' };
const above = { id: '1', name: 'Tartarus' };
const below = { id: '2', name: 'Zodiac' };

const change = (kind: ListChange['kind'], data: Partial<ListChange['data']>, extra: Partial<ListChange> = {}): ListChange => ({
  position: 1, at: '2026-05-01T12:00:00.000Z', kind, type: 'classic', baseline: false, data: { moves: [], ...data }, ...extra,
});

/** A sentence as read, the level and player names in brackets (they are links on screen). */
const read = (sentences: Sentence[]) =>
  sentences.map((said) => said.map((part) => (typeof part === 'string' ? part : `[${'level' in part ? part.level.name : part.player.name}]`)).join(''));
const english = (value: ListChange) => read(sentencesOf(value, changelogTexts));

describe('sentence', () => {
  it('splits a text into its words and the levels it names, wherever the language puts them', () => {
    expect(sentence((name) => `${name(bloodbath)} and ${name(above)}`)).toEqual([{ level: bloodbath }, ' and ', { level: above }]);
    expect(sentence((name) => `قبل ${name(bloodbath)}`)).toEqual(['قبل ', { level: bloodbath }]);
  });
});

describe('sentencesOf', () => {
  it('says where a placed level landed, between its new neighbours', () => {
    expect(english(change('level.placed', { level: bloodbath, from: null, to: 12, above, below }))).toEqual([
      '[Bloodbath] was placed at #12, above [Zodiac] and below [Tartarus]',
    ]);
    expect(english(change('level.placed', { level: bloodbath, from: null, to: 1, above: null, below }))).toEqual([
      '[Bloodbath] was placed at #1, above [Zodiac]',
    ]);
    expect(english(change('level.placed', { level: bloodbath, from: null, to: 40, above, below: null }))).toEqual([
      '[Bloodbath] was placed at #40, below [Tartarus]',
    ]);
    expect(english(change('level.placed', { level: bloodbath, from: null, to: 1 }))).toEqual(['[Bloodbath] was placed at #1']);
  });

  it('names each level pushed across a list line, and no other move', () => {
    const moves = [
      { id: '3', name: 'Slaughterhouse', from: 13, to: 14 },
      { id: '4', name: 'Acheron', from: 75, to: 76 },
      { id: '5', name: 'Sonic Wave', from: 150, to: 151 },
    ];
    expect(english(change('level.placed', { level: bloodbath, from: null, to: 12, above, below, moves }))).toEqual([
      '[Bloodbath] was placed at #12, above [Zodiac] and below [Tartarus]',
      '[Acheron] moved to the extended list',
      '[Sonic Wave] moved to the legacy list',
    ]);
    const up = [{ id: '4', name: 'Acheron', from: 76, to: 75 }];
    expect(english(change('level.removed', { level: bloodbath, from: 12, to: null, moves: up }))).toEqual([
      '[Bloodbath] was removed from the list (was #12)',
      '[Acheron] moved to the main list',
    ]);
  });

  it('says how an edit moved a level, up or down', () => {
    expect(english(change('level.edited', { level: bloodbath, from: 15, to: 12, changed: {} }))).toEqual(['[Bloodbath] moved up from #15 to #12']);
    expect(english(change('level.edited', { level: bloodbath, from: 12, to: 15, changed: {} }))).toEqual(['[Bloodbath] moved down from #12 to #15']);
  });

  it('lists the fields an edit changed, with a rename on its own', () => {
    const changed = { name: ['Bloodbth', 'Bloodbath'], publisher: ['Riot', 'Riot & co'], link: ['a', 'b'], holderId: [null, 7] } as Record<string, [unknown, unknown]>;
    expect(english(change('level.edited', { level: bloodbath, from: 12, to: 12, changed }))).toEqual([
      'Bloodbth was renamed to [Bloodbath]',
      "[Bloodbath]'s details were edited: publisher, video, and first victor",
    ]);
    expect(english(change('level.edited', { level: bloodbath, from: 3, to: 3, changed: { holderManual: [false, true] } }, { type: 'platformer' }))).toEqual([
      "[Bloodbath]'s details were edited: record holder",
    ]);
    expect(english(change('level.edited', { level: bloodbath, from: 3, to: 3, changed: {} }))).toEqual(["[Bloodbath]'s details were edited"]);
  });

  it('counts the levels a reorder moved, and tells a baseline apart', () => {
    const moves = [
      { id: '3', name: 'Slaughterhouse', from: 13, to: 14 },
      { id: '4', name: 'Acheron', from: 14, to: 13 },
    ];
    expect(english(change('levels.reordered', { moves }))).toEqual(['The list was reordered: 2 levels moved']);
    expect(english(change('levels.reordered', { moves: moves.slice(0, 1) }))).toEqual(['The list was reordered: 1 level moved']);
    expect(english(change('level.baseline', { level: bloodbath, to: 12 }, { baseline: true }))).toEqual(['[Bloodbath] was at #12 when history began']);
  });

  it('words the same change in French and in Arabic, with the level still a link', () => {
    const placed = change('level.placed', { level: bloodbath, from: null, to: 12, above, below });
    expect(read(sentencesOf(placed, frPublic.changelogTexts))).toEqual([
      '[Bloodbath] a été placé à la position #12, au-dessus de [Zodiac] et en dessous de [Tartarus]',
    ]);
    expect(read(sentencesOf(placed, arPublic.changelogTexts))).toEqual(['وُضع [Bloodbath] في المركز #12، فوق [Zodiac] وتحت [Tartarus]']);
  });
});

describe('holderSentence', () => {
  const sara = { id: 7, name: 'Sara' };
  const ali = { id: 8, name: 'Ali' };
  const recordChange = (holder: RecordChange['data']['holder'], type: RecordChange['type'] = 'classic'): RecordChange => ({
    position: 2, at: '2026-05-01T12:00:00.000Z', kind: 'record.added', type, baseline: false,
    data: { level: bloodbath, player: sara, record: 3, from: null, to: null, holder },
  });
  const said = (change: RecordChange) => {
    const words = holderSentence(change, changelogTexts);
    return words && read([words])[0];
  };

  it('names who became the first victor (classic) or the record holder (platformer)', () => {
    expect(said(recordChange({ from: null, to: sara }))).toBe('[Sara] became the first victor');
    expect(said(recordChange({ from: ali, to: sara }, 'platformer'))).toBe('[Sara] became the record holder');
    expect(holderSentence(recordChange({ from: null, to: sara }), changelogTexts)?.[0]).toEqual({ player: sara });
  });

  it('says when nobody holds it any more, and nothing for a record change that passed nothing on', () => {
    expect(said(recordChange({ from: ali, to: null }))).toBe('The first victor is now nobody (was [Ali])');
    expect(said(recordChange(undefined))).toBeNull();
  });

  it('words it in French and Arabic', () => {
    expect(read([holderSentence(recordChange({ from: null, to: sara }), frPublic.changelogTexts)!])).toEqual([
      '[Sara] est devenu le premier vainqueur',
    ]);
    expect(read([holderSentence(recordChange({ from: null, to: sara }, 'platformer'), arPublic.changelogTexts)!])).toEqual([
      'أصبح [Sara] صاحب أفضل وقت',
    ]);
  });
});

describe('the list filter', () => {
  it('puts a change in each list its level and its moves were in, before or after', () => {
    const placed = change('level.placed', { level: bloodbath, from: null, to: 70, moves: [{ id: '4', name: 'Acheron', from: 75, to: 76 }] });
    expect([...listsOf(placed)].sort()).toEqual(['extended', 'main']);
    expect(inList(placed, 'legacy')).toBe(false);
    expect(inList(placed, 'all')).toBe(true);
    expect(inList(change('level.removed', { level: bloodbath, from: 160, to: null }), 'legacy')).toBe(true);
  });
});

describe('byDay', () => {
  it('groups changes, newest first, by the day they were made', () => {
    const changes = [
      change('level.placed', { level: bloodbath, to: 1 }, { position: 3, at: '2026-05-02T10:00:00' }),
      change('level.placed', { level: bloodbath, to: 1 }, { position: 2, at: '2026-05-01T20:00:00' }),
      change('level.placed', { level: bloodbath, to: 1 }, { position: 1, at: '2026-05-01T08:00:00' }),
    ];
    expect(byDay(changes).map((day) => [day.key, day.changes.map((one) => one.position)])).toEqual([
      ['2026-05-02', [3]],
      ['2026-05-01', [2, 1]],
    ]);
  });
});
