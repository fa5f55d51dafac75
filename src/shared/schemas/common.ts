import * as v from 'valibot';
import { LEVEL_TYPES, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants';
import { parseRecordTime } from '../duration';

export const LevelTypeSchema = v.picklist(LEVEL_TYPES);

export const ErrorSchema = v.object({
  status: v.number(),
  code: v.string(),
  message: v.string(),
  issues: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
});
export type ApiErrorBody = v.InferOutput<typeof ErrorSchema>;

export function pageSchema<T extends v.GenericSchema>(item: T) {
  return v.object({
    content: v.array(item),
    totalPages: v.number(),
    totalElements: v.number(),
    number: v.number(),
    size: v.number(),
  });
}

const intText = (message: string) => v.pipe(v.string(), v.regex(/^\d{1,9}$/, message), v.transform(Number));

export const PageQuerySchema = v.object({
  page: v.optional(intText('page must be a whole number from 0'), '0'),
  size: v.optional(
    v.pipe(
      intText('size must be a whole number'),
      v.minValue(1, 'size must be at least 1'),
      v.maxValue(PAGE_SIZE_MAX, `size must be at most ${PAGE_SIZE_MAX}`),
    ),
    String(PAGE_SIZE_DEFAULT),
  ),
});

/** An in-game level id: digits, sent as a string (a number is accepted and turned into one). */
export const LevelIdSchema = v.pipe(
  v.union([v.pipe(v.number(), v.integer(), v.minValue(1), v.transform(String)), v.string()], 'level id must be digits'),
  v.regex(/^[1-9]\d{0,11}$/, 'level id must be digits'),
);

/** A serial id (player, record, region, submission). */
export const SerialIdSchema = v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1), v.maxValue(2_147_483_647));

export const LevelIdParamSchema = v.object({ id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,11}$/, 'level id must be digits')) });
export const SerialIdParamSchema = v.object({ id: v.pipe(intText('id must be a positive whole number'), v.minValue(1), v.maxValue(2_147_483_647)) });
export const PlayerIdParamSchema = v.object({ playerId: v.pipe(intText('player id must be a positive whole number'), v.minValue(1), v.maxValue(2_147_483_647)) });

export const UrlSchema = v.pipe(v.string('must be a URL'), v.trim(), v.maxLength(2048, 'must be at most 2048 characters'), v.url('must be a URL'), v.regex(/^https?:\/\//i, 'must be an http(s) URL'));
/** An optional URL: absent, null or '' mean none. */
export const OptionalUrlSchema = v.pipe(
  v.optional(v.nullable(v.union([v.literal(''), UrlSchema], 'must be a URL or empty'))),
  v.transform((value) => (value ? value : null)),
);

export const PercentageSchema = v.pipe(
  v.number('recordPercentage must be a number'),
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
  v.pipe(v.string(`${label} is required`), v.trim(), v.nonEmpty(`${label} is required`), v.maxLength(max, `${label} must be at most ${max} characters`));
