/**
 * Record times. Stored and computed as whole milliseconds; sent as `HH:mm:ss.SSS`;
 * accepted as that or as an ISO 8601 duration (`PT1H10M32.456S`); shown as '1h 10m 32s 456ms'.
 */

const CLOCK = /^(\d{2,}):([0-5]\d):([0-5]\d)\.(\d{3})$/;
const ISO = /^PT(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?$/;

/** Milliseconds from `HH:mm:ss.SSS` or an ISO 8601 time duration; null when neither. */
export function parseRecordTime(text: string): number | null {
  const clock = CLOCK.exec(text);
  if (clock) {
    const [, h, m, s, ms] = clock;
    return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(ms);
  }
  const iso = ISO.exec(text);
  if (iso && text !== 'PT') {
    const [, h = '0', m = '0', s = '0'] = iso;
    const total = (Number(h) * 3600 + Number(m) * 60 + Number(s)) * 1000;
    return Number.isFinite(total) ? Math.round(total) : null;
  }
  return null;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Hours, minutes, seconds and milliseconds of a time in ms. */
export function split(ms: number) {
  return {
    hours: Math.floor(ms / 3_600_000),
    minutes: Math.floor(ms / 60_000) % 60,
    seconds: Math.floor(ms / 1000) % 60,
    millis: ms % 1000,
  };
}

/** `HH:mm:ss.SSS`, the wire and form form. */
export function formatClock(ms: number): string {
  const t = split(ms);
  return `${pad(t.hours, 2)}:${pad(t.minutes, 2)}:${pad(t.seconds, 2)}.${pad(t.millis, 3)}`;
}

/** ISO 8601 duration, as the original client sent it. */
export function formatIsoDuration(ms: number): string {
  const t = split(ms);
  const seconds = t.millis ? `${t.seconds}.${pad(t.millis, 3)}` : String(t.seconds);
  return `PT${t.hours ? `${t.hours}H` : ''}${t.minutes ? `${t.minutes}M` : ''}${seconds}S`;
}

/** '1h 10m 32s 456ms': hours if above 0, minutes if minutes or hours above 0, seconds always, ms if above 0. */
export function formatTimeText(ms: number): string {
  const t = split(ms);
  const parts: string[] = [];
  if (t.hours > 0) parts.push(`${t.hours}h`);
  if (t.minutes > 0 || t.hours > 0) parts.push(`${t.minutes}m`);
  parts.push(`${t.seconds}s`);
  if (t.millis > 0) parts.push(`${t.millis}ms`);
  return parts.join(' ');
}
