/**
 * What the Staff records screen reads: pages of 10 records of a type, optionally of one player and
 * one level, each with its player's flag and ban. The levels and players the filters and the Add Record form choose from are the public
 * ranked-levels and player-names queries (one endpoint each, one cached copy).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT, type LevelType } from '../../../shared/constants';
import { pageSchema } from '../../../shared/schemas/common';
import { ClassicStaffRecordSchema, PlatformerStaffRecordSchema, type StaffRecord } from '../../../shared/schemas/staff-records';
import { api } from '../../lib/api-client';

/** The panel's filter: a player id and a level id, each optional. */
export type RecordFilter = { player: number | null; level: string | null };
export const noFilter: RecordFilter = { player: null, level: null };

export const staffRecordKeys = {
  all: ['staff', 'records'] as const,
  pages: (type: LevelType) => [...staffRecordKeys.all, type] as const,
  page: (type: LevelType, filter: RecordFilter, page: number) =>
    [...staffRecordKeys.pages(type), filter.player, filter.level, page] as const,
};

const pageSchemas = { classic: pageSchema(ClassicStaffRecordSchema), platformer: pageSchema(PlatformerStaffRecordSchema) };

export type RecordPage = { content: StaffRecord[]; totalPages: number; totalElements: number; number: number; size: number };

/** A page of 10, newest first, banned players' records included; the previous page stays on screen while the next one loads. */
export const recordPageQueryOptions = (type: LevelType, filter: RecordFilter, page: number) =>
  queryOptions({
    queryKey: staffRecordKeys.page(type, filter, page),
    queryFn: ({ signal }): Promise<RecordPage> => {
      const search = new URLSearchParams({ page: String(page), size: String(PAGE_SIZE_DEFAULT) });
      if (filter.player !== null) search.set('player', String(filter.player));
      if (filter.level !== null) search.set('level', filter.level);
      return api.get(`/api/staff/${type}-records?${search}`, pageSchemas[type], signal);
    },
    placeholderData: keepPreviousData,
  });
