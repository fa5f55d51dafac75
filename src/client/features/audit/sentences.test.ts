import { describe, expect, it, vi } from 'vitest';
import { changeSentenceTexts } from '../../components/texts';
import type { AuditEntry } from '../../../shared/schemas/changes';
import arStaff from '../../i18n/ar/staff';
import frStaff from '../../i18n/fr/staff';
import { withBeginnings, type Beginning } from '../../lib/baselines';
import { auditBeginning, auditMoves, auditSentence, effectOfReview, type Context, type Sentence } from './sentences';
import { auditTexts } from './texts';

const amine = { id: 1, name: 'Amine' };
const sara = { id: 7, name: 'Sara' };
const bloodbath = { id: '10565740', name: 'Bloodbath' };
const tartarus = { id: '1', name: 'Tartarus' };
const zodiac = { id: '2', name: 'Zodiac' };

const entry = (kind: string, data: Record<string, unknown>, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  position: 10,
  at: '2026-05-01T12:00:00.000Z',
  kind,
  type: 'classic',
  baseline: false,
  actor: amine,
  subjects: [],
  data,
  ...extra,
});
const record = (percentage: number, link = 'https://youtu.be/a') => ({
  percentage,
  timeMs: null,
  link,
  date: '2026-05-01T00:00:00.000Z',
  version: 1,
});

/** A sentence as read: names that filter the log in brackets, with what they filter to; values as they are. */
const read = (sentence: Sentence) =>
  sentence
    .map((part) => {
      if (typeof part === 'string') return part;
      if (part.target) return `[${part.text}|${part.target}]`;
      if (part.actor) return `[${part.text}|actor:${part.actor}]`;
      return part.text;
    })
    .join('');
const english = (value: AuditEntry, context: Partial<Context> = {}) => read(auditSentence(value, { texts: auditTexts, ...context }));

describe('auditSentence: levels', () => {
  it('says where a level was placed, between its neighbours, and how many levels moved', () => {
    const moves = Array.from({ length: 14 }, (_, index) => ({
      id: String(100 + index),
      name: `L${index}`,
      from: 12 + index,
      to: 13 + index,
    }));
    expect(english(entry('level.placed', { level: bloodbath, from: null, to: 12, above: tartarus, below: zodiac, moves }))).toBe(
      '[Amine|actor:1] placed [Bloodbath|level:classic:10565740] at #12 (above [Zodiac|level:classic:2], below [Tartarus|level:classic:1]); 14 levels moved',
    );
    expect(english(entry('level.placed', { level: bloodbath, from: null, to: 1, above: null, below: zodiac, moves: [] }))).toBe(
      '[Amine|actor:1] placed [Bloodbath|level:classic:10565740] at #1 (above [Zodiac|level:classic:2])',
    );
  });

  it('gives each field an edit changed, before → after, and the move', () => {
    const changed = { name: ['Bloodbth', 'Bloodbath'], difficulty: ['INSANE_DEMON', 'EXTREME_DEMON'], holderId: [null, 7] };
    const is = { id: bloodbath.id, name: 'Bloodbath', firstVictor: 7, firstVictorName: 'Sara' };
    expect(english(entry('level.edited', { level: bloodbath, from: 12, to: 12, changed: { name: ['A', 'B'] }, moves: [] }))).toBe(
      "[Amine|actor:1] changed [Bloodbath|level:classic:10565740]'s name from A to B",
    );
    expect(
      english(entry('level.edited', { level: bloodbath, from: 15, to: 12, changed, is, moves: [{ ...zodiac, from: 12, to: 13 }] })),
    ).toBe(
      "[Amine|actor:1] changed [Bloodbath|level:classic:10565740]'s place from #15 to #12, name from Bloodbth to Bloodbath, " +
        'difficulty from Insane Demon to Extreme Demon, and first victor from none to Sara; 1 level moved',
    );
  });

  it('tells a removal, a reorder and a baseline, which nobody made', () => {
    expect(english(entry('level.removed', { level: bloodbath, from: 12, to: null, moves: [] }))).toBe(
      '[Amine|actor:1] removed [Bloodbath|level:classic:10565740] from the list (was #12)',
    );
    const moves = [
      { ...zodiac, from: 1, to: 2 },
      { ...tartarus, from: 2, to: 1 },
    ];
    expect(english(entry('levels.reordered', { moves }, { type: 'platformer' }))).toBe(
      '[Amine|actor:1] reordered the list: [Tartarus|level:platformer:1] moved up from #2 to #1 (above [Zodiac|level:platformer:2]); ' +
        '[Zodiac|level:platformer:2] moved down one place',
    );
    expect(english(entry('level.baseline', { level: bloodbath, to: 12, moves: [] }, { baseline: true, actor: null }))).toBe(
      '[Bloodbath|level:classic:10565740] was at #12 when history began',
    );
  });
});

