/**
 * Display formats of record values, in the language in use. Time texts come from
 * src/shared/duration.ts; this file only adapts them to what the API sends.
 */
import { formatTimeText, parseRecordTime } from '../../shared/duration';
import { recordValueTexts } from '../components/form/texts';
import { formatLocale } from './i18n/locale';

let percent: Intl.NumberFormat | undefined;

/** A classic record value: '87%' ('87 %' in French), or 'N/A' when missing. */
export function percentText(percentage: number | null | undefined): string {
  if (percentage == null || Number.isNaN(percentage)) return recordValueTexts.missing;
  percent ??= new Intl.NumberFormat(formatLocale(), { style: 'percent', maximumFractionDigits: 0 });
  return percent.format(percentage / 100);
}

/** A platformer record time as sent (`HH:mm:ss.SSS` or ISO 8601) → '1h 10m 32s 456ms', or 'N/A'. */
export function recordTimeText(time: string | null | undefined): string {
  const ms = time ? parseRecordTime(time) : null;
  return ms === null ? recordValueTexts.missing : formatTimeText(ms);
}
