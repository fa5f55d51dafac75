import * as v from 'valibot';


export const ClassicRecordSchema = v.object({
  id: v.number(),
  level: v.string(),
  player: v.string(),
  link: v.nullable(v.string()),
  version: v.number(),
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
  recordTime: v.string(),
});
export type PlatformerRecord = v.InferOutput<typeof PlatformerRecordSchema>;
