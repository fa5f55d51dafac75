/**
 * The changelog's reads: the changes of one mode, to every list or to one, newest first, a page at
 * a time. Each page asks for the changes before the last one it has (`next`); a page that ends among
 * the baselines where history begins reads on until they end (lib/baselines.ts). A refresh
 * reads every loaded page again.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { LevelType } from '../../../shared/constants';
import { CHANGELOG_LIMIT_MAX, ChangelogPageSchema } from '../../../shared/schemas/changes';
import { api } from '../../lib/api-client';
import { throughBaselines } from '../../lib/baselines';
import type { ListFilter } from '../../components/changelog/sentences';

export const changelogKeys = {
  all: ['changelog'] as const,
  list: (type: LevelType, list: ListFilter) => [...changelogKeys.all, type, list] as const,
};

/** The address of a page: the newest changes, or those before the position `before`; `limit` when not the server's 50. */
export const changelogPath = (type: LevelType, list: ListFilter, before: number | null, limit?: number): string =>
  `/api/public/changelog?type=${type}${list === 'all' ? '' : `&list=${list}`}${before === null ? '' : `&before=${before}`}${limit ? `&limit=${limit}` : ''}`;

export const changelogQueryOptions = (type: LevelType, list: ListFilter) =>
  infiniteQueryOptions({
    queryKey: changelogKeys.list(type, list),
    queryFn: async ({ pageParam, signal }) => {
      const page = await api.get(changelogPath(type, list, pageParam), ChangelogPageSchema, signal);
      return throughBaselines(
        page,
        (read) => read.changes,
        (before) => api.get(changelogPath(type, list, before, CHANGELOG_LIMIT_MAX), ChangelogPageSchema, signal),
        (newer, older) => ({ changes: [...newer.changes, ...older.changes], next: older.next }),
      );
    },
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next,
  });
