/**
 * Display formats of record values, in the language in use. English times are the site's own
 * '1h 10m 32s 456ms' (src/shared/duration.ts); French and Arabic ones come from
 * `Intl.DurationFormat` ('1 h 10 min 32 s 456 ms'), showing the same parts, where the browser has it.
 */
import { formatTimeText, parseRecordTime, split } from '../../../shared/duration';
import type { ClassicRecord, PlatformerRecord } from '../../../shared/schemas/records';
import { recordValueTexts } from './texts';
import { formatLocale, getLocale } from '../i18n/locale';

let percent: Intl.NumberFormat | undefined;

/** A classic record value: '87%' ('87 %' in French), or 'N/A' when missing. */
export function percentText(percentage: number | null | undefined): string {
  if (percentage == null || Number.isNaN(percentage)) return recordValueTexts.missing;
  percent ??= new Intl.NumberFormat(formatLocale(), { style: 'percent', maximumFractionDigits: 0 });
  return percent.format(percentage / 100);
}

type DurationFormatter = { format: (duration: { hours: number; minutes: number; seconds: number; milliseconds: number }) => string };
type DurationFormatConstructor = new (locale: string, options: Record<string, string>) => DurationFormatter;

const durationFormats = new Map<boolean, DurationFormatter>();

/** The language's time format, showing minutes even at 0 once there are hours; null in English or without Intl.DurationFormat. */
function durationFormat(withHours: boolean): DurationFormatter | null {
  const DurationFormat = (Intl as { DurationFormat?: DurationFormatConstructor }).DurationFormat;
  if (getLocale() === 'en' || !DurationFormat) return null;
  let format = durationFormats.get(withHours);
  if (!format) {
    format = new DurationFormat(formatLocale(), {
      style: 'narrow',
      minutesDisplay: withHours ? 'always' : 'auto',
      secondsDisplay: 'always',
    });
    durationFormats.set(withHours, format);
  }
  return format;
}

/** A time in ms for reading: '1h 10m 32s 456ms' in English, the language's own units otherwise. */
export function timeText(ms: number): string {
  const { hours, minutes, seconds, millis } = split(ms);
  const format = durationFormat(hours > 0);
  return format ? format.format({ hours, minutes, seconds, milliseconds: millis }) : formatTimeText(ms);
}

/** A platformer record time as sent (`HH:mm:ss.SSS` or ISO 8601) → '1h 10m 32s 456ms', or 'N/A'. */
export function recordTimeText(time: string | null | undefined): string {
  const ms = time ? parseRecordTime(time) : null;
  return ms === null ? recordValueTexts.missing : timeText(ms);
}

/** A record's value as a list shows it: '87%' for a classic record, '1m 10s 200ms' for a platformer one. */
export const recordValueText = (record: ClassicRecord | PlatformerRecord): string =>
  'recordPercentage' in record ? percentText(record.recordPercentage) : recordTimeText(record.recordTime);

/** A value as typed in a form ('54', '00:01:02.300'), as a list shows it: '54%' or '1m 2s 300ms'; text that does not read as one stays as typed. */
export function typedValueText(type: 'classic' | 'platformer', typed: { percentage: string; time: string }): string {
  if (type === 'classic') {
    const percentage = typed.percentage.trim();
    return /^\d+$/.test(percentage) ? percentText(Number(percentage)) : percentage;
  }
  const ms = parseRecordTime(typed.time.trim());
  return ms === null ? typed.time.trim() : timeText(ms);
}
