/**
 * Read marks laid over a page of the inbox: an applied one until the refetch confirms it, a queued one
 * (offline, or on its way) until the server has it. The unread count follows: what a mark covers on
 * the page is no longer unread, and a mark of all covers the older unread ones the page does not hold.
 */
import type { InboxItem, InboxPage } from './queries';

export type ReadMark = { ids: readonly number[] | null; upTo: number | null };

const covers = (mark: ReadMark, id: number) => (mark.ids ? mark.ids.includes(id) : mark.upTo === null || id <= mark.upTo);

/** The page with the notifications the marks cover read (at `at`, when not read already). */
export function withMarks(page: InboxPage, marks: readonly ReadMark[], at: string): InboxPage {
  if (marks.length === 0) return page;
  const read = (item: InboxItem) => item.readAt === null && marks.some((mark) => covers(mark, item.id));
  const unreadHere = page.notifications.filter((item) => item.readAt === null).length;
  const newlyRead = page.notifications.filter(read).length;
  const oldest = page.notifications.at(-1)?.id;
  // The unread notifications older than the page: covered by a mark of all that reaches the page's oldest.
  const beyond = page.unread - unreadHere;
  const beyondRead = marks.some((mark) => !mark.ids && (mark.upTo === null || (oldest !== undefined && mark.upTo >= oldest))) ? beyond : 0;
  return {
    unread: Math.max(0, page.unread - newlyRead - beyondRead),
    notifications: page.notifications.map((item) => (read(item) ? { ...item, readAt: at } : item)),
  };
}
