import { describe, expect, it } from 'vitest';
import { withMarks } from './marks';
import type { InboxPage } from './queries';

const AT = '2026-01-01T00:00:00.000Z';
const item = (id: number, read = false) =>
  ({
    id,
    kind: 'sanction.revoked',
    createdAt: AT,
    readAt: read ? AT : null,
    data: { sanction: 1, kind: 'FLAG', until: null, reason: 'r' },
  }) as const;
/** Notifications 5..3 on the page (4 read), and two unread older ones beyond it. */
const page: InboxPage = { unread: 4, notifications: [item(5), item(4, true), item(3)] };
const unreadIds = (shown: InboxPage) => shown.notifications.filter((entry) => entry.readAt === null).map((entry) => entry.id);

describe('read marks over a page', () => {
  it('marks the ids named, and counts only those that were unread', () => {
    const shown = withMarks(page, [{ ids: [4, 5, 99], upTo: null }], AT);
    expect(unreadIds(shown)).toEqual([3]);
    expect(shown.unread).toBe(3);
  });

  it('a mark of all reaches the older unread ones, but not one newer than it', () => {
    expect(withMarks(page, [{ ids: null, upTo: 5 }], AT)).toMatchObject({ unread: 0 });
    const before = withMarks(page, [{ ids: null, upTo: 4 }], AT);
    expect(unreadIds(before)).toEqual([5]);
    expect(before.unread).toBe(1);
    expect(withMarks(page, [{ ids: null, upTo: null }], AT).unread).toBe(0);
  });

  it('leaves the page as it is without marks', () => {
    expect(withMarks(page, [], AT)).toBe(page);
  });
});
