/**
 * A notification as a sentence in the language in use, and where it leads: its submission among the
 * player's own, or a profile. The words people wrote or chose (a level's name, a staff member's reason
 * or reply, a player's name) come out as parts of their own, which the inbox draws in <bdi>: a Latin
 * name keeps its direction inside an Arabic sentence, an Arabic reason inside an English one.
 */
import { dateText } from '../../lib/i18n/format';
import { wordedParts, type WordedPart } from '../../lib/i18n/people-words';
import { percentText, timeText } from '../../lib/record-values/values';
import type { InboxItem } from './queries';
import { inboxTexts as texts } from './texts';

export function sentenceOf(item: InboxItem): WordedPart[] {
  return wordedParts((people) => {
    switch (item.kind) {
      case 'submission.approved': {
        const { type, level, value } = item.data;
        return texts.approved(people(level.name), type === 'classic' ? percentText(value) : timeText(value));
      }
      case 'submission.rejected': {
        const { level, reason } = item.data;
        return reason ? texts.rejectedBecause(people(level.name), people(reason)) : texts.rejected(people(level.name));
      }
      case 'submission.note':
        return texts.staffReplied(people(item.data.level.name), people(item.data.excerpt));
      case 'sanction.added': {
        const { kind, until, reason } = item.data;
        if (kind === 'FLAG') return until ? texts.flaggedUntil(dateText(new Date(until)), people(reason)) : texts.flagged(people(reason));
        return until ? texts.banned(dateText(new Date(until)), people(reason)) : texts.bannedForever(people(reason));
      }
      case 'sanction.revoked':
        return item.data.kind === 'FLAG' ? texts.flagLifted : texts.banLifted;
      case 'claim.approved':
        return texts.claimApproved(people(item.data.player.name));
      case 'claim.refused': {
        const { player, superseded, reason } = item.data;
        if (superseded) return texts.claimSuperseded[superseded](people(player.name));
        return reason ? texts.claimRefusedBecause(people(player.name), people(reason)) : texts.claimRefused(people(player.name));
      }
      default:
        return texts.other;
    }
  });
}

export type Target =
  | { to: '/submissions'; search: { type: 'classic' | 'platformer'; submission: number; notes?: true } }
  | { to: '/profile/$username'; params: { username: string } }
  | null;

/**
 * Where the notification leads: its submission among the player's own (with its notes open, for a
 * staff reply), the player's own profile (when their name is known), or the profile of the player a
 * refused claim named.
 */
export function targetOf(item: InboxItem, username: string | undefined): Target {
  if (item.kind === 'submission.approved' || item.kind === 'submission.rejected') {
    return { to: '/submissions', search: { type: item.data.type, submission: item.data.submission } };
  }
  if (item.kind === 'submission.note')
    return { to: '/submissions', search: { type: item.data.type, submission: item.data.submission, notes: true } };
  if ((item.kind === 'sanction.added' || item.kind === 'sanction.revoked' || item.kind === 'claim.approved') && username)
    return { to: '/profile/$username', params: { username } };
  if (item.kind === 'claim.refused') return { to: '/profile/$username', params: { username: item.data.player.name } };
  return null;
}
