/** What the Staff players screen reads: a player's sanctions, newest first (revoked and ended ones too). */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { SanctionSchema, type Sanction } from '../../../shared/schemas/sanctions';
import { api } from '../../lib/api-client';

export type { Sanction };

export const sanctionKeys = {
  all: ['staff', 'sanctions'] as const,
  ofPlayer: (playerId: number) => [...sanctionKeys.all, playerId] as const,
};

export const playerSanctionsQueryOptions = (playerId: number) =>
  queryOptions({
    queryKey: sanctionKeys.ofPlayer(playerId),
    queryFn: ({ signal }) => api.get(`/api/staff/players/${playerId}/sanctions`, v.array(SanctionSchema), signal),
  });