describe('auditSentence: records, reviews, regions and players', () => {
  it('says what a record change did, with the holder it passed on and the submission that made it', () => {
    const data = { level: bloodbath, player: sara, record: 3, from: null, to: record(87), holder: { from: null, to: sara }, submission: 9 };
    expect(english(entry('record.added', data))).toBe(
      "[Amine|actor:1] added [Sara|player:7]'s record on [Bloodbath|level:classic:10565740]: 87%; first victor none → [Sara|player:7]; " +
        'through submission [#9|submission:classic:9]',
    );
    expect(
      english(
        entry('record.edited', { level: bloodbath, player: sara, record: 3, from: record(87), to: record(87, 'https://youtu.be/b') }),
      ),
    ).toBe(
      "[Amine|actor:1] changed [Sara|player:7]'s record on [Bloodbath|level:classic:10565740]: video https://youtu.be/a → https://youtu.be/b",
    );
  });

  it('says how a submission was reviewed and what that did to the record', () => {
    const added = entry(
      'record.added',
      { level: bloodbath, player: sara, record: 3, from: null, to: record(87), submission: 9 },
      { position: 9 },
    );
    const review = entry('submission.reviewed', { submission: 9, level: bloodbath, player: sara, from: 'PENDING', to: 'APPROVED' });
    expect(effectOfReview(review, [review, added])).toBe(added);
    expect(english(review, { effect: added })).toBe(
      '[Amine|actor:1] approved submission [#9|submission:classic:9] of [Sara|player:7] on [Bloodbath|level:classic:10565740] (record added: 87%)',
    );
    const undone = entry('submission.reviewed', { submission: 9, level: bloodbath, player: sara, from: 'APPROVED', to: 'REJECTED' });
    expect(english(undone)).toBe(
      '[Amine|actor:1] rejected submission [#9|submission:classic:9] of [Sara|player:7] on [Bloodbath|level:classic:10565740] (was approved)',
    );
    const reasoned = entry('submission.reviewed', {
      submission: 9,
      level: bloodbath,
      player: sara,
      from: 'PENDING',
      to: 'REJECTED',
      reason: 'No click sounds',
    });
    expect(english(reasoned)).toBe(
      '[Amine|actor:1] rejected submission [#9|submission:classic:9] of [Sara|player:7] on [Bloodbath|level:classic:10565740]: No click sounds',
    );
  });

  it('names a region before and after', () => {
    expect(english(entry('region.renamed', { region: { id: 2, name: 'Le Rif' }, from: 'Rif', to: 'Le Rif' }, { type: null }))).toBe(
      '[Amine|actor:1] renamed the region Rif to [Le Rif|region:2]',
    );
    expect(english(entry('region.created', { region: { id: 2, name: 'Rif' }, from: null, to: 'Rif' }, { type: null }))).toBe(
      '[Amine|actor:1] created the region [Rif|region:2]',
    );
  });

  it("tells a player's own edit from staff editing them, with the region by its name", () => {
    const own = entry('player.edited', { player: sara, changed: { discord: [null, 'sara#1'] } }, { type: null, actor: sara });
    expect(english(own)).toBe('[Sara|actor:7] edited their profile: Discord none → sara#1');
    const region = entry('player.edited', { player: sara, changed: { regionId: [null, 2] } }, { type: null });
    expect(english(region, { regionName: (id) => (id === 2 ? 'Rif' : undefined) })).toBe(
      "[Amine|actor:1] edited [Sara|player:7]'s profile: region none → [Rif|region:2]",
    );
    expect(english(entry('player.edited', { player: sara, changed: { isStaff: [false, true] } }, { type: null, actor: null }))).toBe(
      'The system gave [Sara|player:7] staff rights',
    );
  });

  it('falls back to the kind for what it cannot read', () => {
    expect(english(entry('region.renamed', { nonsense: true }))).toBe('[Amine|actor:1] made a change (region.renamed)');
  });
});

