/**
 * The change feed devices keep their offline copy current by (docs/decisions/015-sync-by-changes.md):
 * the public changes after a position, oldest first. The snapshot says the position it reflects.
 * Every entry is kept, for the changelog and the list on a date; a device far behind is still told to
 * download the whole copy again (410 `history_gone`), which then costs it less than the changes.
 */
import { asc, gt, max } from 'drizzle-orm';
import { CHANGES_LIMIT, PUBLIC_CHANGE_KINDS, type ChangesAnswer } from '../../shared/schemas/changes';
import type { Queryable } from '../db/database';
import { changeLog } from '../db/schema';
import { errors } from '../rules/errors';
import { toWireChange } from './queries';

/** How far behind the log's end a device may be and still catch up by changes. */
export const SYNC_WINDOW = 5_000;

const PUBLIC = new Set<string>(PUBLIC_CHANGE_KINDS);

/**
 * The public changes after `since`. Staff-only entries are read too but not sent, so `position` moves
 * past them. 410 for a position the log never reached (a database restored from before it) or more
 * than SYNC_WINDOW behind its end.
 */
export async function changesSince(db: Queryable, since: number): Promise<ChangesAnswer> {
  const [end] = await db.select({ position: max(changeLog.position) }).from(changeLog);
  const last = end?.position ?? 0;
  if (since > last || last - since > SYNC_WINDOW) throw errors.historyGone();
  const rows = await db
    .select()
    .from(changeLog)
    .where(gt(changeLog.position, since))
    .orderBy(asc(changeLog.position))
    .limit(CHANGES_LIMIT + 1);
  const read = rows.slice(0, CHANGES_LIMIT);
  return {
    position: read.at(-1)?.position ?? since,
    changes: read.filter((row) => PUBLIC.has(row.kind)).map(toWireChange),
    more: rows.length > CHANGES_LIMIT,
  };
}
