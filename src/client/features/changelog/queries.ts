/**
 * The changelog's reads: the lists' changes of one mode, newest first, a page at a time. Each page
 * asks for the changes before the last one it has (`next`); a refresh reads every loaded page again.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { LevelType } from '../../../shared/constants';
import { ChangelogPageSchema } from '../../../shared/schemas/changes';
import { api } from '../../lib/api-client';

export const changelogKeys = {
  all: ['changelog'] as const,
  list: (type: LevelType) => [...changelogKeys.all, type] as const,
};

/** The address of a page: the newest changes, or those before the position `before`. */
export const changelogPath = (type: LevelType, before: number | null): string =>
  `/api/public/changelog?type=${type}${before === null ? '' : `&before=${before}`}`;

export const changelogQueryOptions = (type: LevelType) =>
  infiniteQueryOptions({
    queryKey: changelogKeys.list(type),
    queryFn: ({ pageParam, signal }) => api.get(changelogPath(type, pageParam), ChangelogPageSchema, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next,
  });
