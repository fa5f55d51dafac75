/** The Inbox page's older pages, with the queued read marks laid over them: apart from use-inbox.ts, so the bell never loads them. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { withMarks } from './marks';
import { olderNotificationsQueryOptions, type InboxPage } from './queries';
import { useQueuedMarks } from './use-inbox';

/** The pages older than `before`, once asked for (`enabled`). */
export function useOlderInbox(playerId: number, before: number, enabled: boolean) {
  const query = useInfiniteQuery({ ...olderNotificationsQueryOptions(playerId, before), enabled });
  const { marks, at } = useQueuedMarks(playerId);
  const pages: InboxPage[] | undefined = query.data?.pages.map((page) => withMarks(page, marks, at));
  return { query, items: pages?.flatMap((page) => page.notifications) };
}
