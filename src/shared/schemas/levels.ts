import * as v from 'valibot';
import { DIFFICULTIES, DURATIONS, LIST_TYPES } from '../constants';

const baseLevel = {
  id: v.string(),
  name: v.string(),
  publisher: v.string(),
  difficulty: v.picklist(DIFFICULTIES),
  link: v.string(),
  thumbnail: v.string(),
  points: v.number(),
  ranking: v.number(),
  /** Raised on each change of the level's own fields (src/shared/versions.ts). */
  version: v.number(),
};

export const ClassicLevelSchema = v.object({
  ...baseLevel,
  duration: v.picklist(DURATIONS),
  minPoints: v.number(),
  minimumCompletion: v.number(),
  firstVictor: v.nullable(v.number()),
  /** The first victor's username (beyond the original fields), so a list names them without the players list. */
  firstVictorName: v.nullable(v.string()),
});
export type ClassicLevel = v.InferOutput<typeof ClassicLevelSchema>;

/** `recordHolderName`: the record holder's username, beside the original fields. */
export const PlatformerLevelSchema = v.object({
  ...baseLevel,
  recordHolder: v.nullable(v.number()),
  recordHolderName: v.nullable(v.string()),
});
export type PlatformerLevel = v.InferOutput<typeof PlatformerLevelSchema>;

export const LevelNameSchema = v.object({ id: v.string(), name: v.string() });
export type LevelName = v.InferOutput<typeof LevelNameSchema>;

export const LevelCountsSchema = v.object({ main: v.number(), extended: v.number(), legacy: v.number() });
export type LevelCounts = v.InferOutput<typeof LevelCountsSchema>;

export const ListTypeParamSchema = v.object({
  listType: v.picklist(LIST_TYPES, `the list must be one of ${LIST_TYPES.join(', ')}`),
});
