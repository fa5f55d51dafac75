/**
 * Reorder: staff send the whole list with new rankings. Only a permutation of every level of the
 * type numbered exactly 1..N is accepted, so a stale or partial list can never leave gaps or
 * duplicates; anything else is refused before a single row changes. The new rankings are applied
 * in one UPDATE ... FROM (VALUES ...) and the points recomputed in the same transaction.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { LevelType } from '../../shared/constants';
import type { Reorder } from '../../shared/schemas/input/levels';
import type { Tx } from '../db/database';
import { levels } from '../db/schema';
import { orderVersion } from '../../shared/versions';
import { errors } from '../rules/errors';
import { guardVersion } from '../rules/versions';
import { afterRankingChange } from '../scoring/recompute';
import { lockRankings } from './rules';

/** The first reason the body is not a full 1..N permutation of `known`, or null when it is one. */
export function reorderProblem(type: LevelType, known: ReadonlySet<string>, entries: Reorder): { path: string; message: string } | null {
  const n = known.size;
  if (entries.length !== n) {
    return { path: '', message: `The reorder must list all ${n} ${type} levels exactly once; it lists ${entries.length}.` };
  }
  const seenIds = new Set<string>();
  const seenRankings = new Set<number>();
  for (const [index, { id, ranking }] of entries.entries()) {
    if (!known.has(id)) return { path: `${index}.id`, message: `There is no ${type} level with the id ${id}.` };
    if (seenIds.has(id)) return { path: `${index}.id`, message: `The level ${id} is listed more than once.` };
    if (ranking > n) return { path: `${index}.ranking`, message: `Rankings must be 1 to ${n}; ${ranking} is past the end.` };
    if (seenRankings.has(ranking)) return { path: `${index}.ranking`, message: `The ranking ${ranking} is given to more than one level.` };
    seenIds.add(id);
    seenRankings.add(ranking);
  }
  return null;
}

/**
 * `expected` is the order's version the staff member reordered from (If-Match); when the list was
 * reordered, added to or shortened since, the reorder is refused with the current order.
 */
export async function reorderLevels(tx: Tx, type: LevelType, entries: Reorder, expected: string | null = null): Promise<void> {
  await lockRankings(tx, type);
  const rows = await tx
    .select({ id: levels.id, ranking: levels.ranking })
    .from(levels)
    .where(eq(levels.type, type))
    .orderBy(asc(levels.ranking), asc(levels.id));
  await guardVersion(expected, orderVersion(rows.map((row) => row.id)), `The order of the ${type} levels`, () => rows);
  const problem = reorderProblem(type, new Set(rows.map((row) => row.id)), entries);
  if (problem) throw errors.invalidField(problem.path, problem.message);
  if (entries.length === 0) return;
  const values = sql.join(
    entries.map(({ id, ranking }) => sql`(${id}, ${ranking}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE levels SET ranking = v.ranking
    FROM (VALUES ${values}) AS v(id, ranking)
    WHERE levels.type = ${type} AND levels.id = v.id AND levels.ranking <> v.ranking`);
  await afterRankingChange(tx, type);
}
