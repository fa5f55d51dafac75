/**
 * The Arabic texts of Discord's messages (en.ts is the source): the site's own Arabic words. Names in
 * Latin script are isolated (U+2068 … U+2069) so they stay whole inside right-to-left text.
 */
import type { LevelType } from '../../../shared/constants';
import { split } from '../../../shared/duration';
import type { DiscordTexts } from './en';

const isolate = (text: string) => `\u2068${text}\u2069`;
/** A list's mode as the changelog names it, and as an adjective of a submission. */
const modes: Record<LevelType, string> = { classic: 'الكلاسيكي', platformer: isolate('Platformer') };
const submissionModes: Record<LevelType, string> = { classic: 'كلاسيكي', platformer: isolate('Platformer') };

/** '1 س 10 د 32 ث 456 مث', with Latin digits as the site writes them in Morocco. */
function time(ms: number): string {
  const { hours, minutes, seconds, millis } = split(ms);
  const parts = [
    hours > 0 ? `${hours} س` : '',
    minutes > 0 || hours > 0 ? `${minutes} د` : '',
    `${seconds} ث`,
    millis > 0 ? `${millis} مث` : '',
  ];
  return isolate(parts.filter(Boolean).join(' '));
}

const plurals = new Intl.PluralRules('ar');

/** The site's Arabic words for levels that moved, by Arabic's plural forms. */
function levelsMoved(count: number): string {
  const rule = plurals.select(count);
  if (rule === 'one') return 'تحرّك مستوى واحد';
  if (rule === 'two') return 'تحرّك مستويان';
  if (rule === 'few') return `تحرّكت ${count} مستويات`;
  return `تحرّك ${count} مستوى`;
}

export const ar: DiscordTexts = {
  newSubmission: (type, level, value, player, link) =>
    `طلب ${submissionModes[type]} جديد: ${isolate(level)} ${value} من ${isolate(player)} — ${link}`,
  review: (address) => `للمراجعة: ${address}`,
  percentage: (percentage) => isolate(`${percentage}%`),
  time,
  place: (ranking) => isolate(`#${ranking}`),
  inList: (type, sentence) => `${sentence} (${modes[type]})`,
  placed: (level, place) => `وُضع ${isolate(level)} في المركز ${place}`,
  moved: (level, from, to) => `انتقل ${isolate(level)} من المركز ${from} إلى المركز ${to}`,
  removed: (level) => `أُزيل ${isolate(level)} من القائمة`,
  renamed: (level, old) => `تغيّر اسم ${isolate(old)} إلى ${isolate(level)}`,
  edited: (level) => `عُدّلت تفاصيل ${isolate(level)}`,
  reordered: (count) => `أُعيد ترتيب القائمة: ${levelsMoved(count)}`,
  more: (count) => `…و${count} غيرها`,
};
