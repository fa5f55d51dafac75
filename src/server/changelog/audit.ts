/**
 * The staff audit trail: the whole log, newest first, with who made each change; filtered by staff
 * member, by what a change is filed under and by kind. Read only: the log refuses updates and
 * deletes (migration 0004), and no route writes to it but through a change.
 *
 * The log keeps each actor's id and name as they were: an account merged into a claimed player by
 * a claim's approval (`player.claimed`) is gone, its changes under its old id and name. Who acted is
 * read through those merges, so a staff member is one person in the filter, by their name now.
 */
import { and, asc, desc, eq, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditActor, AuditEntry } from '../../shared/schemas/changes';
import { queryRows, type Queryable } from '../db/database';
import type { LoggedChange } from '../db/change-log';
import { changeLog, players } from '../db/schema';

type AuditQuery = { actor?: number; target?: string; kind?: string; before?: number; limit: number };

function toAuditEntry(row: LoggedChange): AuditEntry {
  return {
    position: row.position,
    at: row.at.toISOString(),
    kind: row.kind,
    type: row.type,
    baseline: row.baseline,
    actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? String(row.actorId) },
    subjects: row.subjects,
    data: row.data as Record<string, unknown>,
  };
}

/** Every merged account's id → the player it became, followed through later merges to the one there is now. */
async function mergedInto(db: Queryable): Promise<Map<number, number>> {
  const rows = await db
    .select({ data: changeLog.data })
    .from(changeLog)
    .where(eq(changeLog.kind, 'player.claimed'))
    .orderBy(asc(changeLog.position));
  const step = new Map<number, number>();
  for (const { data } of rows) {
    const { account, player } = data as { account?: { id?: unknown }; player?: { id?: unknown } };
    if (typeof account?.id === 'number' && typeof player?.id === 'number') step.set(account.id, player.id);
  }
  const end = (id: number) => {
    const seen = new Set<number>();
    let at = id;
    while (step.has(at) && !seen.has(at)) {
      seen.add(at);
      at = step.get(at)!;
    }
    return at;
  };
  return new Map([...step.keys()].map((id) => [id, end(id)]));
}

/** The ids the log may hold one person's changes under: theirs, and those of the accounts merged into them. */
async function actorIds(db: Queryable, actor: number): Promise<number[]> {
  const merged = await mergedInto(db);
  const person = merged.get(actor) ?? actor;
  return [person, ...[...merged].filter(([, into]) => into === person).map(([from]) => from)];
}

export async function auditPage(db: Queryable, query: AuditQuery): Promise<{ entries: AuditEntry[]; next: number | null }> {
  const conditions: SQL[] = [];
  if (query.actor !== undefined) conditions.push(inArray(changeLog.actorId, await actorIds(db, query.actor)));
  if (query.target !== undefined) conditions.push(sql`${changeLog.subjects} @> ARRAY[${query.target}]::text[]`);
  if (query.kind !== undefined) {
    conditions.push(
      query.kind.includes('.')
        ? eq(changeLog.kind, query.kind)
        : or(eq(changeLog.kind, query.kind), like(changeLog.kind, `${query.kind}.%`))!,
    );
  }
  if (query.before !== undefined) conditions.push(lt(changeLog.position, query.before));
  const rows = await db
    .select()
    .from(changeLog)
    .where(and(...conditions))
    .orderBy(desc(changeLog.position))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return { entries: page.map(toAuditEntry), next: rows.length > query.limit ? page.at(-1)!.position : null };
}

/**
 * Who the trail can be narrowed to: every staff member, and everyone else who made a staff change
 * (anything but joining and editing their own profile or avatar: a former staff member), each by
 * their name now; a merged account under the player it became. Staff first, each group by name.
 */
export async function auditActors(db: Queryable): Promise<AuditActor[]> {
  const merged = await mergedInto(db);
  const acted = await queryRows<{ id: number; name: string | null }>(
    db,
    sql`
    SELECT ${changeLog.actorId} AS id, (array_agg(${changeLog.actorName} ORDER BY ${changeLog.position} DESC))[1] AS name
    FROM ${changeLog}
    WHERE ${changeLog.actorId} IS NOT NULL
      AND NOT (${changeLog.kind} IN ('player.joined', 'player.edited', 'player.avatar') AND ${changeLog.subjects}[1] = 'player:' || ${changeLog.actorId})
    GROUP BY ${changeLog.actorId}`,
  );
  // A name for each person should their row be gone: the last one logged under their own id, else under a merged account's.
  const logged = new Map<number, string>();
  for (const { id, name } of acted) {
    const person = merged.get(id) ?? id;
    if (name !== null && (person === id || !logged.has(person))) logged.set(person, name);
  }
  const ids = [...new Set(acted.map(({ id }) => merged.get(id) ?? id))];
  const rows = await db
    .select({ id: players.id, username: players.username, isStaff: players.isStaff })
    .from(players)
    .where(ids.length > 0 ? or(eq(players.isStaff, true), inArray(players.id, ids)) : eq(players.isStaff, true));
  const now = new Map(rows.map((row) => [row.id, row]));
  const everyone = new Set([...rows.filter((row) => row.isStaff).map((row) => row.id), ...ids]);
  const actors = [...everyone].map((id): AuditActor => ({
    id,
    name: now.get(id)?.username ?? logged.get(id) ?? String(id),
    staff: now.get(id)?.isStaff ?? false,
    mergedIds: [...merged]
      .filter(([, into]) => into === id)
      .map(([from]) => from)
      .sort((a, b) => a - b),
  }));
  return actors.sort((a, b) => Number(b.staff) - Number(a.staff) || a.name.localeCompare(b.name) || a.id - b.id);
}
