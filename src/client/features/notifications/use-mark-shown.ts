/**
 * Opening the Inbox marks what it shows as read (through the outbox, offline too), each notification
 * once. Those that were unread when they came on screen keep their unread look for this visit, so the
 * player still sees what is new; the bell's count drops at once.
 */
import { useEffect, useRef, useState } from 'react';
import { markRead } from './mutations';
import type { InboxItem } from './queries';

/** Marks the unread ones among `items` read; returns the ones this visit marked. */
export function useMarkShown(playerId: number, items: readonly InboxItem[] | undefined): ReadonlySet<number> {
  const [marked, setMarked] = useState<ReadonlySet<number>>(() => new Set());
  const asked = useRef(new Set<number>());
  useEffect(() => {
    if (!items || playerId === 0) return;
    const unread = items.filter((item) => item.readAt === null && !asked.current.has(item.id)).map((item) => item.id);
    if (unread.length === 0) return;
    for (const id of unread) asked.current.add(id);
    setMarked((before) => new Set([...before, ...unread]));
    void markRead(playerId, unread);
  }, [items, playerId]);
  return marked;
}
