/**
 * The staff audit trail: the whole log, newest first, with who made each change; filtered by staff
 * member, by what a change is filed under and by kind. Read only: the log refuses updates and
 * deletes (migration 0004), and no route writes to it but through a change.
 */
import { and, desc, eq, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '../../shared/schemas/changes';
import type { Queryable } from '../db/database';
import type { LoggedChange } from '../db/change-log';
import { changeLog } from '../db/schema';

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

export async function auditPage(db: Queryable, query: AuditQuery): Promise<{ entries: AuditEntry[]; next: number | null }> {
  const conditions: SQL[] = [];
  if (query.actor !== undefined) conditions.push(eq(changeLog.actorId, query.actor));
  if (query.target !== undefined) conditions.push(sql`${changeLog.subjects} @> ARRAY[${query.target}]::text[]`);
  if (query.kind !== undefined) {
    conditions.push(query.kind.includes('.') ? eq(changeLog.kind, query.kind) : or(eq(changeLog.kind, query.kind), like(changeLog.kind, `${query.kind}.%`))!);
  }
  if (query.before !== undefined) conditions.push(lt(changeLog.position, query.before));
  const rows = await db.select().from(changeLog).where(and(...conditions)).orderBy(desc(changeLog.position)).limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return { entries: page.map(toAuditEntry), next: rows.length > query.limit ? page.at(-1)!.position : null };
}
