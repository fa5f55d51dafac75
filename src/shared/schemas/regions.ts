import * as v from 'valibot';

export const RegionSchema = v.object({
  id: v.number(),
  name: v.string(),
  classicPoints: v.number(),
  platformerPoints: v.number(),
  version: v.number(),
});
export type Region = v.InferOutput<typeof RegionSchema>;
export const RegionNameSchema = v.object({ id: v.number(), name: v.string() });
