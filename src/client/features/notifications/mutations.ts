/**
 * Marking notifications read, through the outbox: offline, a mark waits on the device and the inbox
 * shows it at once (marks.ts lays the queued marks over the server's page); the server applies it to
 * the player's own notifications only, once, whichever device sent it.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { write } from '../../lib/outbox/write';
import { defineWrite, intentOf, jsonBody } from '../../lib/outbox/writes';
import { withMarks, type ReadMark } from './marks';
import { notificationKeys, type InboxPage } from './queries';
import { inboxTexts as texts } from './texts';

/** `ids`: those notifications; null: all of them up to `upTo` (the newest shown; null: every one). */
export const NOTIFICATIONS_READ = defineWrite({
  kind: 'notifications.read',
  method: 'POST',
  path: () => '/api/authenticated/notifications/read',
  data: v.object({ playerId: v.number(), ids: v.nullable(v.array(v.number())), upTo: v.nullable(v.number()) }),
  invalidate: ({ playerId }) => [[...notificationKeys.all, playerId]],
  applied: (cache, mark) => showRead(cache, mark, new Date().toISOString()),
});

/** The player's pages as an applied mark leaves them, at once; the refetch confirms it. */
function showRead(cache: QueryClient, mark: ReadMark & { playerId: number }, at: string): void {
  cache.setQueryData(notificationKeys.newest(mark.playerId), (page: InboxPage | undefined) => page && withMarks(page, [mark], at));
  cache.setQueriesData(
    { queryKey: [...notificationKeys.all, mark.playerId, 'older'] },
    (data: InfiniteData<InboxPage> | undefined) => data && { ...data, pages: data.pages.map((page) => withMarks(page, [mark], at)) },
  );
}

export function markRead(playerId: number, ids: number[]) {
  const intent = intentOf(
    NOTIFICATIONS_READ,
    { playerId, ids, upTo: null },
    { label: texts.markLabel(ids.length), body: jsonBody({ ids }) },
  );
  return write(intent, { failure: texts.markFailed, quiet: true });
}

export function markAllRead(playerId: number, upTo: number | null) {
  const body = upTo === null ? { all: true } : { all: true, upTo };
  const intent = intentOf(NOTIFICATIONS_READ, { playerId, ids: null, upTo }, { label: texts.markAllLabel, body: jsonBody(body) });
  return write(intent, { failure: texts.markFailed, quiet: true });
}
