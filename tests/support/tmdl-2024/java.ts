/**
 * How the 2024 product (Spring Boot 3.3, Jackson 2.17, Java 17) writes values, so the fixture's
 * answers are its bytes and not merely its meaning: an importer that parses them must meet the
 * same text the running site sends.
 *
 * - Doubles: Jackson writes a double with Double.toString (the fast writer is off by default):
 *   plain decimal with at least one fraction digit for 10^-3 ≤ |x| < 10^7 (`500.0`, `930.9200000000001`),
 *   computerized scientific notation otherwise (`2.147483647E7`, `1.0E-4`). Digits are the shortest
 *   that give the double back, as JDK 19+ chooses them (with its "at least two digits when one is
 *   not the closest" rule). The site builds for Java 17, whose Double.toString gives more digits
 *   for a few doubles of 17 significant digits (1.0E23 prints 9.999999999999999E22 there); none is
 *   a sum of list points: 200,000 such sums printed by Java 17 all match.
 * - Floats: LevelUtils does its arithmetic in float (`(float) (500 * ...)`, `points * 100`), kept
 *   here with Math.fround; Math.round(float) is floor(x + 0.5) clamped to the int range, NaN → 0.
 * - LocalDateTime: Jackson's LocalDateTimeSerializer formats with ISO_LOCAL_DATE_TIME (not
 *   LocalDateTime.toString): seconds always, the fraction without its trailing zeros.
 * - Durations: utilities/DurationSerializer.java writes `%02d:%02d:%02d.%03d` of toHours(),
 *   toMinutesPart(), toSecondsPart(), toMillisPart(): hours not wrapped at 24.
 */

/** A number Jackson writes as a Java double: the JSON writer puts its text in raw. */
export class JavaDouble {
  constructor(readonly value: number) {}
  toJSON(): string {
    return javaDouble(this.value);
  }
}

/** A Java Double field's value, for the JSON writer. */
export const double = (value: number): JavaDouble => new JavaDouble(value);

/** Java's Double.toString (JDK 19+ digits). */
export function javaDouble(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const magnitude = Math.abs(value);
  if (magnitude >= 1e-3 && magnitude < 1e7) {
    // JavaScript writes this range in plain decimals with the same shortest digits; Java adds `.0` to a whole number.
    const text = String(value);
    return text.includes('.') ? text : `${text}.0`;
  }
  let [mantissa, exponent] = magnitude.toExponential().split('e') as [string, string];
  // JDK 19+: when one digit is enough but a two-digit decimal is closer to the double, the two digits.
  if (mantissa.length === 1) {
    const two = magnitude.toExponential(1);
    if (Number(two) === magnitude) [mantissa, exponent] = two.split('e') as [string, string];
  }
  const digits = mantissa.replace('.', '').replace(/(?<=.)0+$/, '');
  return `${value < 0 ? '-' : ''}${digits[0]}.${digits.slice(1) || '0'}E${Number(exponent)}`;
}

/** A Java float: the nearest single-precision value. */
export const javaFloat = (value: number): number => Math.fround(value);

/** Java's Math.round(float): an int, ties up, NaN → 0, clamped to the int range. */
export function javaRound(value: number): number {
  if (Number.isNaN(value)) return 0;
  const rounded = Math.floor(value + 0.5);
  return Math.min(2147483647, Math.max(-2147483648, rounded)) + 0; // + 0: an int has no -0
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;

/**
 * A LocalDateTime as Jackson writes it (ISO_LOCAL_DATE_TIME): from a stored text in any ISO local
 * form (`2024-08-10T21:09`, `2024-08-10T21:09:23.300`), or from an instant seen at a UTC offset.
 */
export function localDateTimeText(value: string | Date, offsetMinutes = 0): string {
  if (value instanceof Date) {
    const shifted = new Date(value.getTime() + offsetMinutes * 60_000);
    return localDateTimeText(shifted.toISOString().replace(/Z$/, ''));
  }
  const parts = LOCAL_DATE_TIME.exec(value);
  if (!parts) throw new Error(`Not a LocalDateTime: ${value}`);
  const [, year, month, day, hour, minute, second = '00', fraction = ''] = parts;
  const trimmed = fraction.replace(/0+$/, '');
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${trimmed ? `.${trimmed}` : ''}`;
}

/** A record time as DurationSerializer writes it, from milliseconds (not negative). */
export function durationText(milliseconds: number): string {
  if (!Number.isSafeInteger(milliseconds) || milliseconds < 0) throw new Error(`Not a record time: ${milliseconds}`);
  const pad = (part: number, width: number) => String(part).padStart(width, '0');
  const hours = Math.floor(milliseconds / 3_600_000);
  const minutes = Math.floor(milliseconds / 60_000) % 60;
  const seconds = Math.floor(milliseconds / 1000) % 60;
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(milliseconds % 1000, 3)}`;
}

export type JsonValue =
  null | boolean | string | number | JavaDouble | readonly JsonValue[] | { readonly [key: string]: JsonValue | undefined };

/**
 * JSON as Jackson writes it: no spaces, keys in the order given, nulls kept (Include.ALWAYS),
 * a JavaDouble's text raw. A plain number is a Java int or long and must be an integer; strings
 * escape as JSON.stringify does, which is Jackson's escaping for well-formed text.
 */
export function javaJson(value: JsonValue): string {
  if (value === null) return 'null';
  if (value instanceof JavaDouble) return javaDouble(value.value);
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'string':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isSafeInteger(value)) throw new Error(`A Java int or long must be an integer, got ${value}: wrap a double with double()`);
      return String(value + 0);
  }
  if (Array.isArray(value)) {
    let text = '[';
    for (let index = 0; index < value.length; index += 1) text += (index === 0 ? '' : ',') + javaJson(value[index] as JsonValue);
    return `${text}]`;
  }
  let text = '{';
  const object = value as { readonly [key: string]: JsonValue | undefined };
  for (const key in object) {
    const field = object[key];
    if (field !== undefined) text += `${text.length === 1 ? '' : ','}${JSON.stringify(key)}:${javaJson(field)}`;
  }
  return `${text}}`;
}
