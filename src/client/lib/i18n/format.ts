/**
 * Formats in the language in use, through `Intl` (locale.ts names the locales: Latin digits in all
 * three): numbers and plural forms (Arabic has six). Catalogs and components use these rather than
 * formatting by hand; `isolate` (registry.ts) keeps names whole inside right-to-left text.
 */
import { formatLocale } from './locale';

let numbers: Intl.NumberFormat | undefined;
let rules: Intl.PluralRules | undefined;

/** A count or an amount: '12,345' in English, '12 345' in French. */
export function formatNumber(value: number): string {
  numbers ??= new Intl.NumberFormat(formatLocale());
  return numbers.format(value);
}

/** The form of a message for `count`, by the language's plural rules; `other` when a form is not given. */
export function plural(count: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string {
  rules ??= new Intl.PluralRules(formatLocale());
  return forms[rules.select(count)] ?? forms.other;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
let relative: Intl.RelativeTimeFormat | undefined;

/** How long ago `date` was, in its largest whole unit: '3 days ago', 'il y a 3 jours', 'قبل 3 أيام'; under a minute, 'now'. */
export function timeAgo(date: Date, now: Date = new Date()): string {
  relative ??= new Intl.RelativeTimeFormat(formatLocale(), { numeric: 'auto' });
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return relative.format(0, 'second');
}

let future: Intl.RelativeTimeFormat | undefined;

/**
 * A wait from now, rounded up so it is never too short: 'in 30 seconds', 'in 4 minutes', 'dans 4
 * minutes', 'خلال 4 دقائق'; minutes up to an hour and a half, hours beyond.
 */
export function timeFromNow(seconds: number): string {
  future ??= new Intl.RelativeTimeFormat(formatLocale(), { numeric: 'always' });
  if (seconds < 60) return future.format(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 90 * 60) return future.format(Math.ceil(seconds / 60), 'minute');
  return future.format(Math.ceil(seconds / 3600), 'hour');
}

let dates: Intl.DateTimeFormat | undefined;

/** A date and time in full, for a tooltip beside `timeAgo`: 'Nov 24, 2026, 4:52 PM'. */
export function dateTimeText(date: Date): string {
  dates ??= new Intl.DateTimeFormat(formatLocale(), { dateStyle: 'medium', timeStyle: 'short' });
  return dates.format(date);
}

let days: Intl.DateTimeFormat | undefined;

/** A day: 'Nov 24, 2026', '24 nov. 2026'. */
export function dateText(date: Date): string {
  days ??= new Intl.DateTimeFormat(formatLocale(), { dateStyle: 'medium' });
  return days.format(date);
}

let lists: Intl.ListFormat | undefined;

/** Items as one phrase: 'name, publisher and video', 'nom, éditeur et vidéo', 'الاسم والناشر والفيديو'. */
export function formatList(items: readonly string[]): string {
  lists ??= new Intl.ListFormat(formatLocale(), { type: 'conjunction' });
  return lists.format(items);
}

let times: Intl.DateTimeFormat | undefined;

/** A time of day: '4:52 PM', '16:52'. */
export function timeOfDayText(date: Date): string {
  times ??= new Intl.DateTimeFormat(formatLocale(), { timeStyle: 'short' });
  return times.format(date);
}
