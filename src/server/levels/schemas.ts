/** The shared schemas of each level type, picked by type when routes are registered in a loop. */
import type { LevelType } from '../../shared/constants';
import {
  ClassicLevelCreateSchema,
  ClassicLevelUpdateSchema,
  PlatformerLevelCreateSchema,
  PlatformerLevelUpdateSchema,
} from '../../shared/schemas/input/levels';
import { ClassicLevelSchema, PlatformerLevelSchema } from '../../shared/schemas/levels';

export const LEVEL_SCHEMAS = {
  classic: { level: ClassicLevelSchema, create: ClassicLevelCreateSchema, update: ClassicLevelUpdateSchema },
  platformer: { level: PlatformerLevelSchema, create: PlatformerLevelCreateSchema, update: PlatformerLevelUpdateSchema },
} as const;

export const TAGS: Record<LevelType, string> = { classic: 'Classic levels', platformer: 'Platformer levels' };
