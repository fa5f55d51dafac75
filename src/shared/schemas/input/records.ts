/** What staff send about records: create and update, and the filters of the records page. */
import * as v from 'valibot';
import { LEVEL_ID_PATTERN } from '../../constants';
import { LevelIdSchema, PageQuerySchema, SerialIdSchema, isIntegerText } from './common';
import { OptionalUrlSchema, PercentageSchema, RecordTimeSchema } from './fields';

/**
 * `player` is a player id (a number, or integer text such as "244") or a username (any other text).
 * Integer text is always an id, never a name, so one body cannot mean two players. The name's check
 * comes before trim so that integer text fails the name untyped, and a bad id ("0") is answered with
 * the id's own message, as the number 0 is.
 */
const PlayerRefSchema = v.union(
  [
    SerialIdSchema,
    v.pipe(
      v.string(),
      v.check((text) => !isIntegerText(text)),
      v.trim(),
      v.nonEmpty('player is required'),
      v.maxLength(64),
    ),
  ],
  'player must be a player id or a username',
);

export const ClassicRecordInputSchema = v.object({
  level: LevelIdSchema,
  player: PlayerRefSchema,
  recordPercentage: PercentageSchema,
  link: OptionalUrlSchema,
});
export const PlatformerRecordInputSchema = v.object({
  level: LevelIdSchema,
  player: PlayerRefSchema,
  recordTime: RecordTimeSchema,
  link: OptionalUrlSchema,
});
export type ClassicRecordInput = v.InferOutput<typeof ClassicRecordInputSchema>;
export type PlatformerRecordInput = v.InferOutput<typeof PlatformerRecordInputSchema>;

/**
 * Update: level and player may be sent (the edit form shows them read-only) but must name the stored
 * ones. A link left out keeps the stored one; null or '' clears it.
 */
const recordUpdate = { level: v.optional(LevelIdSchema), player: v.optional(PlayerRefSchema), link: v.optional(OptionalUrlSchema) };
export const ClassicRecordUpdateSchema = v.object({ ...recordUpdate, recordPercentage: PercentageSchema });
export const PlatformerRecordUpdateSchema = v.object({ ...recordUpdate, recordTime: RecordTimeSchema });
export type ClassicRecordUpdate = v.InferOutput<typeof ClassicRecordUpdateSchema>;
export type PlatformerRecordUpdate = v.InferOutput<typeof PlatformerRecordUpdateSchema>;

/**
 * A page of records, optionally of one player (`player`, an id) and of one level (`level`, a level id):
 * how staff find a record among thousands.
 */
export const RecordPageQuerySchema = v.object({
  ...PageQuerySchema.entries,
  player: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'player must be a player id'), v.transform(Number))),
  level: v.optional(v.pipe(v.string(), v.regex(LEVEL_ID_PATTERN, 'level must be a level id'))),
});
export type RecordPageQuery = v.InferOutput<typeof RecordPageQuerySchema>;
