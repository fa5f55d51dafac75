/**
 * Every text of the inbox, in one place: the top bar's bell and the Inbox page. A sentence's names,
 * values and the staff's own words arrive as arguments, already formatted (sentences.ts), so a
 * translation may put them anywhere.
 */
import { defineTexts } from '../../lib/i18n/registry';

export const inboxTexts = defineTexts('inboxTexts', {
  title: 'Inbox',
  /** The bell's name, with the unread count when there is one. */
  bell: (unread: number) => (unread === 0 ? 'Inbox' : `Inbox, ${unread} unread`),
  listLabel: 'Notifications',
  loading: 'Loading notifications…',
  failed: 'Failed to fetch notifications',
  empty: 'No notifications yet.',
  markAll: 'Mark all as read',
  unread: 'Unread',
  approved: (level: string, value: string) => `Your ${level} record (${value}) was approved.`,
  rejected: (level: string) => `Your ${level} submission was rejected.`,
  rejectedBecause: (level: string, reason: string) => `Your ${level} submission was rejected: ${reason}`,
  staffReplied: (level: string, excerpt: string) => `Staff replied on your ${level} submission: ${excerpt}`,
  flagged: (reason: string) => `You were flagged: ${reason}`,
  flaggedUntil: (until: string, reason: string) => `You are flagged until ${until}: ${reason}`,
  banned: (until: string, reason: string) => `You are banned until ${until}: ${reason}`,
  bannedForever: (reason: string) => `You are banned permanently: ${reason}`,
  flagLifted: 'Your flag was lifted.',
  banLifted: 'Your ban was lifted.',
  claimApproved: (player: string) => `Your claim was approved: your account is ${player} now.`,
  claimRefused: (player: string) => `Your claim of ${player} was refused.`,
  claimRefusedBecause: (player: string, reason: string) => `Your claim of ${player} was refused: ${reason}`,
  claimSuperseded: {
    another_claim_approved: (player: string) => `Your claim of ${player} was closed: another of your claims was approved.`,
    player_claimed: (player: string) => `Your claim of ${player} was closed: another account's claim of this player was approved.`,
  },
  /** A kind this version of the app does not know yet (a newer server's). */
  other: 'A new notification.',
  loadOlder: 'Show older',
  loadingOlder: 'Loading older notifications…',
  olderFailed: 'Failed to load older notifications',
  end: 'No older notifications.',
  /** The outbox's label of a queued mark. */
  markLabel: (count: number) => (count === 1 ? 'Mark a notification read' : `Mark ${count} notifications read`),
  markAllLabel: 'Mark all notifications read',
  markFailed: 'Failed to mark notifications read',
} as const);
