/**
 * Reads of sanctions (db/schema.ts `sanctions`). Whether one is in force is read against the
 * database's clock in the query itself, so a ban ends by its date on every instance, in every
 * request, with nobody acting and nothing cached.
 */
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SanctionKind } from '../../shared/constants';
import type { Sanction } from '../../shared/schemas/sanctions';
import type { Queryable } from '../db/database';
import { players, sanctions } from '../db/schema';

const setBy = alias(players, 'set_by');
const revokedBy = alias(players, 'revoked_by_player');

/** In force now: started, not ended, not revoked. */
export const inForce: SQL = and(
  sql`${sanctions.startsAt} <= now()`,
  or(isNull(sanctions.endsAt), sql`${sanctions.endsAt} > now()`),
  isNull(sanctions.revokedAt),
)!;

/** Whether the player whose id is `playerId` (a column) is under a sanction of `kind` now. */
export const inForceFor = (kind: SanctionKind, playerId: SQL | AnyPgColumn): SQL<boolean> =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${sanctions} WHERE ${sanctions.playerId} = ${playerId} AND ${sanctions.kind} = ${kind} AND ${inForce})`;

/** Whether the player whose id is `playerId` (a column) is flagged now: a flag in force. */
export const flaggedNow = (playerId: SQL | AnyPgColumn): SQL<boolean> => inForceFor('FLAG', playerId);

async function read(db: Queryable, where: SQL): Promise<Sanction[]> {
  const rows = await db
    .select({
      id: sanctions.id,
      playerId: sanctions.playerId,
      kind: sanctions.kind,
      startsAt: sanctions.startsAt,
      endsAt: sanctions.endsAt,
      reason: sanctions.reason,
      byId: setBy.id,
      byName: setBy.username,
      revokedAt: sanctions.revokedAt,
      revokedById: revokedBy.id,
      revokedByName: revokedBy.username,
      revokeReason: sanctions.revokeReason,
      revokedInError: sanctions.revokedInError,
      active: sql<boolean>`(${inForce})`,
    })
    .from(sanctions)
    .leftJoin(setBy, eq(setBy.id, sanctions.createdBy))
    .leftJoin(revokedBy, eq(revokedBy.id, sanctions.revokedBy))
    .where(where)
    .orderBy(desc(sanctions.startsAt), desc(sanctions.id));
  return rows.map((row) => ({
    id: row.id,
    playerId: row.playerId,
    kind: row.kind,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    reason: row.reason,
    by: row.byId === null ? null : { id: row.byId, name: row.byName! },
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedBy: row.revokedById === null ? null : { id: row.revokedById, name: row.revokedByName! },
    revokeReason: row.revokeReason,
    revokedInError: row.revokedInError,
    active: row.active,
  }));
}

/** A player's sanctions, newest first, revoked and ended ones included. */
export const sanctionsOf = (db: Queryable, playerId: number) => read(db, eq(sanctions.playerId, playerId));

export const sanctionById = async (db: Queryable, id: number): Promise<Sanction | undefined> => (await read(db, eq(sanctions.id, id)))[0];

/** What a player's sanctions in force mean for a submission: a ban (and until when: null for permanent), a flag. */
export async function standingOf(db: Queryable, playerId: number): Promise<{ ban: { until: Date | null } | null; flagged: boolean }> {
  const rows = await db
    .select({ kind: sanctions.kind, endsAt: sanctions.endsAt })
    .from(sanctions)
    .where(and(eq(sanctions.playerId, playerId), inForce));
  const bans = rows.filter((row) => row.kind === 'BAN');
  // Of several bans, the one that lasts longest: a permanent one, else the latest end.
  const until = bans.some((row) => row.endsAt === null)
    ? null
    : bans.reduce<Date | null>((last, row) => (!last || row.endsAt! > last ? row.endsAt : last), null);
  return { ban: bans.length === 0 ? null : { until }, flagged: rows.some((row) => row.kind === 'FLAG') };
}

/**
 * Whether a player is out of the lists for a ban while it lasts (`players.banned`, kept by
 * effects.ts): the one test every read that leaves them out uses, their records and rows alike.
 */
export const outForBan: SQL = sql`${players.banned}`;
export const inTheLists: SQL = sql`NOT ${outForBan}`;

/**
 * The players out of the lists for a ban (`players.banned`), with when their ban ends (null:
 * permanent), of several bans the one that lasts longest; only the given players when named.
 */
export async function bansOf(db: Queryable, playerIds?: readonly number[]): Promise<Map<number, Date | null>> {
  const until = sql<Date | null>`CASE WHEN bool_or(${sanctions.endsAt} IS NULL) THEN NULL ELSE max(${sanctions.endsAt}) END`.mapWith(
    (value: Date | string | null) => (value === null ? null : new Date(value)),
  );
  const rows = await db
    .select({ id: players.id, until })
    .from(players)
    .innerJoin(sanctions, and(eq(sanctions.playerId, players.id), eq(sanctions.kind, 'BAN'), inForce))
    .where(playerIds ? and(outForBan, inArray(players.id, [...playerIds])) : outForBan)
    .groupBy(players.id);
  return new Map(rows.map((row) => [row.id, row.until]));
}
