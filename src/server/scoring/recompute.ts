/**
 * Derived values, recomputed inside the transaction of the change that moves them:
 * - level points and minimum points from the ranking (the shared rule in src/shared/points.ts);
 * - first victor (earliest 100 % record) and record holder (fastest time), unless staff set one
 *   (shown unless that player is banned);
 * - player points: classic Σ points at 100 %, minPoints at or above the requirement, 0 below;
 *   platformer Σ points of completed levels.
 * A banned player's records count for nobody while the ban lasts (sanctions/effects.ts): they hold no
 * level and earn 0 points, recomputed from the same records when the ban ends.
 * Region totals are sums over players at read time, so a region change needs nothing here.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { LIST_CUTOFFS, type LevelType } from '../../shared/constants';
import { levelPoints } from '../../shared/points';
import type { Tx } from '../db/database';
import { levels } from '../db/schema';

function idList(ids: readonly (string | number)[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/** Sets points and minPoints of every level of a type whose ranking moved. */
export async function recomputeLevelPoints(tx: Tx, type: LevelType): Promise<void> {
  const rows = await tx
    .select({ id: levels.id, ranking: levels.ranking, points: levels.points, minPoints: levels.minPoints })
    .from(levels)
    .where(eq(levels.type, type));
  const changed = rows.flatMap((row) => {
    const wanted = levelPoints(row.ranking);
    return wanted.points === row.points && wanted.minPoints === row.minPoints ? [] : [{ id: row.id, ...wanted }];
  });
  if (changed.length === 0) return;
  const values = sql.join(
    changed.map((row) => sql`(${row.id}, ${row.points}::numeric, ${row.minPoints}::numeric)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE levels SET points = v.points, min_points = v.min_points
    FROM (VALUES ${values}) AS v(id, points, min_points)
    WHERE levels.type = ${type} AND levels.id = v.id`);
}

/**
 * Recomputes the first victor / record holder of levels (all of the type, or the given ones): from
 * the records for an automatic level; for one staff set, their choice (`manual_holder_id`, which may
 * be nobody), unless that player is banned, when the records give it as for an automatic level until
 * the ban ends (db/schema.ts).
 */
export async function recomputeHolders(tx: Tx, type: LevelType, levelIds?: readonly string[]): Promise<void> {
  if (levelIds?.length === 0) return;
  const order = type === 'classic' ? sql`r.created_at, r.id` : sql`r.time_ms, r.created_at, r.id`;
  const completed = type === 'classic' ? sql`AND r.percentage = 100` : sql``;
  const only = levelIds ? sql`AND l.id IN (${idList(levelIds)})` : sql``;
  await tx.execute(sql`
    UPDATE levels AS l SET holder_id = h.player_id
    FROM (
      SELECT l2.id,
             CASE WHEN l2.holder_manual AND NOT COALESCE(chosen.banned, false) THEN l2.manual_holder_id
                  ELSE (SELECT r.player_id FROM records r JOIN players rp ON rp.id = r.player_id
                        WHERE r.type = l2.type AND r.level_id = l2.id AND NOT rp.banned ${completed}
                        ORDER BY ${order} LIMIT 1) END AS player_id
      FROM levels l2 LEFT JOIN players chosen ON chosen.id = l2.manual_holder_id
      WHERE l2.type = ${type}
    ) AS h
    WHERE l.type = ${type} AND l.id = h.id AND l.holder_id IS DISTINCT FROM h.player_id ${only}`);
}

/** Recomputes the classic or platformer points of all players, or of the given ones. */
export async function recomputePlayerPoints(tx: Tx, type: LevelType, playerIds?: readonly number[]): Promise<void> {
  if (playerIds?.length === 0) return;
  const earned =
    type === 'classic'
      ? sql`CASE WHEN r.percentage >= 100 THEN l.points
               WHEN r.percentage >= (CASE WHEN l.ranking <= ${LIST_CUTOFFS.main} THEN l.minimum_completion ELSE 100 END) THEN l.min_points
               ELSE 0 END`
      : sql`l.points`;
  const column = type === 'classic' ? sql.raw('classic_points') : sql.raw('platformer_points');
  const onlyRecords = playerIds ? sql`AND r.player_id IN (${idList(playerIds)})` : sql``;
  const onlyPlayers = playerIds ? sql`AND p2.id IN (${idList(playerIds)})` : sql``;
  await tx.execute(sql`
    UPDATE players AS p SET ${column} = t.total
    FROM (
      SELECT p2.id, CASE WHEN p2.banned THEN 0 ELSE COALESCE(s.total, 0) END AS total
      FROM players p2
      LEFT JOIN (
        SELECT r.player_id, SUM(${earned}) AS total
        FROM records r JOIN levels l ON l.type = r.type AND l.id = r.level_id
        WHERE r.type = ${type} ${onlyRecords}
        GROUP BY r.player_id
      ) s ON s.player_id = p2.id
      WHERE true ${onlyPlayers}
    ) AS t
    WHERE p.id = t.id AND p.${column} <> t.total`);
}

/** After rankings of a type moved (create, delete, reorder, update of ranking). */
export async function afterRankingChange(tx: Tx, type: LevelType): Promise<void> {
  await recomputeLevelPoints(tx, type);
  await recomputePlayerPoints(tx, type);
}

/** After records of one level changed for some players (create, update, delete, approval). */
export async function afterRecordChange(tx: Tx, type: LevelType, levelId: string, playerIds: readonly number[]): Promise<void> {
  await recomputeHolders(tx, type, [levelId]);
  await recomputePlayerPoints(tx, type, playerIds);
}

/** Renumbers the rankings of a type 1..N in their current order (closing any gap). */
export async function closeRankingGaps(tx: Tx, type: LevelType): Promise<void> {
  await tx.execute(sql`
    UPDATE levels SET ranking = n.position
    FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY ranking, id) AS position FROM levels WHERE type = ${type}) AS n
    WHERE levels.type = ${type} AND levels.id = n.id AND levels.ranking <> n.position`);
}