describe('auditSentence in French and Arabic', () => {
  it('words the same change in each language, the names still filters', () => {
    const renamed = entry('region.renamed', { region: { id: 2, name: 'Le Rif' }, from: 'Rif', to: 'Le Rif' }, { type: null });
    expect(read(auditSentence(renamed, { texts: frStaff.auditTexts }))).toBe(
      '[Amine|actor:1] a renommé la région Rif en [Le Rif|region:2]',
    );
    expect(read(auditSentence(renamed, { texts: arStaff.auditTexts }))).toBe('أعاد [Amine|actor:1] تسمية جهة Rif إلى [Le Rif|region:2]');
  });
});

describe('auditSentence: sanctions and bans', () => {
  it('says whose claim made an account an imported player', () => {
    expect(english(entry('player.claimed', { player: sara, account: { id: 12, name: 'NewSara' }, holders: [] }, { type: null }))).toBe(
      "[Amine|actor:1] approved NewSara's claim: the account is [Sara|player:7] now",
    );
    expect(
      english(entry('player.claimed', { player: sara, account: { id: 12, name: 'NewSara' }, staff: false, holders: [] }, { type: null })),
    ).toBe("[Amine|actor:1] approved NewSara's claim: the account is [Sara|player:7] now");
  });

  it('says when a claim approved made its claimant staff, in each language', () => {
    const claimed = entry(
      'player.claimed',
      { player: sara, account: { id: 12, name: 'NewSara' }, staff: true, holders: [] },
      { type: null },
    );
    expect(english(claimed)).toBe("[Amine|actor:1] approved NewSara's claim of [Sara|player:7], who is staff: NewSara is staff now");
    expect(read(auditSentence(claimed, { texts: frStaff.auditTexts }))).toBe(
      "[Amine|actor:1] a approuvé la revendication de [Sara|player:7], membre de l'équipe, par NewSara : NewSara fait désormais partie de l'équipe",
    );
    expect(read(auditSentence(claimed, { texts: arStaff.auditTexts }))).toBe(
      'وافق [Amine|actor:1] على مطالبة NewSara باللاعب [Sara|player:7]، وهو عضو في الفريق: أصبح NewSara عضوًا في الفريق الآن',
    );
  });

  it('says who flagged or banned whom, until when and why, and who revoked it', () => {
    const sanction = (kind: string, until: string | null) => ({ player: sara, sanction: { id: 3, kind, until, reason: 'Edited run' } });
    expect(english(entry('sanction.added', sanction('FLAG', null), { type: null }))).toBe(
      '[Amine|actor:1] flagged [Sara|player:7]: Edited run',
    );
    expect(english(entry('sanction.added', sanction('BAN', '2026-06-01T12:00:00.000Z'), { type: null }))).toBe(
      '[Amine|actor:1] banned [Sara|player:7] until Jun 1, 2026: Edited run',
    );
    expect(english(entry('sanction.added', sanction('BAN', null), { type: null }))).toBe(
      '[Amine|actor:1] banned [Sara|player:7] permanently: Edited run',
    );
    expect(english(entry('sanction.revoked', sanction('BAN', null), { type: null }))).toBe("[Amine|actor:1] revoked [Sara|player:7]'s ban");
    expect(english(entry('sanction.revoked', sanction('FLAG', null), { type: null }))).toBe(
      "[Amine|actor:1] revoked [Sara|player:7]'s flag",
    );
    expect(
      english(entry('sanction.revoked', { ...sanction('BAN', null), revoke: { reason: 'Wrong account', inError: true } }, { type: null })),
    ).toBe("[Amine|actor:1] revoked [Sara|player:7]'s ban, as issued in error (not an offence): Wrong account");
    expect(
      english(entry('sanction.revoked', { ...sanction('FLAG', null), revoke: { reason: null, inError: false } }, { type: null })),
    ).toBe("[Amine|actor:1] revoked [Sara|player:7]'s flag, lifted early (still an offence)");
  });

  it('names the first victors a ban moved, and what came back when it ended', () => {
    const holders = [{ type: 'classic', level: bloodbath, from: sara, to: amine }];
    expect(english(entry('player.banned', { player: sara, holders }, { type: null, actor: null }))).toBe(
      "[Sara|player:7]'s records left the lists for a ban: [Bloodbath|level:classic:10565740] [Sara|player:7] → [Amine|player:1]",
    );
    expect(english(entry('player.restored', { player: sara, holders: [] }, { type: null, actor: null }))).toBe(
      "[Sara|player:7]'s records came back to the lists",
    );
    expect(
      read(
        auditSentence(
          entry('sanction.added', { player: sara, sanction: { id: 3, kind: 'FLAG', until: null, reason: 'x' } }, { type: null }),
          { texts: frStaff.auditTexts },
        ),
      ),
    ).toBe('[Amine|actor:1] a signalé [Sara|player:7] : x');
  });
});

