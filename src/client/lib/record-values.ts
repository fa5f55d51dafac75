/**
 * Display formats of record values. Time texts come from src/shared/duration.ts; this file only
 * adapts them to what the API sends.
 */
import { formatTimeText, parseRecordTime } from '../../shared/duration';

/** A classic record value: '87%', or 'N/A' when missing. */
export function percentText(percentage: number | null | undefined): string {
  return percentage == null || Number.isNaN(percentage) ? 'N/A' : `${percentage}%`;
}

/** A platformer record time as sent (`HH:mm:ss.SSS` or ISO 8601) → '1h 10m 32s 456ms', or 'N/A'. */
export function recordTimeText(time: string | null | undefined): string {
  const ms = time ? parseRecordTime(time) : null;
  return ms === null ? 'N/A' : formatTimeText(ms);
}
