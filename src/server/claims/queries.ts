/** Reads of claims, shaped for the wire: names joined, dates ISO 8601 UTC; and whether a player may be claimed. */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClaimStatus } from '../../shared/constants';
import type { Claim } from '../../shared/schemas/claims';
import type { Queryable } from '../db/database';
import { pageOf, type Page, type PageRequest } from '../db/page';
import { playerClaims, players } from '../db/schema';

const claimed = alias(players, 'claimed');
const claimant = alias(players, 'claimant');
const decider = alias(players, 'decider');

async function claimsWhere(db: Queryable, where: SQL | undefined, window?: { limit: number; offset: number }): Promise<Claim[]> {
  const pendingFirst = sql`CASE WHEN ${playerClaims.status} = 'PENDING' THEN 0 ELSE 1 END`;
  const query = db
    .select({
      id: playerClaims.id,
      playerId: playerClaims.playerId,
      playerName: claimed.username,
      playerIsStaff: claimed.isStaff,
      claimantId: claimant.id,
      claimantCurrent: claimant.username,
      claimantName: playerClaims.claimantName,
      proof: playerClaims.proof,
      status: playerClaims.status,
      createdAt: playerClaims.createdAt,
      decidedAt: playerClaims.decidedAt,
      deciderId: decider.id,
      deciderName: decider.username,
      reason: playerClaims.reason,
      superseded: playerClaims.superseded,
    })
    .from(playerClaims)
    .innerJoin(claimed, eq(claimed.id, playerClaims.playerId))
    .leftJoin(claimant, eq(claimant.id, playerClaims.claimantId))
    .leftJoin(decider, eq(decider.id, playerClaims.decidedBy))
    .where(where)
    .orderBy(pendingFirst, desc(playerClaims.createdAt), desc(playerClaims.id));
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  return rows.map((row) => ({
    id: row.id,
    player: { id: row.playerId, name: row.playerName },
    playerIsStaff: row.playerIsStaff,
    claimant: row.claimantId === null ? null : { id: row.claimantId, name: row.claimantCurrent! },
    claimantName: row.claimantName,
    proof: row.proof,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.deciderId === null ? null : { id: row.deciderId, name: row.deciderName! },
    reason: row.reason,
    superseded: row.superseded,
  }));
}

export const claimById = async (db: Queryable, id: number): Promise<Claim | null> =>
  (await claimsWhere(db, eq(playerClaims.id, id)))[0] ?? null;

/** The claims an account made, pending first, then newest. */
export const ownClaims = (db: Queryable, claimantId: number): Promise<Claim[]> => claimsWhere(db, eq(playerClaims.claimantId, claimantId));

/** The staff list: pending first, then newest; optionally of one status. */
export function claimPage(db: Queryable, request: PageRequest & { status?: ClaimStatus }): Promise<Page<Claim>> {
  const where = request.status === undefined ? undefined : and(eq(playerClaims.status, request.status));
  return pageOf(
    request,
    () => db.$count(playerClaims, where),
    (window) => claimsWhere(db, where, window),
  );
}

/** Whether the player may be claimed (they have no sign-in: neither email nor password); null for an unknown player. */
export async function claimable(db: Queryable, playerId: number): Promise<boolean | null> {
  const [player] = await db
    .select({ email: players.email, passwordHash: players.passwordHash })
    .from(players)
    .where(eq(players.id, playerId));
  return player ? player.email === null && player.passwordHash === null : null;
}