const descent = { id: '11', name: 'Distorted Descent' };
const atlas = { id: '12', name: 'Atlas Nightmare' };
const nebula = { id: '13', name: 'Toxic Nebula' };
/** Distorted Descent from #3 to the top, as the log keeps it: the moves, and the unmoved level beside them. */
const upToTop = entry('levels.reordered', {
  moves: [
    { ...descent, from: 3, to: 1 },
    { ...atlas, from: 1, to: 2 },
    { ...nebula, from: 2, to: 3 },
  ],
  neighbours: [{ ...zodiac, ranking: 4 }],
});
/** Ten levels, reversed. */
const reversed = entry('levels.reordered', {
  moves: Array.from({ length: 10 }, (_, index) => ({ id: `${index + 1}`, name: `L${index + 1}`, from: index + 1, to: 10 - index })),
});
const baselines = [3, 2, 1].map((place) =>
  entry(
    'level.baseline',
    { level: [descent, atlas, nebula][place - 1], to: place, moves: [] },
    { baseline: true, actor: null, position: place },
  ),
);

/** The audit's sentences and a catalog as a device set to `locale` has them (Intl formats lists and plurals in its language). */
async function inLanguage(locale: 'fr' | 'ar') {
  vi.resetModules();
  localStorage.setItem('language', locale);
  try {
    const sentences = await import('./sentences');
    const catalog = locale === 'fr' ? await import('../../i18n/fr/staff') : await import('../../i18n/ar/staff');
    const texts = catalog.default.auditTexts;
    // The wording shared with the changelog (components/texts.ts) comes with the public screens' catalog.
    const shared = locale === 'fr' ? await import('../../i18n/fr/public') : await import('../../i18n/ar/public');
    (await import('../../lib/i18n/registry')).applyCatalog(shared.default);
    return {
      said: (value: AuditEntry) => read(sentences.auditSentence(value, { texts })),
      moves: (value: AuditEntry) => sentences.auditMoves(value, texts).map(read),
      begins: (beginning: Beginning<AuditEntry>) => sentences.auditBeginning(beginning, texts).line.join(''),
    };
  } finally {
    localStorage.removeItem('language');
  }
}

