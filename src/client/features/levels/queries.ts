/** Level queries: one key factory, one options factory per endpoint. */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { LevelType, ListType } from '../../../shared/constants';
import {
  ClassicLevelSchema,
  LevelCountsSchema,
  LevelNameSchema,
  PlatformerLevelSchema,
  type ClassicLevel,
  type PlatformerLevel,
} from '../../../shared/schemas/levels';
import { ClassicRecordSchema, PlatformerRecordSchema, type ClassicRecord, type PlatformerRecord } from '../../../shared/schemas/records';
import { api } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { SECONDARY } from '../../lib/use-stale-data';

export type Level = ClassicLevel | PlatformerLevel;
export type LevelRecord = ClassicRecord | PlatformerRecord;
export type PlayerLevelKind = 'completed' | 'firstVictor' | 'recordHolder';

export const levelKeys = {
  all: ['levels'] as const,
  list: (type: LevelType, list: ListType) => [...levelKeys.all, 'list', type, list] as const,
  /** A list as it stood at `at` (`?at=` on its page), under today's list's key: invalidated with it. */
  listAt: (type: LevelType, list: ListType, at: string) => [...levelKeys.list(type, list), at] as const,
  /** Every level of a type in ranking order (the three lists in one), under the lists' prefix. */
  ranked: (type: LevelType) => [...levelKeys.all, 'list', type, 'all'] as const,
  detail: (type: LevelType, id: string) => [...levelKeys.all, 'detail', type, id] as const,
  records: (type: LevelType, id: string) => [...levelKeys.all, 'records', type, id] as const,
  /** Under the levels' prefix: a level's or a record's change refreshes it with the rest. */
  history: (type: LevelType, id: string) => [...levelKeys.all, 'history', type, id] as const,
  ofPlayer: (playerId: number) => [...levelKeys.all, 'player', playerId] as const,
  playerLevels: (type: LevelType, playerId: number, kind: PlayerLevelKind) => [...levelKeys.ofPlayer(playerId), type, kind] as const,
  playerCounts: (type: LevelType, playerId: number) => [...levelKeys.ofPlayer(playerId), type, 'counts'] as const,
  playerHardest: (type: LevelType, playerId: number) => [...levelKeys.ofPlayer(playerId), type, 'hardest'] as const,
};

export const levelSchema = (type: LevelType) => (type === 'classic' ? ClassicLevelSchema : PlatformerLevelSchema);
const recordSchema = (type: LevelType) => (type === 'classic' ? ClassicRecordSchema : PlatformerRecordSchema);

export const isClassicLevel = (level: Level): level is ClassicLevel => 'minimumCompletion' in level;
export const isClassicRecord = (record: LevelRecord): record is ClassicRecord => 'recordPercentage' in record;

const unlessNotFound = (query: { state: { error: unknown } }) => !isApiError(query.state.error, 'not_found');

/** Today's list, or with `at` (a date or time, list-search.ts) the list as it stood then; before its history began, a 404. */
export const levelListQueryOptions = (type: LevelType, list: ListType, at?: string) =>
  queryOptions({
    queryKey: at ? levelKeys.listAt(type, list, at) : levelKeys.list(type, list),
    queryFn: ({ signal }): Promise<Level[]> =>
      api.get(`/api/public/${type}-levels/list/${list}${at ? `?at=${encodeURIComponent(at)}` : ''}`, v.array(levelSchema(type)), signal),
    // The loader has just asked; a date before the list's history is a 404 that asking again cannot
    // change, on mount, on focus or on reconnecting (another failure is asked again; its screen offers a retry).
    retryOnMount: !at,
    refetchOnWindowFocus: unlessNotFound,
    refetchOnReconnect: unlessNotFound,
  });

export const rankedLevelsQueryOptions = (type: LevelType) =>
  queryOptions({
    queryKey: levelKeys.ranked(type),
    queryFn: ({ signal }): Promise<Level[]> => api.get(`/api/public/${type}-levels/list`, v.array(levelSchema(type)), signal),
  });

export const levelDetailQueryOptions = (type: LevelType, id: string) =>
  queryOptions({
    queryKey: levelKeys.detail(type, id),
    queryFn: ({ signal }): Promise<Level> => api.get(`/api/public/${type}-levels/${encodeURIComponent(id)}`, levelSchema(type), signal),
  });

export const levelRecordsQueryOptions = (type: LevelType, id: string) =>
  queryOptions({
    queryKey: levelKeys.records(type, id),
    queryFn: ({ signal }): Promise<LevelRecord[]> =>
      api.get(`/api/public/${type}-records/level/${encodeURIComponent(id)}`, v.array(recordSchema(type)), signal),
  });

/**
 * The change log's entries that touched a level, oldest first (404: a level the log never saw). The
 * log's schemas load with the request, not with every first visit (the lists use this module).
 */
export const levelHistoryQueryOptions = (type: LevelType, id: string) =>
  queryOptions({
    queryKey: levelKeys.history(type, id),
    meta: SECONDARY,
    queryFn: async ({ signal }) => {
      const { LevelHistorySchema } = await import('../../../shared/schemas/changes');
      return api.get(`/api/public/${type}-levels/${encodeURIComponent(id)}/history`, LevelHistorySchema, signal);
    },
  });

const PLAYER_LEVEL_PATHS: Record<PlayerLevelKind, string> = {
  completed: 'player',
  firstVictor: 'firstVictor',
  recordHolder: 'recordHolder',
};

export const playerLevelsQueryOptions = (type: LevelType, playerId: number, kind: PlayerLevelKind) =>
  queryOptions({
    queryKey: levelKeys.playerLevels(type, playerId, kind),
    queryFn: ({ signal }) =>
      api.get(`/api/public/${type}-levels/${PLAYER_LEVEL_PATHS[kind]}/${playerId}`, v.array(LevelNameSchema), signal),
  });

export const playerLevelCountsQueryOptions = (type: LevelType, playerId: number) =>
  queryOptions({
    queryKey: levelKeys.playerCounts(type, playerId),
    queryFn: ({ signal }) => api.get(`/api/public/${type}-levels/count/${playerId}`, LevelCountsSchema, signal),
  });

export const playerHardestLevelQueryOptions = (type: LevelType, playerId: number) =>
  queryOptions({
    queryKey: levelKeys.playerHardest(type, playerId),
    queryFn: ({ signal }) => api.get(`/api/public/${type}-levels/hardestLevel/${playerId}`, v.nullable(LevelNameSchema), signal),
  });
