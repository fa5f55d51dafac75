import * as v from 'valibot';


export const ClassicRecordSchema = v.object({
  id: v.number(),
  level: v.string(),
  player: v.string(),
  link: v.nullable(v.string()),
  version: v.number(),
  /** When the record was set (an ISO time); a server of the 2024 API sends none. */
  date: v.optional(v.string()),
  recordPercentage: v.number(),
});
export type ClassicRecord = v.InferOutput<typeof ClassicRecordSchema>;

/** recordTime goes out as `HH:mm:ss.SSS`. */
export const PlatformerRecordSchema = v.object({
  id: v.number(),
  level: v.string(),
  player: v.string(),
  link: v.nullable(v.string()),
  version: v.number(),
  /** When the record was set (an ISO time); a server of the 2024 API sends none. */
  date: v.optional(v.string()),
  recordTime: v.string(),
});
export type PlatformerRecord = v.InferOutput<typeof PlatformerRecordSchema>;

/**
 * A record as staff see it (GET /api/staff/{type}-records): banned players' records included, with
 * whether its player is flagged and banned now.
 */
const standing = { playerFlagged: v.boolean(), playerBanned: v.boolean() };
export const ClassicStaffRecordSchema = v.object({ ...ClassicRecordSchema.entries, ...standing });
export const PlatformerStaffRecordSchema = v.object({ ...PlatformerRecordSchema.entries, ...standing });
export type StaffRecord = v.InferOutput<typeof ClassicStaffRecordSchema> | v.InferOutput<typeof PlatformerStaffRecordSchema>;
