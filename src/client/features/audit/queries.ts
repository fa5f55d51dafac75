/**
 * The audit log's reads: every change, newest first, a page at a time, narrowed by a staff member, a
 * target and a kind. Each page asks for the changes before the last one it has (`next`); a page that
 * ends among the baselines where history begins reads on until they end (lib/baselines.ts). And who it
 * can be narrowed to: the staff and former staff, by their names now.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { AuditActorSchema, AuditPageSchema, CHANGELOG_LIMIT_MAX } from '../../../shared/schemas/changes';
import { api } from '../../lib/api-client';
import { throughBaselines } from '../../lib/baselines';
import type { AuditFilter } from './filter';

export const auditKeys = {
  all: ['staff', 'audit'] as const,
  list: (filter: AuditFilter) => [...auditKeys.all, filter.actor ?? null, filter.target ?? null, filter.kind ?? null] as const,
  actors: () => [...auditKeys.all, 'actors'] as const,
};

/** The staff members' menu: the staff, then former staff who made changes (`staff` false). */
export const auditActorsQueryOptions = () =>
  queryOptions({
    queryKey: auditKeys.actors(),
    queryFn: ({ signal }) => api.get('/api/staff/audit/actors', v.array(AuditActorSchema), signal),
  });

/** The address of a page: the newest changes that pass `filter`, or those before the position `before`. */
export function auditPath(filter: AuditFilter, before: number | null, limit?: number): string {
  const search = new URLSearchParams();
  if (filter.actor !== undefined) search.set('actor', String(filter.actor));
  if (filter.target) search.set('target', filter.target);
  if (filter.kind) search.set('kind', filter.kind);
  if (before !== null) search.set('before', String(before));
  if (limit) search.set('limit', String(limit));
  const query = search.toString();
  return `/api/staff/audit${query ? `?${query}` : ''}`;
}

export const auditQueryOptions = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(filter),
    queryFn: async ({ pageParam, signal }) => {
      const page = await api.get(auditPath(filter, pageParam), AuditPageSchema, signal);
      return throughBaselines(
        page,
        (read) => read.entries,
        (before) => api.get(auditPath(filter, before, CHANGELOG_LIMIT_MAX), AuditPageSchema, signal),
        (newer, older) => ({ entries: [...newer.entries, ...older.entries], next: older.next }),
      );
    },
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next,
  });
