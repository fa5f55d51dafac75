import { describe, expect, it, vi } from 'vitest';
import { changeSentenceTexts } from '../texts';
import type { ListChange, RecordChange } from '../../../shared/schemas/changes';
import arPublic from '../../i18n/ar/public';
import frPublic from '../../i18n/fr/public';
import { withBeginnings } from '../../lib/baselines';
import { byDay, holderSentence, sayBeginning, sayChange, sentence, sentencesOf, type Beginning, type Sentence } from './sentences';
import { changelogTexts } from './texts';

const bloodbath = { id: '10565740', name: 'Bloodbath' };
const above = { id: '1', name: 'Tartarus' };
const below = { id: '2', name: 'Zodiac' };

const change = (kind: ListChange['kind'], data: Partial<ListChange['data']>, extra: Partial<ListChange> = {}): ListChange => ({
  position: 1,
  at: '2026-05-01T12:00:00.000Z',
  kind,
  type: 'classic',
  baseline: false,
  data: { moves: [], ...data },
  ...extra,
});

/** A sentence as read, the level and player names in brackets (they are links on screen). */
const read = (sentences: Sentence[]) =>
  sentences.map((said) =>
    said.map((part) => (typeof part === 'string' ? part : `[${'level' in part ? part.level.name : part.player.name}]`)).join(''),
  );
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
    expect(english(change('level.edited', { level: bloodbath, from: 15, to: 12, changed: {} }))).toEqual([
      '[Bloodbath] moved up from #15 to #12',
    ]);
    expect(english(change('level.edited', { level: bloodbath, from: 12, to: 15, changed: {} }))).toEqual([
      '[Bloodbath] moved down from #12 to #15',
    ]);
  });

  it('lists the fields an edit changed, with a rename on its own', () => {
    const changed = { name: ['Bloodbth', 'Bloodbath'], publisher: ['Riot', 'Riot & co'], link: ['a', 'b'], holderId: [null, 7] } as Record<
      string,
      [unknown, unknown]
    >;
    expect(english(change('level.edited', { level: bloodbath, from: 12, to: 12, changed }))).toEqual([
      'Bloodbth was renamed to [Bloodbath]',
      "[Bloodbath]'s details were edited: publisher, video, and first victor",
    ]);
    expect(
      english(
        change('level.edited', { level: bloodbath, from: 3, to: 3, changed: { holderManual: [false, true] } }, { type: 'platformer' }),
      ),
    ).toEqual(["[Bloodbath]'s details were edited: record holder"]);
    expect(english(change('level.edited', { level: bloodbath, from: 3, to: 3, changed: {} }))).toEqual([
      "[Bloodbath]'s details were edited",
    ]);
  });

  it('tells a baseline apart', () => {
    expect(english(change('level.baseline', { level: bloodbath, to: 12 }, { baseline: true }))).toEqual([
      '[Bloodbath] was at #12 when history began',
    ]);
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
    position: 2,
    at: '2026-05-01T12:00:00.000Z',
    kind: 'record.added',
    type,
    baseline: false,
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

describe('byDay', () => {
  it('groups changes, newest first, by the day they were made', () => {
    const changes = [
      change('level.placed', { level: bloodbath, to: 1 }, { position: 3, at: '2026-05-02T10:00:00' }),
      change('level.placed', { level: bloodbath, to: 1 }, { position: 2, at: '2026-05-01T20:00:00' }),
      change('level.placed', { level: bloodbath, to: 1 }, { position: 1, at: '2026-05-01T08:00:00' }),
    ];
    expect(byDay(changes).map((day) => [day.key, day.changes.map((one) => (one as ListChange).position)])).toEqual([
      ['2026-05-02', [3]],
      ['2026-05-01', [2, 1]],
    ]);
  });
});

const descent = { id: '1', name: 'Distorted Descent' };
const atlas = { id: '2', name: 'Atlas Nightmare' };
const nebula = { id: '3', name: 'Toxic Nebula' };
const zodiac = { id: '4', name: 'Zodiac' };
const sonic = { id: '5', name: 'Sonic Wave' };
const move = (level: { id: string; name: string }, from: number, to: number) => ({ ...level, from, to });
const beside = (level: { id: string; name: string }, ranking: number) => ({ ...level, ranking });

/** Reorders as staff make them, logged with the unmoved levels beside the moved ones (server/levels/history.ts). */
const reorders = {
  /** Distorted Descent from #3 to the top: the two above it make room. */
  up: change('levels.reordered', { moves: [move(descent, 3, 1), move(atlas, 1, 2), move(nebula, 2, 3)], neighbours: [beside(zodiac, 4)] }),
  /** Atlas Nightmare from #2 to #4, between Zodiac and Sonic Wave; Toxic Nebula and Zodiac go up one. */
  down: change('levels.reordered', {
    moves: [move(nebula, 3, 2), move(zodiac, 4, 3), move(atlas, 2, 4)],
    neighbours: [beside(descent, 1), beside(sonic, 5)],
  }),
  /** Sonic Wave from #7 to the top and Atlas Nightmare from #2 to the bottom (#8), in one reorder. */
  several: change('levels.reordered', {
    moves: [move(sonic, 7, 1), move(descent, 1, 2), move(zodiac, 8, 7), move(atlas, 2, 8)],
    neighbours: [beside(nebula, 3), beside({ id: '9', name: 'Acheron' }, 6)],
  }),
  /** Ten levels, reversed. */
  long: change('levels.reordered', {
    moves: Array.from({ length: 10 }, (_, index) => move({ id: `L${index + 1}`, name: `Level ${index + 1}` }, index + 1, 10 - index)),
  }),
};

/** A change as the changelog shows it, names in brackets: its line, and every move behind the disclosure. */
const said = (value: ListChange, texts = changelogTexts) => {
  const { line, moves } = sayChange(value, texts);
  return { line: read([line])[0], moves: read(moves) };
};

/**
 * The sentences and a catalog as a device set to `locale` has them: the modules are loaded again with
 * the language chosen, so that lists, plurals and numbers are formatted in it (Intl), as on screen.
 */
async function inLanguage(locale: 'fr' | 'ar') {
  vi.resetModules();
  localStorage.setItem('language', locale);
  try {
    const sentences = await import('./sentences');
    const catalog = locale === 'fr' ? await import('../../i18n/fr/public') : await import('../../i18n/ar/public');
    const texts = catalog.default.changelogTexts;
    // The wording shared with the audit log (components/texts.ts), as the catalog gives it on screen.
    (await import('../../lib/i18n/registry')).applyCatalog(catalog.default);
    return {
      said: (value: ListChange) => {
        const { line, moves } = sentences.sayChange(value, texts);
        return { line: read([line])[0], moves: read(moves) };
      },
      begins: (beginning: Beginning, list: 'all' | 'main') => sentences.sayBeginning(beginning, texts, list, 'classic').line,
    };
  } finally {
    localStorage.removeItem('language');
  }
}

describe('a reorder', () => {
  it('says which level moved, with its neighbours after the move, and which made room', () => {
    expect(said(reorders.up)).toEqual({
      line: '[Distorted Descent] moved up from #3 to #1, above [Atlas Nightmare]; [Atlas Nightmare] and [Toxic Nebula] each moved down one place',
      moves: [],
    });
    expect(said(reorders.down).line).toBe(
      '[Atlas Nightmare] moved down from #2 to #4, above [Sonic Wave] and below [Zodiac]; [Toxic Nebula] and [Zodiac] each moved up one place',
    );
    // A swap reads as the level that went up.
    expect(said(change('levels.reordered', { moves: [move(atlas, 1, 2), move(descent, 2, 1)] })).line).toBe(
      '[Distorted Descent] moved up from #2 to #1, above [Atlas Nightmare]; [Atlas Nightmare] moved down one place',
    );
  });

  it('names each level moved in one reorder, then the levels that made room, by how far', () => {
    expect(said(reorders.several).line).toBe(
      '[Sonic Wave] moved up from #7 to #1, above [Distorted Descent]; [Atlas Nightmare] moved down from #2 to #8, below [Zodiac]; ' +
        '[Distorted Descent] moved down one place; [Zodiac] moved up one place',
    );
    const block = change('levels.reordered', { moves: [move(sonic, 5, 2), move(atlas, 2, 3), move(nebula, 3, 4), move(zodiac, 4, 5)] });
    expect(said(block).line).toBe(
      '[Sonic Wave] moved up from #5 to #2, above [Atlas Nightmare]; [Atlas Nightmare], [Toxic Nebula], and [Zodiac] each moved down one place',
    );
  });

  it('leaves out a neighbour that a reorder logged before they were kept does not name', () => {
    const { neighbours: _, ...older } = reorders.down.data;
    expect(said({ ...reorders.down, data: older }).line).toBe(
      '[Atlas Nightmare] moved down from #2 to #4, below [Zodiac]; [Toxic Nebula] and [Zodiac] each moved up one place',
    );
  });

  it('tells a long one by its first moves, and opens to every move', () => {
    const { line, moves } = said(reorders.long);
    expect(line).toBe(
      '[Level 10] moved up from #10 to #1, above [Level 9]; [Level 9] moved up from #9 to #2, above [Level 8] and below [Level 10]; ' +
        '[Level 8] moved up from #8 to #3, above [Level 7] and below [Level 9]; 6 more levels were moved; [Level 5] moved down one place',
    );
    expect(moves).toHaveLength(10);
    expect(moves.slice(0, 2)).toEqual(['[Level 10]: #10 → #1', '[Level 9]: #9 → #2']);
    expect(changeSentenceTexts.allMoves(reorders.long.data.moves.length)).toBe('Show every move (10 levels)');
    // Many levels making room: the first three, and how many others.
    const many = change('levels.reordered', {
      moves: [
        move(sonic, 30, 1),
        ...Array.from({ length: 29 }, (_, index) => move({ id: `M${index}`, name: `M${index}` }, index + 1, index + 2)),
      ],
    });
    expect(said(many).line).toBe(
      '[Sonic Wave] moved up from #30 to #1, above [M0]; [M0], [M1], [M2], and 26 other levels each moved down one place',
    );
    expect(said(many).moves).toHaveLength(30);
  });

  it('keeps saying which levels it pushed into another list', () => {
    const crossing = change('levels.reordered', {
      moves: [
        move(sonic, 76, 1),
        ...Array.from({ length: 75 }, (_, index) => move({ id: `M${index}`, name: `M${index}` }, index + 1, index + 2)),
      ],
    });
    expect(english(crossing).slice(1)).toEqual(['[Sonic Wave] moved to the main list', '[M74] moved to the extended list']);
    expect(sayChange(crossing, changelogTexts).pushed).toHaveLength(2);
  });

  it('is worded in French', async () => {
    const { said: french } = await inLanguage('fr');
    expect(french(reorders.up).line).toBe(
      "[Distorted Descent] est monté de la position #3 à la position #1, au-dessus de [Atlas Nightmare] ; [Atlas Nightmare] et [Toxic Nebula] sont chacun descendus d'une place",
    );
    expect(french(reorders.down).line).toBe(
      "[Atlas Nightmare] est descendu de la position #2 à la position #4, au-dessus de [Sonic Wave] et en dessous de [Zodiac] ; [Toxic Nebula] et [Zodiac] sont chacun montés d'une place",
    );
    expect(french(reorders.several).line).toBe(
      '[Sonic Wave] est monté de la position #7 à la position #1, au-dessus de [Distorted Descent] ; ' +
        '[Atlas Nightmare] est descendu de la position #2 à la position #8, en dessous de [Zodiac] ; ' +
        "[Distorted Descent] est descendu d'une place ; [Zodiac] est monté d'une place",
    );
    const long = french(reorders.long);
    expect(long.line).toMatch(/ ; 6 autres niveaux ont été déplacés ; \[Level 5\] est descendu d'une place$/);
    expect(long.moves[0]).toBe('[Level 10] : #10 → #1');
  });

  it('is worded in Arabic', async () => {
    const { said: arabic } = await inLanguage('ar');
    expect(arabic(reorders.up).line).toBe(
      'صعد [Distorted Descent] من المركز #3 إلى المركز #1، فوق [Atlas Nightmare]؛ نزل كلٌّ من [Atlas Nightmare] و[Toxic Nebula] مركزًا واحدًا',
    );
    expect(arabic(reorders.down).line).toBe(
      'نزل [Atlas Nightmare] من المركز #2 إلى المركز #4، فوق [Sonic Wave] وتحت [Zodiac]؛ صعد كلٌّ من [Toxic Nebula] و[Zodiac] مركزًا واحدًا',
    );
    expect(arabic(reorders.several).line).toBe(
      'صعد [Sonic Wave] من المركز #7 إلى المركز #1، فوق [Distorted Descent]؛ نزل [Atlas Nightmare] من المركز #2 إلى المركز #8، تحت [Zodiac]؛ ' +
        'نزل [Distorted Descent] مركزًا واحدًا؛ صعد [Zodiac] مركزًا واحدًا',
    );
    const long = arabic(reorders.long);
    expect(long.line).toMatch(/؛ نُقلت 6 مستويات أخرى؛ نزل \[Level 5\] مركزًا واحدًا$/);
    expect(long.moves[0]).toBe('[Level 10]: #10 ← #1');
    expect(arabic(change('levels.reordered', { moves: [move(sonic, 3, 1), move(atlas, 1, 2), move(nebula, 2, 3)] })).line).toMatch(
      /نزل كلٌّ من \[Atlas Nightmare\] و\[Toxic Nebula\] مركزًا واحدًا$/,
    );
  });
});

describe('where history begins', () => {
  const baseline = (level: { id: string; name: string }, to: number, position: number, type: ListChange['type'] = 'classic') =>
    change('level.baseline', { level, to }, { baseline: true, position, type });
  // Newest first, as the changelog reads them: the baselines were logged by place.
  const log = [
    change('level.placed', { level: sonic, from: null, to: 2 }, { position: 9 }),
    baseline(nebula, 3, 3),
    baseline(atlas, 2, 2),
    baseline(descent, 1, 1),
  ];

  it('is one line per list, opening to the list as it stood', () => {
    const shown = withBeginnings(log);
    expect(shown).toHaveLength(2);
    const beginning = shown[1] as Beginning;
    const { line, levels } = sayBeginning(beginning, changelogTexts, 'all', 'classic');
    expect(line).toBe('History begins: 3 levels on the classic list');
    expect(read(levels)).toEqual(['#1 [Distorted Descent]', '#2 [Atlas Nightmare]', '#3 [Toxic Nebula]']);
    expect(sayBeginning(beginning, changelogTexts, 'main', 'classic').line).toBe('History begins: 3 levels on the main list');
  });

  it("keeps each mode's baselines apart, and a lone baseline as its own sentence", () => {
    const mixed = withBeginnings([
      baseline(zodiac, 1, 5, 'platformer'),
      baseline(sonic, 2, 4, 'classic'),
      baseline(nebula, 1, 3, 'classic'),
    ]);
    expect(mixed).toHaveLength(2);
    expect(mixed[0]).toMatchObject({ kind: 'level.baseline', type: 'platformer' });
    expect(sayBeginning(mixed[1] as Beginning, changelogTexts, 'all', 'classic').line).toBe('History begins: 2 levels on the classic list');
    expect(sayBeginning({ baselines: [baseline(zodiac, 1, 5, 'platformer')] }, changelogTexts, 'all', 'classic').line).toBe(
      'History begins: 1 level on the platformer list',
    );
  });

  it('is worded in French and in Arabic', async () => {
    const beginning = withBeginnings(log)[1] as Beginning;
    const french = await inLanguage('fr');
    expect(french.begins(beginning, 'all')).toBe("Début de l'historique : 3 niveaux sur la liste classique");
    expect(french.begins(beginning, 'main')).toBe("Début de l'historique : 3 niveaux sur la liste principale");
    const arabic = await inLanguage('ar');
    expect(arabic.begins(beginning, 'all')).toBe('بداية السجل: 3 مستويات في القائمة الكلاسيكية');
    expect(arabic.begins(beginning, 'main')).toBe('بداية السجل: 3 مستويات في القائمة الرئيسية');
    expect(arabic.begins({ baselines: Array.from({ length: 180 }, (_, index) => baseline(descent, index + 1, index + 1)) }, 'all')).toBe(
      'بداية السجل: 180 مستوى في القائمة الكلاسيكية',
    );
  });
});
