/**
 * Claims' reads: whether a player may be claimed (public), the signed-in account's own claims, and
 * the staff's list, a page at a time, waiting ones first.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { PAGE_SIZE_DEFAULT, type ClaimStatus } from '../../../shared/constants';
import { ClaimableSchema, ClaimSchema, type Claim } from '../../../shared/schemas/claims';
import { pageSchema } from '../../../shared/schemas/common';
import { api } from '../../lib/api-client';

export type { Claim };
/** The staff list's filter: every status, or one. */
export type ClaimFilter = ClaimStatus | 'ALL';

export const claimKeys = {
  all: ['claims'] as const,
  claimable: (playerId: number) => [...claimKeys.all, 'claimable', playerId] as const,
  own: (playerId: number) => [...claimKeys.all, 'own', playerId] as const,
};

export const staffClaimKeys = {
  all: ['staff', 'claims'] as const,
  page: (status: ClaimFilter, page: number) => [...staffClaimKeys.all, status, page] as const,
};

export const claimableQueryOptions = (playerId: number) =>
  queryOptions({
    queryKey: claimKeys.claimable(playerId),
    queryFn: ({ signal }) => api.get(`/api/public/players/${playerId}/claimable`, ClaimableSchema, signal),
  });

/** The claims `playerId` (the signed-in account) made, waiting ones first, then newest. */
export const ownClaimsQueryOptions = (playerId: number) =>
  queryOptions({
    queryKey: claimKeys.own(playerId),
    queryFn: ({ signal }) => api.get('/api/authenticated/claims', v.array(ClaimSchema), signal),
  });

const ClaimPageSchema = pageSchema(ClaimSchema);

/** A page of the staff list; the previous page stays on screen while the next one loads. */
export const staffClaimPageQueryOptions = (status: ClaimFilter, page: number) =>
  queryOptions({
    queryKey: staffClaimKeys.page(status, page),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ page: String(page), size: String(PAGE_SIZE_DEFAULT) });
      if (status !== 'ALL') search.set('status', status);
      return api.get(`/api/staff/claims?${search}`, ClaimPageSchema, signal);
    },
    placeholderData: keepPreviousData,
  });