describe('auditSentence: reorders and where history begins', () => {
  it('says which level staff moved, with its neighbours after it, and which made room', () => {
    expect(english(upToTop)).toBe(
      '[Amine|actor:1] reordered the list: [Distorted Descent|level:classic:11] moved up from #3 to #1 (above [Atlas Nightmare|level:classic:12]); ' +
        '[Atlas Nightmare|level:classic:12] and [Toxic Nebula|level:classic:13] each moved down one place',
    );
    expect(auditMoves(upToTop, auditTexts)).toEqual([]);
  });

  it('tells a long reorder by its first moves, and gives every move for its disclosure', () => {
    expect(english(reversed)).toBe(
      '[Amine|actor:1] reordered the list: [L10|level:classic:10] moved up from #10 to #1 (above [L9|level:classic:9]); ' +
        '[L9|level:classic:9] moved up from #9 to #2 (above [L8|level:classic:8], below [L10|level:classic:10]); ' +
        '[L8|level:classic:8] moved up from #8 to #3 (above [L7|level:classic:7], below [L9|level:classic:9]); 6 more levels were moved; [L5|level:classic:5] moved down one place',
    );
    const moves = auditMoves(reversed, auditTexts).map(read);
    expect(moves).toHaveLength(10);
    expect(moves[0]).toBe('[L10|level:classic:10]: #10 → #1');
    expect(changeSentenceTexts.allMoves(10)).toBe('Show every move (10 levels)');
  });

  it('takes the baselines of a list as one line, opening to the list as it stood', () => {
    const shown = withBeginnings([
      entry('region.created', { region: { id: 2, name: 'Rif' }, from: null, to: 'Rif' }, { type: null, position: 9 }),
      ...baselines,
    ]);
    expect(shown).toHaveLength(2);
    const { line, levels } = auditBeginning(shown[1] as Beginning<AuditEntry>, auditTexts);
    expect(read(line)).toBe('History begins: 3 levels on the classic list');
    expect(levels.map(read)).toEqual([
      '#1 [Distorted Descent|level:classic:11]',
      '#2 [Atlas Nightmare|level:classic:12]',
      '#3 [Toxic Nebula|level:classic:13]',
    ]);
    const platformer = baselines.map((one) => ({ ...one, type: 'platformer' as const }));
    expect(withBeginnings([...baselines.slice(0, 2), ...platformer]).map((one) => ('baselines' in one ? one.baselines.length : 1))).toEqual(
      [2, 3],
    );
  });

  it('is worded in French and in Arabic', async () => {
    const french = await inLanguage('fr');
    expect(french.said(upToTop)).toBe(
      '[Amine|actor:1] a réorganisé la liste : [Distorted Descent|level:classic:11] est monté de la position #3 à la position #1 (au-dessus de [Atlas Nightmare|level:classic:12]) ; ' +
        "[Atlas Nightmare|level:classic:12] et [Toxic Nebula|level:classic:13] sont chacun descendus d'une place",
    );
    expect(french.moves(reversed)[0]).toBe('[L10|level:classic:10] : #10 → #1');
    expect(french.begins({ baselines })).toBe("Début de l'historique : 3 niveaux sur la liste classique");
    const arabic = await inLanguage('ar');
    expect(arabic.said(upToTop)).toBe(
      'أعاد [Amine|actor:1] ترتيب القائمة: صعد [Distorted Descent|level:classic:11] من المركز #3 إلى المركز #1 (فوق [Atlas Nightmare|level:classic:12])؛ ' +
        'نزل كلٌّ من [Atlas Nightmare|level:classic:12] و[Toxic Nebula|level:classic:13] مركزًا واحدًا',
    );
    expect(arabic.said(reversed)).toMatch(/؛ نُقلت 6 مستويات أخرى؛ نزل \[L5\|level:classic:5\] مركزًا واحدًا$/);
    expect(arabic.begins({ baselines })).toBe('بداية السجل: 3 مستويات في القائمة الكلاسيكية');
  });
});
