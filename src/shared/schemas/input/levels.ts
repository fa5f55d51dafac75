/** What staff send about levels: create, update, reorder. */
import * as v from 'valibot';
import { DIFFICULTIES, DURATIONS, LEVEL_NAME_MAX, PUBLISHER_MAX, type LevelType } from '../../constants';
import { videoId } from '../../video';
import { LevelIdSchema, SerialIdSchema, numeric } from './common';
import { ShortTextSchema, UrlSchema } from './fields';

const VideoLinkSchema = v.pipe(
  UrlSchema,
  v.check((link) => videoId(link) !== null, 'link must be a video address with an 11-character id'),
);
const RankingSchema = numeric(
  'ranking must be a number',
  v.integer('ranking must be a whole number'),
  v.minValue(1, 'ranking must be at least 1'),
  v.maxValue(100_000),
);
const HolderSchema = v.optional(v.nullable(SerialIdSchema));

const levelInput = {
  name: ShortTextSchema('name', LEVEL_NAME_MAX),
  publisher: ShortTextSchema('publisher', PUBLISHER_MAX),
  difficulty: v.picklist(DIFFICULTIES, `difficulty must be one of ${DIFFICULTIES.join(', ')}`),
  link: VideoLinkSchema,
  thumbnail: UrlSchema,
  ranking: v.optional(RankingSchema),
};
const classicInput = {
  duration: v.picklist(DURATIONS, `duration must be one of ${DURATIONS.join(', ')}`),
  minimumCompletion: numeric(
    'minimumCompletion must be a number',
    v.integer('minimumCompletion must be a whole number'),
    v.minValue(0, 'minimumCompletion must be 0 to 100'),
    v.maxValue(100, 'minimumCompletion must be 0 to 100'),
  ),
};

/** Create: a holder may be set by staff from the start; absent or null leaves it to the records. */
/** The body's field naming a level's holder: its first victor (classic) or record holder (platformer). */
export const holderField = (type: LevelType): 'firstVictor' | 'recordHolder' => (type === 'classic' ? 'firstVictor' : 'recordHolder');

export const ClassicLevelCreateSchema = v.object({ id: LevelIdSchema, ...levelInput, ...classicInput, firstVictor: HolderSchema });
export const PlatformerLevelCreateSchema = v.object({ id: LevelIdSchema, ...levelInput, recordHolder: HolderSchema });
/** Update: every field of create; `id`, when sent, must equal the path id; a holder id or null (automatic). */
export const ClassicLevelUpdateSchema = v.object({
  id: v.optional(LevelIdSchema),
  ...levelInput,
  ...classicInput,
  firstVictor: HolderSchema,
});
export const PlatformerLevelUpdateSchema = v.object({ id: v.optional(LevelIdSchema), ...levelInput, recordHolder: HolderSchema });
export type ClassicLevelCreate = v.InferOutput<typeof ClassicLevelCreateSchema>;
export type PlatformerLevelCreate = v.InferOutput<typeof PlatformerLevelCreateSchema>;
export type ClassicLevelUpdate = v.InferOutput<typeof ClassicLevelUpdateSchema>;
export type PlatformerLevelUpdate = v.InferOutput<typeof PlatformerLevelUpdateSchema>;

/** Capped so the one UPDATE of a reorder stays within PostgreSQL's 65,535 bind parameters (two per level). */
export const REORDER_MAX = 20_000;
export const ReorderSchema = v.pipe(
  v.array(v.object({ id: LevelIdSchema, ranking: RankingSchema }), 'the body must be a list of {id, ranking}'),
  v.maxLength(REORDER_MAX, `a reorder may list at most ${REORDER_MAX} levels`),
);
export type Reorder = v.InferOutput<typeof ReorderSchema>;
