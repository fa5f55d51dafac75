/**
 * The public snapshot (GET /api/public/snapshot): every public fact of the site in one compact
 * answer, from which a device answers public reads while the network cannot. Rows are arrays, not
 * objects, and refer to each other by id (a record names its level by its index in the list of its
 * type), so that 200,000 records stay a few megabytes; each row kind's columns are named once, here,
 * and read and written through snapshot/rows.ts. Orders are the server's own, so a device
 * that filters and stably sorts them gets the server's order without knowing its collation:
 * regions and players by name ignoring case then id, levels by ranking then id, records by date
 * then id. The format's version, flags and link packing are in src/shared/snapshot/format.ts.
 */
import * as v from 'valibot';
import { DIFFICULTIES, DURATIONS } from '../constants';
import { SNAPSHOT_FORMAT } from '../snapshot/format';
import { rowCodec, type FieldsOf } from '../snapshot/rows';
import { ChangeSchema } from './changes';

const text = v.string();
const id = v.number();
const nullableText = v.nullable(v.string());

/** A region. */
export const regionRow = rowCodec({ id, name: text, version: v.number() });
/** A player; `flags` holds PLAYER_FLAGS (snapshot/format.ts), `dateJoined` is in ms since 1970. */
export const playerRow = rowCodec({
  id,
  username: text,
  regionId: v.nullable(id),
  classicPoints: v.number(),
  platformerPoints: v.number(),
  flags: v.number(),
  dateJoined: v.number(),
  discord: nullableText,
  youtube: nullableText,
  twitter: nullableText,
  twitch: nullableText,
});
/** A level of either type; `holder` is the first victor (classic) or the record holder (platformer). */
const levelColumns = {
  id: text,
  name: text,
  publisher: text,
  difficulty: v.picklist(DIFFICULTIES),
  link: text,
  thumbnail: text,
  points: v.number(),
  ranking: v.number(),
  holder: v.nullable(id),
  version: v.number(),
};
export const platformerLevelRow = rowCodec(levelColumns);
export const classicLevelRow = rowCodec({
  ...levelColumns,
  minPoints: v.number(),
  duration: v.picklist(DURATIONS),
  minimumCompletion: v.number(),
});
/**
 * A record: `level` is its level's index in the levels of its type, `value` the percentage (classic)
 * or the time in ms (platformer), `link` packed (snapshot/format.ts), `setAt` in ms since 1970.
 */
export const recordRow = rowCodec({
  id,
  level: v.number(),
  player: id,
  value: v.number(),
  link: nullableText,
  version: v.number(),
  setAt: v.number(),
});

export const SnapshotSchema = v.object({
  format: v.literal(SNAPSHOT_FORMAT),
  /** The change log's position it reflects: ask `/api/public/changes?since=` from there (optional for copies kept before it). */
  position: v.optional(v.number()),
  regions: v.array(regionRow.schema),
  players: v.array(playerRow.schema),
  classic: v.object({ levels: v.array(classicLevelRow.schema), records: v.array(recordRow.schema) }),
  platformer: v.object({ levels: v.array(platformerLevelRow.schema), records: v.array(recordRow.schema) }),
  /**
   * The log's changes that the changelog, the levels' histories and the list on a date read (every
   * change to a list, and each record change that passed a first victor or record holder), oldest
   * first, as GET /api/public/changes gives them: a device reads all three offline from its copy.
   */
  log: v.array(ChangeSchema),
  /** The players banned now, each with the end of their ban (ms since 1970; null: permanent); their records are not in the copy. */
  bans: v.optional(v.array(v.tuple([id, v.nullable(v.number())]))),
});
export type Snapshot = v.InferOutput<typeof SnapshotSchema>;
export type SnapshotRegion = FieldsOf<typeof regionRow>;
export type SnapshotPlayer = FieldsOf<typeof playerRow>;
export type SnapshotClassicLevel = FieldsOf<typeof classicLevelRow>;
export type SnapshotPlatformerLevel = FieldsOf<typeof platformerLevelRow>;
export type SnapshotLevel = SnapshotClassicLevel | SnapshotPlatformerLevel;
export type SnapshotRecord = FieldsOf<typeof recordRow>;
