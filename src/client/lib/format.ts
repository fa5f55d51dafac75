/**
 * Display formats of the first screens: difficulty words (the game's own, in every language), points
 * with two decimals in the language in use. Record values (record-values.ts) load with the pages that
 * show records.
 */
import { formatLocale } from './i18n/locale';

/** 'EXTREME_DEMON' → 'Extreme Demon': underscore-separated words, each capitalised. */
export function difficultyText(value: string): string {
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

let points: Intl.NumberFormat | undefined;

/** Points always show two decimals, without grouping: 500 → '500.00' in English, '500,00' in French and Arabic. */
export function pointsText(value: number): string {
  points ??= new Intl.NumberFormat(formatLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  return points.format(value);
}
