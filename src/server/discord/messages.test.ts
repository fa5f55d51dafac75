/** Discord's messages in each language: the words, escaped names, Discord's length limit, and which log entries are news. */
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../db/change-log';
import { escapeMarkdown, listMessage, payloadOf, submissionMessage } from './messages';
import { DISCORD_TEXTS } from './texts/languages';

const VIDEO = 'https://www.youtube.com/watch?v=abcdefghijk';
const submission = { type: 'classic' as const, level: 'Bloodbath', player: 'Amine', percentage: 87, timeMs: null, link: VIDEO };
const placed: LogEntry = {
  kind: 'level.placed',
  type: 'classic',
  subjects: [],
  data: { level: { id: '1', name: 'Bloodbath' }, from: null, to: 12, moves: [] },
};
const moved: LogEntry = {
  ...placed,
  kind: 'level.edited',
  data: { level: { id: '1', name: 'Bloodbath' }, from: 12, to: 9, moves: [], changed: {} },
};
const removed: LogEntry = {
  ...placed,
  kind: 'level.removed',
  data: { level: { id: '1', name: 'Bloodbath' }, from: 12, to: null, moves: [] },
};

describe('Discord messages', () => {
  it('words a new submission and the list changes in English, French and Arabic', () => {
    const content = (language: 'en' | 'fr' | 'ar') => [
      submissionMessage(DISCORD_TEXTS[language], submission, null).content,
      submissionMessage(DISCORD_TEXTS[language], { ...submission, type: 'platformer', percentage: null, timeMs: 4_232_456 }, null).content,
      ...[placed, moved, removed].map((entry) => listMessage(DISCORD_TEXTS[language], entry)!.content),
    ];
    expect(content('en')).toEqual([
      `New classic submission: Bloodbath 87% by Amine — <${VIDEO}>`,
      `New platformer submission: Bloodbath 1h 10m 32s 456ms by Amine — <${VIDEO}>`,
      'Bloodbath was placed at #12 (classic)',
      'Bloodbath moved from #12 to #9 (classic)',
      'Bloodbath was removed from the list (classic)',
    ]);
    expect(content('fr')).toEqual([
      `Nouvelle soumission classique : Bloodbath 87 % par Amine — <${VIDEO}>`,
      `Nouvelle soumission platformer : Bloodbath 1 h 10 min 32 s 456 ms par Amine — <${VIDEO}>`,
      'Bloodbath a été placé à la position #12 (classique)',
      'Bloodbath est passé de la position #12 à la position #9 (classique)',
      'Bloodbath a été retiré de la liste (classique)',
    ]);
    const isolated = (text: string) => `\u2068${text}\u2069`;
    expect(content('ar')[0]).toBe(`طلب كلاسيكي جديد: ${isolated('Bloodbath')} ${isolated('87%')} من ${isolated('Amine')} — <${VIDEO}>`);
    expect(content('ar')[2]).toBe(`وُضع ${isolated('Bloodbath')} في المركز ${isolated('#12')} (الكلاسيكي)`);
  });

  it('says nothing of a baseline, another kind of entry, or an edit that changed nothing', () => {
    const en = DISCORD_TEXTS.en;
    expect(listMessage(en, { ...placed, kind: 'level.baseline', baseline: true })).toBeNull();
    expect(
      listMessage(en, {
        kind: 'region.created',
        subjects: [],
        data: { region: { id: 1, name: 'Fès-Meknès' }, from: null, to: 'Fès-Meknès' },
      }),
    ).toBeNull();
    expect(listMessage(en, { ...moved, data: { level: { id: '1', name: 'B' }, from: 3, to: 3, moves: [], changed: {} } })).toBeNull();
    expect(listMessage(en, { kind: 'levels.reordered', type: 'classic', subjects: [], data: { moves: [] } })).toBeNull();
  });

  it("lists a reorder's first ten moves by their new place and counts the rest", () => {
    const moves = Array.from({ length: 12 }, (_, index) => ({ id: String(index), name: `L${index}`, from: index + 2, to: 12 - index }));
    const lines = listMessage(DISCORD_TEXTS.en, {
      kind: 'levels.reordered',
      type: 'platformer',
      subjects: [],
      data: { moves },
    })!.content.split('\n');
    expect(lines[0]).toBe('The list was reordered: 12 levels moved (platformer)');
    expect(lines[1]).toBe('L11 moved from #13 to #1');
    expect(lines).toHaveLength(12);
    expect(lines.at(-1)).toBe('…and 2 more');
  });

  it("escapes markdown, keeps one line, stays within Discord's 2,000 characters and pings nobody", () => {
    expect(escapeMarkdown('1. *a*\n_b_ ~~c~~ `d` ||e|| > [f](g) # -h\\')).toBe(
      '1\\. \\*a\\* \\_b\\_ \\~\\~c\\~\\~ \\`d\\` \\|\\|e\\|\\| \\> \\[f\\]\\(g\\) \\# \\-h\\\\',
    );
    const long = payloadOf(['x'.repeat(2_500)]);
    expect(long.content).toHaveLength(2_000);
    expect(long.content.endsWith('…')).toBe(true);
    expect(long.allowed_mentions).toEqual({ parse: [] });
  });
});
