/**
 * What the record form holds (text, as typed) and how it becomes a request body. The time is typed
 * `HH:mm:ss.SSS` (src/shared/duration.ts) and sent as an ISO 8601 duration.
 */
import * as v from 'valibot';
import type { LevelType } from '../../../shared/constants';
import { formatIsoDuration, parseClockTime } from '../../../shared/duration';
import { isClassicRecord, type LevelRecord } from '../levels/queries';

export const RecordFormSchema = v.object({
  level: v.string(),
  player: v.string(),
  percentage: v.string(),
  time: v.string(),
  link: v.string(),
});
export type RecordForm = v.InferOutput<typeof RecordFormSchema>;

export const emptyForm: RecordForm = { level: '', player: '', percentage: '', time: '', link: '' };

/** The form of a stored record, for editing it. */
export function formOf(record: LevelRecord): RecordForm {
  const value = isClassicRecord(record)
    ? { percentage: String(record.recordPercentage), time: '' }
    : { percentage: '', time: record.recordTime };
  return { level: record.level, player: record.player, link: record.link ?? '', ...value };
}

/** The value as the body carries it: a number for a percentage typed as one, ISO 8601 for a well-formed time. */
function valueOf(type: LevelType, form: RecordForm): Record<string, unknown> {
  if (type === 'classic') {
    const percentage = form.percentage.trim();
    return { recordPercentage: /^\d{1,3}$/.test(percentage) ? Number(percentage) : percentage };
  }
  const time = form.time.trim();
  const ms = parseClockTime(time);
  return { recordTime: ms === null ? time : formatIsoDuration(ms) };
}

/** POST /api/staff/{type}-records/create: `player` is the chosen player's id; an empty link is sent as null. */
export function createBodyOf(type: LevelType, form: RecordForm): Record<string, unknown> {
  const player = /^\d+$/.test(form.player) ? Number(form.player) : form.player;
  return { level: form.level, player, ...valueOf(type, form), link: form.link.trim() || null };
}

/** PUT /api/staff/{type}-records/update/{id}: level and player are the record's identity and stay out. */
export function updateBodyOf(type: LevelType, form: RecordForm): Record<string, unknown> {
  return { ...valueOf(type, form), link: form.link.trim() || null };
}

/** The stored record as edited with `form` (its value and link), to show before the server's answer. */
export function patched<R extends LevelRecord>(type: LevelType, record: R, form: RecordForm): R {
  const link = form.link.trim() || null;
  return type === 'classic'
    ? { ...record, link, recordPercentage: Number(form.percentage.trim()) }
    : { ...record, link, recordTime: form.time.trim() };
}
