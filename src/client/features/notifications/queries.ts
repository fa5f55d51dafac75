/**
 * The signed-in player's inbox: one key factory, the newest page (which the top bar's bell keeps fresh
 * and the persisted cache keeps for offline reading) and the older pages the Inbox page asks for.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { NOTIFICATION_PAGE, NotificationSchema } from '../../../shared/schemas/notifications';
import { api } from '../../lib/api-client';

export const notificationKeys = {
  all: ['notifications'] as const,
  newest: (playerId: number) => [...notificationKeys.all, playerId, 'newest'] as const,
  older: (playerId: number, before: number) => [...notificationKeys.all, playerId, 'older', before] as const,
};

// A kind a newer server sends that this app does not know yet is kept as 'later' and shown in general
// words, rather than failing the page.
const LaterKindSchema = v.object({
  id: v.number(),
  kind: v.pipe(
    v.string(),
    v.transform(() => 'later' as const),
  ),
  createdAt: v.string(),
  readAt: v.nullable(v.string()),
  data: v.unknown(),
});
const PageSchema = v.object({ unread: v.number(), notifications: v.array(v.union([NotificationSchema, LaterKindSchema])) });
export type InboxPage = v.InferOutput<typeof PageSchema>;
export type InboxItem = InboxPage['notifications'][number];

const pagePath = (before?: number) => `/api/authenticated/notifications${before === undefined ? '' : `?before=${before}`}`;

/** How often the bell asks while the app is open, in sight and online. */
export const INBOX_POLL_MS = 30_000;

export const notificationsQueryOptions = (playerId: number) =>
  queryOptions({
    queryKey: notificationKeys.newest(playerId),
    queryFn: ({ signal }): Promise<InboxPage> => api.get(pagePath(), PageSchema, signal),
  });

/** The pages after the newest one, from the notification before which they start. */
export const olderNotificationsQueryOptions = (playerId: number, before: number) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.older(playerId, before),
    queryFn: ({ pageParam, signal }): Promise<InboxPage> => api.get(pagePath(pageParam), PageSchema, signal),
    initialPageParam: before,
    getNextPageParam: (page) => (page.notifications.length < NOTIFICATION_PAGE.default ? undefined : page.notifications.at(-1)!.id),
  });
