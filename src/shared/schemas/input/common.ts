/**
 * What requests carry: numbers and ids in paths, queries and bodies (as numbers or as the integer text
 * the 2024 client sends), and the page query.
 */
import * as v from 'valibot';
import { LEVEL_ID_PATTERN, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../constants';

/** A whole number in a query or a path: 1 to 9 digits (leading zeros allowed), read as a number. */
export const intText = (message: string) => v.pipe(v.string(), v.regex(/^\d{1,9}$/, message), v.transform(Number));

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
  v.regex(LEVEL_ID_PATTERN, 'level id must be digits'),
);

/** Decimal integer text: an optional '-' and 1 to 15 digits (so the number is exact). */
const INTEGER_TEXT = /^-?\d{1,15}$/;

type NumberCheck = v.PipeItem<number, number, v.BaseIssue<unknown>>;

/**
 * A number of a JSON body, sent as a number or as integer text (`"55"`, `" 55 "`), as the 2024
 * client sends every number. Text is trimmed and must be INTEGER_TEXT (no blank, exponent, hex,
 * fraction or trailing letters), then meets the same checks as a number, so both forms fail with the
 * same messages; `message` is the one for a value that is no number at all.
 */
export function numeric(message: string, ...checks: NumberCheck[]) {
  const text = v.pipe(
    v.string(message),
    v.description('The same number as integer text, as older clients send it.'),
    v.trim(),
    v.regex(INTEGER_TEXT, message),
    v.transform(Number),
  );
  // Text is whole by construction; leaving `integer` out keeps the text form a string in the OpenAPI
  // document, where the generator would otherwise turn its type into integer.
  const textChecks = checks.filter((check) => check.type !== 'integer');
  return v.union([v.pipe(v.number(message), ...checks), v.pipe(text, ...textChecks)], message);
}

/** True for text that numeric() reads as a number, so a reference can tell an id from a name. */
export const isIntegerText = (text: string) => INTEGER_TEXT.test(text.trim());

/** A serial id (player, record, region, submission). */
export const SerialIdSchema = numeric('must be a number', v.integer('must be a whole number'), v.minValue(1), v.maxValue(2_147_483_647));

export const LevelIdParamSchema = v.object({ id: v.pipe(v.string(), v.regex(LEVEL_ID_PATTERN, 'level id must be digits')) });
export const SerialIdParamSchema = v.object({
  id: v.pipe(intText('id must be a positive whole number'), v.minValue(1), v.maxValue(2_147_483_647)),
});
export const PlayerIdParamSchema = v.object({
  playerId: v.pipe(intText('player id must be a positive whole number'), v.minValue(1), v.maxValue(2_147_483_647)),
});
