/** A notification as a sentence in the language in use, and where it leads: the player's submissions of its type, or a profile. */
import { dateText } from '../../lib/i18n/format';
import { percentText, timeText } from '../../lib/record-values/values';
import type { InboxItem } from './queries';
import { inboxTexts as texts } from './texts';

export function sentenceOf(item: InboxItem): string {
  switch (item.kind) {
    case 'submission.approved': {
      const { type, level, value } = item.data;
      return texts.approved(level.name, type === 'classic' ? percentText(value) : timeText(value));
    }
    case 'submission.rejected':
      return item.data.reason ? texts.rejectedBecause(item.data.level.name, item.data.reason) : texts.rejected(item.data.level.name);
    case 'submission.note':
      return texts.staffReplied(item.data.level.name, item.data.excerpt);
    case 'sanction.added': {
      const { kind, until, reason } = item.data;
      if (kind === 'FLAG') return until ? texts.flaggedUntil(dateText(new Date(until)), reason) : texts.flagged(reason);
      return until ? texts.banned(dateText(new Date(until)), reason) : texts.bannedForever(reason);
    }
    case 'sanction.revoked':
      return item.data.kind === 'FLAG' ? texts.flagLifted : texts.banLifted;
    case 'claim.approved':
      return texts.claimApproved(item.data.player.name);
    case 'claim.refused':
      if (item.data.superseded) return texts.claimSuperseded[item.data.superseded](item.data.player.name);
      return item.data.reason ? texts.claimRefusedBecause(item.data.player.name, item.data.reason) : texts.claimRefused(item.data.player.name);
    default:
      return texts.other;
  }
}

export type Target = { to: '/submissions'; search: { type: 'classic' | 'platformer' } } | { to: '/profile/$username'; params: { username: string } } | null;

/**
 * Where the notification leads: its submission among the player's own, the player's own profile (when
 * their name is known), or the profile of the player a refused claim named.
 */
export function targetOf(item: InboxItem, username: string | undefined): Target {
  if (item.kind === 'submission.approved' || item.kind === 'submission.rejected' || item.kind === 'submission.note') {
    return { to: '/submissions', search: { type: item.data.type } };
  }
  if ((item.kind === 'sanction.added' || item.kind === 'sanction.revoked' || item.kind === 'claim.approved') && username) return { to: '/profile/$username', params: { username } };
  if (item.kind === 'claim.refused') return { to: '/profile/$username', params: { username: item.data.player.name } };
  return null;
}
