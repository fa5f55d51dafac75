/** Every text of the Staff players screen (find a player, their sanctions and records, flag, ban, revoke) and of a player's own sanction notices. */
import { dateText, formatNumber } from '../../lib/i18n/format';
import { defineTexts } from '../../lib/i18n/registry';

export const sanctionTexts = defineTexts('sanctionTexts', {
  title: 'Players',
  intro: 'Find a player to see their sanctions and records, and to flag, ban or lift a sanction.',
  find: 'Find a player',
  findPlaceholder: 'Type a username',
  noPlayer: 'No player found',
  loadingPlayers: 'Loading players…',
  choose: 'Choose a player to see their standing.',
  playerFailed: 'Failed to fetch the player',
  standing: {
    flagged: 'Flagged',
    banned: (until: Date | null) => (until ? `Banned until ${dateText(until)}` : 'Banned permanently'),
    clear: 'No sanction in force',
  },
  history: {
    title: 'Sanctions',
    empty: 'No sanctions yet.',
    loading: 'Loading sanctions…',
    failed: 'Failed to fetch sanctions',
    kind: { FLAG: 'Flag', BAN: 'Ban' },
    active: 'In force',
    ended: 'Ended',
    revoked: 'Revoked',
    since: (date: Date) => `From ${dateText(date)}`,
    until: (date: Date | null) => (date ? `until ${dateText(date)}` : 'no end date'),
    setBy: (name: string | null) => `Set by ${name ?? 'a deleted account'}`,
    revokedBy: (name: string | null, date: Date) => `Revoked by ${name ?? 'a deleted account'} on ${dateText(date)}`,
    revokedInError: 'Issued in error: not an offence',
    liftedEarly: 'Lifted early: still an offence',
    revokeReason: 'Why it was revoked',
    reason: 'Reason',
    revoke: 'Revoke',
    revokeLabel: (kind: string, date: string) => `Revoke the ${kind.toLowerCase()} of ${date}`,
    revokeTitle: 'Revoke this sanction?',
    revokeDescription: (player: string) => `The sanction ends now and stays in ${player}'s history.`,
    queued: 'New sanction, not sent yet',
  },
  proposal: {
    /** What the guidelines call for after the player's earlier sanctions. */
    first: 'First offence: the guidelines call for a flag (raw footage with every submission).',
    second: 'Second offence: the guidelines call for a ban of 2 weeks to 2 months.',
    later: (offence: number) => `Offence ${formatNumber(offence)}: the guidelines call for a permanent ban.`,
    /** After the step, when some sanctions were revoked as issued in error. */
    notCounted: (count: number) =>
      count === 1
        ? 'One sanction revoked as issued in error does not count.'
        : `${formatNumber(count)} sanctions revoked as issued in error do not count.`,
  },
  revoke: {
    title: 'Revoke this sanction?',
    why: 'The sanction was',
    early: 'Lifted early',
    inError: 'Issued in error',
    earlyEffect: 'It still counts as an offence: the next sanction follows it.',
    inErrorEffect: 'It will never count as an offence: the next sanction is worked out as if it had not been.',
    reason: 'Why',
    reasonRequired: 'Say why the sanction is revoked.',
    confirm: 'Revoke',
  },
  actions: { flag: 'Flag', ban: 'Ban' },
  form: {
    title: (player: string) => `Sanction ${player}`,
    description: 'The player is told the reason in their inbox.',
    kind: 'Sanction',
    kinds: { FLAG: 'Flag', BAN: 'Ban' },
    length: 'Length',
    lengths: { days: 'A number of days', permanent: 'Permanent' },
    days: 'Days',
    daysHelper: 'From 14 to 60 days.',
    daysInvalid: 'A ban lasts from 14 to 60 days.',
    reason: 'Reason',
    reasonRequired: 'A sanction needs a reason.',
    save: 'Apply',
    saving: 'Applying…',
  },
  records: {
    title: 'Records',
    modes: { classic: 'Classic', platformer: 'Platformer' },
    empty: 'No records.',
    loading: 'Loading records…',
    failed: 'Failed to fetch records',
    hidden: 'Hidden from the public lists while the ban lasts',
    count: (count: number) => `${formatNumber(count)} records`,
  },
  toasts: {
    added: 'Sanction applied',
    addFailed: 'Failed to apply the sanction',
    revoked: 'Sanction revoked',
    revokeFailed: 'Failed to revoke the sanction',
  },
  labels: {
    add: (kind: 'FLAG' | 'BAN', player: string) => `${kind === 'FLAG' ? 'Flag' : 'Ban'} ${player}`,
    revoke: (player: string) => `Revoke a sanction of ${player}`,
  },
} as const);
