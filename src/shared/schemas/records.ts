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
