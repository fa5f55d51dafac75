/**
 * The public snapshot (GET /api/public/snapshot): every public fact of the site in one compact
 * answer, from which a device answers public reads while the network cannot. Rows are arrays, not
 * objects, and refer to each other by id (a record names its level by its index in the list of its
 * type), so that 200,000 records stay a few megabytes. Orders are the server's own, so a device
 * that filters and stably sorts them gets the server's order without knowing its collation:
 * regions and players by name ignoring case then id, levels by ranking then id, records by date
 * then id. The format's version, flags and link packing are in src/shared/snapshot/format.ts.
 */
import * as v from 'valibot';
import { DIFFICULTIES, DURATIONS } from '../constants';
import { SNAPSHOT_FORMAT } from '../snapshot/format';
import { ChangeSchema } from './changes';

const text = v.string();
const id = v.number();
const nullableText = v.nullable(v.string());

/** [id, name, version] */
export const SnapshotRegionSchema = v.tuple([id, text, v.number()]);
/** [id, username, regionId, classicPoints, platformerPoints, flags, dateJoined (ms since 1970), discord, youtube, twitter, twitch] */
export const SnapshotPlayerSchema = v.tuple([id, text, v.nullable(id), v.number(), v.number(), v.number(), v.number(), nullableText, nullableText, nullableText, nullableText]);
const levelBase = [text, text, text, v.picklist(DIFFICULTIES), text, text, v.number(), v.number(), v.nullable(id)] as const;
/** [id, name, publisher, difficulty, link, thumbnail, points, ranking, firstVictor, version, minPoints, duration, minimumCompletion] */
export const SnapshotClassicLevelSchema = v.tuple([...levelBase, v.number(), v.number(), v.picklist(DURATIONS), v.number()]);
/** [id, name, publisher, difficulty, link, thumbnail, points, ranking, recordHolder, version] */
export const SnapshotPlatformerLevelSchema = v.tuple([...levelBase, v.number()]);
/** [id, level index, player id, percentage (classic) or time in ms (platformer), packed link, version, date set (ms since 1970)] */
export const SnapshotRecordSchema = v.tuple([id, v.number(), id, v.number(), nullableText, v.number(), v.number()]);

export const SnapshotSchema = v.object({
  format: v.literal(SNAPSHOT_FORMAT),
  /** The change log's position it reflects: ask `/api/public/changes?since=` from there (optional for copies kept before it). */
  position: v.optional(v.number()),
  regions: v.array(SnapshotRegionSchema),
  players: v.array(SnapshotPlayerSchema),
  classic: v.object({ levels: v.array(SnapshotClassicLevelSchema), records: v.array(SnapshotRecordSchema) }),
  platformer: v.object({ levels: v.array(SnapshotPlatformerLevelSchema), records: v.array(SnapshotRecordSchema) }),
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
export type SnapshotPlayer = v.InferOutput<typeof SnapshotPlayerSchema>;
export type SnapshotClassicLevel = v.InferOutput<typeof SnapshotClassicLevelSchema>;
export type SnapshotPlatformerLevel = v.InferOutput<typeof SnapshotPlatformerLevelSchema>;
export type SnapshotRecord = v.InferOutput<typeof SnapshotRecordSchema>;
