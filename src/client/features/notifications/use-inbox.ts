/**
 * The inbox as the screens show it: the newest page (from the saved cache offline) with the read
 * marks still on their way laid over it. The bell keeps it fresh while the app is open: it asks every
 * INBOX_POLL_MS while the page is in sight and the device online, and again on coming back to the tab
 * or online; every server process answers from the database, so a notification written by any of them,
 * or a mark made on another device, shows within that time.
 */
import { useQuery } from '@tanstack/react-query';
import { useOnline } from '../../lib/use-online';
import { useOwnEntries } from '../../lib/outbox/outbox';
import { queuedOf } from '../../lib/outbox/writes';
import { withMarks, type ReadMark } from './marks';
import { NOTIFICATIONS_READ } from './mutations';
import { INBOX_POLL_MS, notificationsQueryOptions } from './queries';

/** The player's marks not yet applied by the server (a refused one no longer counts), and when the last was made. */
export function useQueuedMarks(playerId: number): { marks: ReadMark[]; at: string } {
  const queued = queuedOf(useOwnEntries(), NOTIFICATIONS_READ, (data) => data.playerId === playerId).filter(
    ({ entry }) => entry.state !== 'attention',
  );
  const last = queued.at(-1)?.entry.createdAt;
  return { marks: queued.map(({ data }) => data), at: new Date(last ?? 0).toISOString() };
}

/** The newest page; `poll` (the bell) keeps it fresh. */
export function useInbox(playerId: number, { poll = false } = {}) {
  const online = useOnline();
  const query = useQuery({ ...notificationsQueryOptions(playerId), refetchInterval: poll && online ? INBOX_POLL_MS : false });
  const { marks, at } = useQueuedMarks(playerId);
  return { query, page: query.data && withMarks(query.data, marks, at) };
}
