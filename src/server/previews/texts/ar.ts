/**
 * The Arabic texts of link previews (en.ts is the source), in the site's Arabic words. Names and
 * figures are isolated (U+2068 … U+2069) so that a Latin name keeps its place in right-to-left text.
 */
import type { PreviewTexts } from './en';

const LOCALE = 'ar-MA';
const isolate = (text: string) => `\u2068${text}\u2069`;
const decimals = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
const counts = new Intl.NumberFormat(LOCALE);
const dates = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' });
const plurals = new Intl.PluralRules('ar');
const more = (shown: number, total: number) => (total > shown ? '…' : '');
const modes = { classic: 'الكلاسيكي', platformer: isolate('Platformer') } as const;

/** A count in Arabic's plural forms: [one, two, few (3–10), many (11–99), other]. */
function count(n: number, [one, two, few, many, other]: readonly [string, string, string, string, string]): string {
  const form = plurals.select(n);
  if (form === 'one') return one;
  if (form === 'two') return two;
  const word = form === 'few' ? few : form === 'many' ? many : other;
  return `${isolate(counts.format(n))} ${word}`;
}
const LEVELS = ['مستوى واحد', 'مستويان', 'مستويات', 'مستوى', 'مستوى'] as const;
const PLAYERS = ['لاعب مصنّف واحد', 'لاعبان مصنّفان', 'لاعبين مصنّفين', 'لاعبًا مصنّفًا', 'لاعب مصنّف'] as const;
const REGIONS = ['جهة واحدة', 'جهتان', 'جهات', 'جهة', 'جهة'] as const;

const value = (points: number) => isolate(decimals.format(points));
const points = (points: number) => `${value(points)} نقطة`;
const place = (rank: number, of: number) => `${isolate(`#${counts.format(rank)}`)} من ${isolate(counts.format(of))}`;

export const ar: PreviewTexts = {
  siteName: 'The Official Moroccan List',
  siteDescription: `الترتيب الوطني لأصعب مستويات ${isolate('Geometry Dash')} التي أكملها لاعبون مغاربة.`,
  logoAlt: `شعار ${isolate('Moroccan List')}: نجمة خضراء على خلفية حمراء`,
  separator: ' · ',
  pointsValue: (points) => decimals.format(points),
  points,
  labelled: (label, text) => `${label}: ${isolate(text)}`,
  modes,
  lists: {
    classic: {
      main: 'القائمة الرئيسية الكلاسيكية',
      extended: 'القائمة الموسّعة الكلاسيكية',
      legacy: `قائمة ${isolate('Legacy')} الكلاسيكية`,
    },
    platformer: {
      main: `قائمة ${isolate('Platformer')} الرئيسية`,
      extended: `قائمة ${isolate('Platformer')} الموسّعة`,
      legacy: `قائمة ${isolate('Platformer Legacy')}`,
    },
  },
  rank: (ranking) => `#${counts.format(ranking)}`,
  levelTitle: (ranking, name) => isolate(`#${counts.format(ranking)} - ${isolate(name)}`),
  pointsLabel: 'النقاط',
  holder: { classic: 'أول من أكمله', platformer: 'صاحب أفضل وقت' },
  noHolder: 'لا أحد بعد',
  publishedBy: (publisher) => `نشره ${isolate(publisher)}`,
  place,
  standing: (standing) => (standing ? `${place(standing.rank, standing.of)}، ${points(standing.points)}` : 'غير مصنّف'),
  unranked: 'غير مصنّف',
  region: 'الجهة',
  noRegion: 'لا توجد',
  cardAlt: (title, description) => `${isolate(title)}: ${description}`,
  listDescription: (top, total) =>
    total === 0
      ? 'لا توجد مستويات في هذه القائمة بعد.'
      : `${count(total, LEVELS)}: ${top.map(isolate).join('، ')}${more(top.length, total)}`,
  leaderboard: (type) => `لوحة الصدارة (${modes[type]})`,
  leaderboardDescription: (top, total) =>
    total === 0
      ? 'لا يوجد لاعبون مصنّفون بعد.'
      : `${count(total, PLAYERS)}: ${top.map((row, i) => `${isolate(`#${i + 1}`)} ${isolate(row.name)} (${value(row.points)})`).join('، ')}${more(top.length, total)}`,
  statViewer: 'الإحصائيات',
  statViewerDescription: (top, total) =>
    total === 0
      ? 'لا توجد جهات بعد.'
      : `${count(total, REGIONS)}، حسب نقاط الوضع الكلاسيكي: ${top.map((row) => `${isolate(row.name)} (${value(row.points)})`).join('، ')}${more(top.length, total)}`,
  regionDescription: (classic, platformer) => `${modes.classic}: ${points(classic)} · ${modes.platformer}: ${points(platformer)}`,
  changelog: (type) => (type ? `سجل التغييرات: ${modes[type]}` : 'سجل التغييرات'),
  changelogDescription: (latest) => `كل التغييرات على القوائم، الأحدث أولًا.${latest ? ` آخرها في ${dates.format(latest)}.` : ''}`,
  guidelines: 'القواعد',
  guidelinesDescription: 'قواعد الإنجازات والطلبات.',
};
