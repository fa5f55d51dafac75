/** Reads of a player's inbox (db/schema.ts `notifications`): a page, newest first, and the unread count. */
import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Notification, NotificationPage } from '../../shared/schemas/notifications';
import type { Queryable } from '../db/database';
import { notifications } from '../db/schema';

export type PageQuery = { before?: number; limit: number };

/** The player's notifications older than `before` (all when absent), newest first, at most `limit`, and how many of all theirs are unread. */
export async function notificationPage(db: Queryable, playerId: number, { before, limit }: PageQuery): Promise<NotificationPage> {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.playerId, playerId), before === undefined ? undefined : lt(notifications.id, before)))
      .orderBy(desc(notifications.id))
      .limit(limit),
    db
      .select({ count: count() })
      .from(notifications)
      .where(and(eq(notifications.playerId, playerId), isNull(notifications.readAt))),
  ]);
  return {
    unread: unread?.count ?? 0,
    // The rules write `data` by kind (rules.ts), so the row's pair is one of the schema's.
    notifications: rows.map(
      (row) =>
        ({
          id: row.id,
          kind: row.kind,
          createdAt: row.createdAt.toISOString(),
          readAt: row.readAt?.toISOString() ?? null,
          data: row.data,
        }) as Notification,
    ),
  };
}
