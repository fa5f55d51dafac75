/**
 * The Inbox: the player's notifications, newest first, unread ones marked, 'Mark all as read', and
 * older pages on request. What it shows is marked read as it comes on screen (use-mark-shown.ts). Offline it reads the saved copy the bell keeps, and marks made offline wait
 * in the outbox while the page already shows them read.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { NOTIFICATION_PAGE } from '../../../../shared/schemas/notifications';
import { useDocumentTitle } from '../../../components/layout/document-title';
import { Button } from '../../../components/ui/first-visit/button';
import { QueryState } from '../../../components/ui/first-visit/query-state';
import { Skeleton } from '../../../components/ui/first-visit/skeleton';
import { LoadOlder } from '../../../components/ui/on-demand/load-older';
import { useAuth } from '../../../lib/auth/auth-store';
import { ownProfileQueryOptions } from '../../auth/queries';
import { markAllRead, markRead } from '../mutations';
import { inboxTexts as texts } from '../texts';
import { useInbox } from '../use-inbox';
import { useMarkShown } from '../use-mark-shown';
import { useOlderInbox } from '../use-older-inbox';
import { NotificationItem } from './notification-item';

const styles = {
  root: css({ display: 'grid', gap: '4', minWidth: '0' }),
  header: css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' }),
  title: css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' }),
  list: css({ display: 'grid', gap: '2' }),
  more: css({ display: 'grid', justifyItems: 'start' }),
};

function Loading() {
  return (
    <div aria-busy="true" aria-label={texts.loading} className={styles.list}>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className={css({ height: '14' })} />
      ))}
    </div>
  );
}

/** The older pages as the list's foot reads them, their first page included (loading, or failed with a retry). */
function olderPages(query: ReturnType<typeof useOlderInbox>['query']) {
  const first = query.data === undefined;
  return {
    hasNextPage: first || query.hasNextPage,
    isFetchingNextPage: query.isFetching,
    isFetchNextPageError: first ? query.isError : query.isFetchNextPageError,
    fetchNextPage: () => (first ? query.refetch() : query.fetchNextPage()),
  };
}

export function InboxPage() {
  useDocumentTitle(texts.title);
  const playerId = useAuth().user?.playerId ?? 0;
  const username = useQuery(ownProfileQueryOptions(playerId)).data?.username;
  const { query, page } = useInbox(playerId);
  const newest = page?.notifications;
  const oldest = newest?.at(-1)?.id ?? 0;
  const [olderAsked, setOlderAsked] = useState(false);
  const older = useOlderInbox(playerId, oldest, olderAsked && oldest > 0);
  const hasOlder = newest !== undefined && newest.length >= NOTIFICATION_PAGE.default;
  const items = useMemo(
    () => newest && [...newest, ...(olderAsked && hasOlder ? (older.items ?? []) : [])],
    [newest, olderAsked, hasOlder, older.items],
  );
  const markedNow = useMarkShown(playerId, items);

  return (
    <section className={styles.root}>
      <div className={styles.header}>
        <h1 className={styles.title}>{texts.title}</h1>
        {page && page.unread > 0 ? (
          <Button variant="outline" onClick={() => void markAllRead(playerId, newest?.[0]?.id ?? null)}>
            {texts.markAll}
          </Button>
        ) : null}
      </div>
      <QueryState
        query={{ data: items, isPending: query.isPending, fetchStatus: query.fetchStatus, refetch: query.refetch }}
        loading={<Loading />}
        error={texts.failed}
        empty={texts.empty}
      >
        {(shown) => (
          <ul aria-label={texts.listLabel} className={styles.list}>
            {shown.map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                username={username}
                unread={item.readAt === null || markedNow.has(item.id)}
                onOpen={() => item.readAt === null && void markRead(playerId, [item.id])}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {!hasOlder ? null : olderAsked ? (
        <LoadOlder pages={olderPages(older.query)} texts={texts} />
      ) : (
        <div className={styles.more}>
          <Button variant="outline" onClick={() => setOlderAsked(true)}>
            {texts.loadOlder}
          </Button>
        </div>
      )}
    </section>
  );
}
