import * as v from 'valibot';
import { ShortTextSchema } from './common';

export const RegionSchema = v.object({ id: v.number(), name: v.string(), classicPoints: v.number(), platformerPoints: v.number() });
export type Region = v.InferOutput<typeof RegionSchema>;
export const RegionNameSchema = v.object({ id: v.number(), name: v.string() });
export const RegionInputSchema = v.object({ name: ShortTextSchema('name', 60) });
