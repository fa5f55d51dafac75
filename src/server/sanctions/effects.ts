/**
 * What a ban does to the public lists while it is in force: the player's records leave the level
 * pages, record pages, leaderboards, region totals and profile stats, their points count as 0, and
 * first victors and record holders are recomputed without them, staff-set ones included (the level
 * shows the holder its records give until the ban ends, then staff's choice again). Nothing is deleted: when the ban
 * ends the same recomputation from the same records brings everything back as it was.
 *
 * `players.banned` is what every read tests; `settleBans` makes it agree with the sanctions in force,
 * in the transaction that added or revoked a ban, or, for a ban that ended by its date, in the sweep
 * (sweep.ts). Each player it flips is one public log entry (`player.banned` / `player.restored`)
 * naming the first victors and record holders that changed, so devices and caches follow.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { LEVEL_TYPES, type LevelType } from '../../shared/constants';
import type { Log } from '../db/change-log';
import { queryRows, type Queryable, type Tx } from '../db/database';
import { levels, players, records } from '../db/schema';
import { recomputeHolders, recomputePlayerPoints } from '../scoring/recompute';
import { inForceFor } from './queries';

/** A ban of the player in `players.id` is in force now (by the database's clock). */
const banInForce: SQL = inForceFor('BAN', players.id);

type Named = { id: number; name: string };
type HolderChange = { type: LevelType; level: { id: string; name: string }; from: Named | null; to: Named | null };

/** The holders of the levels of a type on which the players have records, or which staff gave one of them. */
async function holdersOf(tx: Tx, type: LevelType, playerIds: readonly number[]) {
  const touched = tx
    .select({ id: records.levelId })
    .from(records)
    .where(and(eq(records.type, type), inArray(records.playerId, [...playerIds])));
  return tx
    .select({ id: levels.id, name: levels.name, holder: levels.holderId, holderName: players.username })
    .from(levels)
    .leftJoin(players, eq(players.id, levels.holderId))
    .where(and(eq(levels.type, type), or(inArray(levels.id, touched), inArray(levels.manualHolderId, [...playerIds]))));
}

/** Recomputes what the players' records feed, and says which first victors and record holders moved. */
export async function recomputeFor(tx: Tx, playerIds: readonly number[]): Promise<HolderChange[]> {
  const changes: HolderChange[] = [];
  for (const type of LEVEL_TYPES) {
    const before = await holdersOf(tx, type, playerIds);
    await recomputeHolders(
      tx,
      type,
      before.map((level) => level.id),
    );
    await recomputePlayerPoints(tx, type, playerIds);
    const after = new Map((await holdersOf(tx, type, playerIds)).map((level) => [level.id, level]));
    for (const was of before) {
      const is = after.get(was.id);
      if (!is || is.holder === was.holder) continue;
      const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
      changes.push({
        type,
        level: { id: was.id, name: was.name },
        from: named(was.holder, was.holderName),
        to: named(is.holder, is.holderName),
      });
    }
  }
  return changes;
}

/**
 * Makes `players.banned` agree with the bans in force for the given players (all when none given),
 * with everything that follows. A row another transaction is settling is left to it (SKIP LOCKED),
 * so several processes sweeping at once never settle a player twice. Answers the players flipped.
 */
export async function settleBans(tx: Tx, log: Log, playerIds?: readonly number[]): Promise<number[]> {
  if (playerIds?.length === 0) return [];
  const only = playerIds
    ? sql`AND ${players.id} IN (${sql.join(
        playerIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const flipped = await queryRows<{ id: number; username: string; banned: boolean }>(
    tx,
    sql`
    UPDATE ${players} SET banned = NOT ${players.banned}
    WHERE ${players.id} IN (
      SELECT ${players.id} FROM ${players} WHERE ${players.banned} IS DISTINCT FROM ${banInForce} ${only}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, username, banned`,
  );
  for (const player of flipped) {
    const holders = await recomputeFor(tx, [player.id]);
    log.add({
      kind: player.banned ? 'player.banned' : 'player.restored',
      subjects: [`player:${player.id}`, ...holders.map((change) => `level:${change.type}:${change.level.id}`)],
      data: { player: { id: player.id, name: player.username }, holders },
    });
  }
  return flipped.map((player) => player.id);
}

/** Players whose ban has ended by its date but who are still out of the lists: what the sweep settles. */
export async function bansToSettle(db: Queryable): Promise<boolean> {
  const [row] = await queryRows<{ due: boolean }>(
    db,
    sql`
    SELECT EXISTS (SELECT 1 FROM ${players} WHERE ${players.banned} AND NOT ${banInForce}) AS due`,
  );
  return !!row?.due;
}
