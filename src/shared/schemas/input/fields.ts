/** Fields of request bodies that several inputs share: addresses, a percentage, a record time, short text. */
import * as v from 'valibot';
import { parseRecordTime } from '../../duration';
import { numeric } from './common';

export const UrlSchema = v.pipe(
  v.string('must be a URL'),
  v.trim(),
  v.maxLength(2048, 'must be at most 2048 characters'),
  v.url('must be a URL'),
  v.regex(/^https?:\/\//i, 'must be an http(s) URL'),
);
/** An optional URL: absent, null or '' mean none. */
export const OptionalUrlSchema = v.pipe(
  v.optional(v.nullable(v.union([v.literal(''), UrlSchema], 'must be a URL or empty'))),
  v.transform((value) => (value ? value : null)),
);

export const PercentageSchema = numeric(
  'recordPercentage must be a number',
  v.integer('recordPercentage must be a whole number'),
  v.minValue(0, 'recordPercentage must be 0 to 100'),
  v.maxValue(100, 'recordPercentage must be 0 to 100'),
);

/** A positive record time, `HH:mm:ss.SSS` or ISO 8601 (`PT1H10M32.456S`), parsed to milliseconds. */
export const RecordTimeSchema = v.pipe(
  v.string('recordTime must be text such as 00:01:23.456'),
  v.maxLength(40, 'recordTime is too long'),
  v.transform(parseRecordTime),
  v.number('recordTime must be HH:mm:ss.SSS or an ISO 8601 duration'),
  v.minValue(1, 'recordTime must be positive'),
  v.maxValue(2_147_483_647, 'recordTime is too long'),
);

export const ShortTextSchema = (label: string, max = 120) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );
