import * as v from 'valibot';
import { ClassicRecordSchema, PlatformerRecordSchema } from './records';

/**
 * A record as staff see it (GET /api/staff/{type}-records): banned players' records included, with
 * whether its player is flagged and banned now.
 */
const standing = { playerFlagged: v.boolean(), playerBanned: v.boolean() };
export const ClassicStaffRecordSchema = v.object({ ...ClassicRecordSchema.entries, ...standing });
export const PlatformerStaffRecordSchema = v.object({ ...PlatformerRecordSchema.entries, ...standing });
export type StaffRecord = v.InferOutput<typeof ClassicStaffRecordSchema> | v.InferOutput<typeof PlatformerStaffRecordSchema>;
