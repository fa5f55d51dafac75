/**
 * Record times. Stored and computed as whole milliseconds; sent as `HH:mm:ss.SSS`;
 * accepted as that or as an ISO 8601 duration (`PT1H10M32.456S`); shown as '1h 10m 32s 456ms'.
 *
 * A clock time may also be typed with the separators a phone's decimal keypad has in place of ':' and
 * '.' ('00.01.10.200', '00,01,10,200', the Arabic decimal separator '٫'), and in Arabic-Indic digits:
 * its fields have fixed widths (2, 2, 2 and 3 digits), so any separator reads the same. This is the
 * one rule for the forms and the server alike.
 */

const SEPARATOR = '[:.,\u066B]';
const CLOCK = new RegExp(`^(\\d{2,})${SEPARATOR}([0-5]\\d)${SEPARATOR}([0-5]\\d)${SEPARATOR}(\\d{3})$`);
const ISO = /^PT(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?$/;

/** Arabic-Indic and Eastern Arabic-Indic digits as ASCII digits; everything else as it is. */
const asciiDigits = (text: string) => text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));

/** Milliseconds from a clock time (`HH:mm:ss.SSS`, with the separators above); null when it is not one. */
export function parseClockTime(text: string): number | null {
  const clock = CLOCK.exec(asciiDigits(text));
  if (!clock) return null;
  const [, h, m, s, ms] = clock;
  return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(ms);
}

/** Milliseconds from a clock time or an ISO 8601 time duration; null when neither. */
export function parseRecordTime(text: string): number | null {
  const clock = parseClockTime(text);
  if (clock !== null) return clock;
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
