/**
 * The shapes an import accepts from a site that speaks the 2024 API (SPEC.md §7): the 2024 product
 * as its Java code answers (tests/support/tmdl-2024 follows it), and this site's own answers on the
 * same paths. Only the structure is checked here; every value then goes through this site's own
 * rules for staff writes (check.ts). The two differ where the 2024 code does:
 * - ids are MongoDB ObjectIds (text) there, numbers here; a level's id is the game's id as typed;
 * - a classic level's first victor and a platformer level's record holder are a player's id in one
 *   2024 version and a username in another (entities/level/ClassicLevel.java, PlatformerLevel.java);
 * - a player's region is an id, or the region itself in an older version; `dateJoined` is a
 *   LocalDateTime without a zone there (`2024-08-10T21:09:23.318`);
 * - the player list holds whole profiles there (PublicPlayerController.findAll), ids and names here;
 * - record times are `HH:mm:ss.SSS` (utilities/DurationSerializer.java) or ISO 8601.
 * Fields this site added (version, date, hasAvatar, firstVictorName) are read when there. Anything
 * else an answer holds (an old version's `email`, say) is dropped unread.
 */
import * as v from 'valibot';

/** An id as the source gives it (a number or short text), kept as text. */
const SourceIdSchema = v.pipe(
  v.union(
    [v.pipe(v.number(), v.safeInteger()), v.pipe(v.string(), v.nonEmpty(), v.maxLength(200))],
    'must be an id (a whole number or text)',
  ),
  v.transform(String),
);
const NullableIdSchema = v.nullish(SourceIdSchema, null);
const Text = v.pipe(v.string('must be text'), v.maxLength(4096, 'must be at most 4096 characters'));
const NullableText = v.nullish(Text, null);
const Points = v.nullish(v.number(), null);
const Version = v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1)), null);
const Flag = (fallback: boolean) => v.nullish(v.boolean(), fallback);
const WholeNumber = v.pipe(v.number('must be a number'), v.safeInteger('must be a whole number'));

const level = {
  id: SourceIdSchema,
  name: Text,
  publisher: Text,
  difficulty: Text,
  link: NullableText,
  thumbnail: NullableText,
  ranking: WholeNumber,
  points: Points,
  version: Version,
};
export const SourceClassicLevelSchema = v.object({
  ...level,
  duration: NullableText,
  minimumCompletion: v.nullish(WholeNumber, null),
  firstVictor: NullableIdSchema,
  firstVictorName: NullableText,
});
export const SourcePlatformerLevelSchema = v.object({ ...level, recordHolder: NullableIdSchema, recordHolderName: NullableText });

const record = { id: SourceIdSchema, level: SourceIdSchema, player: Text, link: NullableText, version: Version, date: NullableText };
export const SourceClassicRecordSchema = v.object({ ...record, recordPercentage: WholeNumber });
export const SourcePlatformerRecordSchema = v.object({ ...record, recordTime: Text });

/** A player's region: its id, or (an older 2024 version) the region itself. */
const RegionRefSchema = v.nullish(
  v.union(
    [
      SourceIdSchema,
      v.pipe(
        v.object({ id: SourceIdSchema }),
        v.transform((region) => region.id),
      ),
    ],
    'must be a region id',
  ),
  null,
);

const profile = {
  region: RegionRefSchema,
  classicPoints: Points,
  platformerPoints: Points,
  discord: NullableText,
  youtube: NullableText,
  twitter: NullableText,
  twitch: NullableText,
  isStaff: Flag(false),
  isActive: Flag(true),
  dateJoined: NullableText,
  hasAvatar: v.nullish(v.boolean(), null),
};
export const SourcePlayerSchema = v.object({ id: SourceIdSchema, username: Text, ...profile });

/** An entry of the player list: an id and a name, and the whole profile where the source lists it so. */
export const SourcePlayerEntrySchema = v.pipe(
  v.looseObject({ id: SourceIdSchema, username: Text }),
  v.transform((entry) => {
    const whole = 'dateJoined' in entry && 'isStaff' in entry ? v.safeParse(SourcePlayerSchema, entry) : null;
    return { id: entry.id, username: entry.username, profile: whole?.success ? whole.output : null };
  }),
);
/** A player of the points lists and a region's player list (DataPlayerRequest in 2024). */
export const SourcePlayerPointsSchema = v.object({ id: SourceIdSchema, username: Text, classicPoints: Points, platformerPoints: Points });
export const SourceStaffSchema = v.object({ username: Text });
export const SourceRegionSchema = v.object({ id: SourceIdSchema, name: Text, classicPoints: Points, platformerPoints: Points });

/** A page of records: Spring Data's PageImpl as the 2024 site sends it, or this site's page. */
export const sourcePageSchema = <S extends v.GenericSchema>(item: S) =>
  v.object({
    content: v.array(item),
    totalPages: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    totalElements: v.nullish(v.pipe(v.number(), v.safeInteger(), v.minValue(0)), null),
    number: v.nullish(v.pipe(v.number(), v.safeInteger(), v.minValue(0)), null),
    last: v.nullish(v.boolean(), null),
  });

export type SourceClassicLevel = v.InferOutput<typeof SourceClassicLevelSchema>;
export type SourcePlatformerLevel = v.InferOutput<typeof SourcePlatformerLevelSchema>;
export type SourceLevel = SourceClassicLevel | SourcePlatformerLevel;
export type SourceClassicRecord = v.InferOutput<typeof SourceClassicRecordSchema>;
export type SourcePlatformerRecord = v.InferOutput<typeof SourcePlatformerRecordSchema>;
export type SourceRecord = SourceClassicRecord | SourcePlatformerRecord;
export type SourcePlayer = v.InferOutput<typeof SourcePlayerSchema>;
export type SourceRegion = v.InferOutput<typeof SourceRegionSchema>;
