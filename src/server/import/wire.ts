/**
 * What an import accepts from a site that speaks the 2024 API (SPEC.md §7): the public answers it
 * reads, checked as strictly as our own wire shapes allow a 2024 server to differ. Ids may come as
 * numbers or as opaque text; the fields this site added (version, date, hasAvatar) are read when
 * there and not required.
 */
import * as v from 'valibot';
import { DIFFICULTIES, DURATIONS } from '../../shared/constants';
import { RecordTimeSchema } from '../../shared/schemas/input/fields';

/** An id as the source gives it (a number or any short text), kept as text. */
const SourceIdSchema = v.pipe(
  v.union([v.pipe(v.number(), v.safeInteger()), v.pipe(v.string(), v.nonEmpty(), v.maxLength(200))], 'must be an id (a whole number or text)'),
  v.transform(String),
);
const NullableIdSchema = v.nullish(SourceIdSchema, null);
const Text = (max: number) => v.pipe(v.string(), v.nonEmpty('must not be empty'), v.maxLength(max, `must be at most ${max} characters`));
/** Kept exactly as the source has it; missing is none. */
const OptionalText = v.nullish(v.pipe(v.string(), v.maxLength(2048, 'must be at most 2048 characters')), null);
const Points = v.nullish(v.number(), null);
const Version = v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1)), null);
const Time = v.nullish(v.pipe(v.string(), v.isoTimestamp('must be an ISO time')), null);

/** A level id is the in-game id: digits, the permanent key here too. */
const LevelIdSchema = v.pipe(
  v.union([v.pipe(v.number(), v.safeInteger(), v.minValue(1)), v.string()]),
  v.transform(String),
  v.regex(/^\d{1,12}$/, 'must be an in-game level id (digits)'),
);

const level = {
  id: LevelIdSchema,
  name: Text(120),
  publisher: Text(120),
  difficulty: v.picklist(DIFFICULTIES),
  link: Text(2048),
  thumbnail: Text(2048),
  ranking: v.pipe(v.number(), v.safeInteger(), v.minValue(1, 'must be 1 or more')),
  points: Points,
  version: Version,
};
export const SourceClassicLevelSchema = v.object({
  ...level,
  duration: v.picklist(DURATIONS),
  minimumCompletion: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  firstVictor: NullableIdSchema,
});
export const SourcePlatformerLevelSchema = v.object({ ...level, recordHolder: NullableIdSchema });

const record = { id: SourceIdSchema, level: LevelIdSchema, player: Text(64), link: OptionalText, version: Version, date: Time };
export const SourceClassicRecordSchema = v.object({
  ...record,
  recordPercentage: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
});
export const SourcePlatformerRecordSchema = v.object({ ...record, recordTime: RecordTimeSchema });

export const SourcePlayerNameSchema = v.object({ id: SourceIdSchema, username: Text(64) });
export const SourceStaffSchema = v.object({ username: Text(64) });
export const SourcePlayerSchema = v.object({
  id: SourceIdSchema,
  username: Text(64),
  region: NullableIdSchema,
  classicPoints: Points,
  platformerPoints: Points,
  discord: OptionalText,
  youtube: OptionalText,
  twitter: OptionalText,
  twitch: OptionalText,
  isStaff: v.nullish(v.boolean(), false),
  isActive: v.nullish(v.boolean(), true),
  dateJoined: Time,
  hasAvatar: v.nullish(v.boolean(), null),
});
export const SourceRegionSchema = v.object({ id: SourceIdSchema, name: Text(80), classicPoints: Points, platformerPoints: Points });

export type SourceClassicLevel = v.InferOutput<typeof SourceClassicLevelSchema>;
export type SourcePlatformerLevel = v.InferOutput<typeof SourcePlatformerLevelSchema>;
export type SourceLevel = SourceClassicLevel | SourcePlatformerLevel;
export type SourceClassicRecord = v.InferOutput<typeof SourceClassicRecordSchema>;
export type SourcePlatformerRecord = v.InferOutput<typeof SourcePlatformerRecordSchema>;
export type SourceRecord = SourceClassicRecord | SourcePlatformerRecord;
export type SourcePlayer = v.InferOutput<typeof SourcePlayerSchema>;
export type SourceRegion = v.InferOutput<typeof SourceRegionSchema>;
