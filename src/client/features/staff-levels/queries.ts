/**
 * What the Staff levels screen reads: every level of a type in ranking order, and the players a
 * first victor or record holder is chosen from. One key factory; the keys sit under the levels' and
 * players' prefixes, so whatever refreshes those refreshes these.
 */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { LevelType } from '../../../shared/constants';
import { ClassicLevelSchema, PlatformerLevelSchema } from '../../../shared/schemas/levels';
import { PlayerNameSchema } from '../../../shared/schemas/players';
import { api } from '../../lib/api-client';
import { levelKeys, type Level } from '../levels/queries';
import { playerKeys } from '../players/queries';
import { regionKeys } from '../regions/queries';

export type PlayerName = v.InferOutput<typeof PlayerNameSchema>;

export const staffLevelKeys = {
  /** The same key as the submission form's level chooser: one endpoint, one cached copy. */
  list: (type: LevelType) => [...levelKeys.all, 'list', type, 'all'] as const,
  players: () => [...playerKeys.all, 'names'] as const,
};

/** What a level write changes: rankings and points of levels, players and regions. */
export const levelWriteInvalidates = (): unknown[][] => [[...levelKeys.all], [...playerKeys.all], [...regionKeys.all]];

export const staffLevelsQueryOptions = (type: LevelType) =>
  queryOptions({
    queryKey: staffLevelKeys.list(type),
    queryFn: ({ signal }): Promise<Level[]> =>
      api.get(`/api/public/${type}-levels/list`, v.array(type === 'classic' ? ClassicLevelSchema : PlatformerLevelSchema), signal),
  });

export const playerNamesQueryOptions = () =>
  queryOptions({
    queryKey: staffLevelKeys.players(),
    queryFn: ({ signal }): Promise<PlayerName[]> => api.get('/api/public/players', v.array(PlayerNameSchema), signal),
  });
