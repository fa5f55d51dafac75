/**
 * Every text of the staff audit log, in one place. A sentence's names and values arrive as arguments
 * (sentences.ts turns the names into filters), so a translation may put them anywhere.
 */
import type { Duration, LevelType, SubmissionStatus } from '../../../shared/constants';
import { defineTexts } from '../../lib/i18n/registry';

export const auditTexts = defineTexts('auditTexts', {
  title: 'Audit log',
  intro: 'Every change, newest first, with who made it. Nothing here can be changed.',
  filtersLabel: 'Filter the changes',
  actor: 'Staff member',
  actorAll: 'Everyone',
  actorUnknown: (id: number) => `Player #${id}`,
  /** Someone not staff now who made changes as staff, by their name now. */
  actorFormer: (name: string) => `${name} (former staff)`,
  /** The target: a player, a level or a region, found by name. */
  target: 'Target',
  targetPlaceholder: 'Search players, levels and regions',
  targetHelper: 'Only the changes to one player, level or region.',
  targetEmpty: 'No player, level or region by that name.',
  targetPlayer: (name: string) => `${name} (player)`,
  targetLevel: {
    classic: (name: string, ranking: number) => `${name} (classic level #${ranking})`,
    platformer: (name: string, ranking: number) => `${name} (platformer level #${ranking})`,
  } satisfies Record<LevelType, (name: string, ranking: number) => string>,
  targetRegion: (name: string) => `${name} (region)`,
  /** A target set from a sentence that no list holds: a submission, or something removed since. */
  targetSubmission: {
    classic: (id: number) => `Classic submission #${id}`,
    platformer: (id: number) => `Platformer submission #${id}`,
  } satisfies Record<LevelType, (id: number) => string>,
  targetRemoved: (target: string) => `${target} (no longer listed)`,
  clearTarget: 'Clear the target',
  kind: 'Kind',
  kinds: {
    all: 'All changes',
    level: 'Levels',
    levels: 'Reorders',
    record: 'Records',
    region: 'Regions',
    player: 'Players',
    submission: 'Submissions',
  },
  listLabel: 'Changes',
  loading: 'Loading the audit log',
  failed: 'Failed to load the audit log',
  empty: 'No changes match these filters.',
  loadOlder: 'Load older',
  loadingOlder: 'Loading older changes…',
  olderFailed: 'Could not load older changes.',
  end: 'This is where the history begins.',
  /** The label of a name in a sentence, which filters the log to it. */
  showTarget: (name: string) => `Show only changes to ${name}`,
  showActor: (name: string) => `Show only changes by ${name}`,
  /** Who made a change nobody signed (a command run on the server). */
  system: 'The system',
  none: 'none',
  yes: 'yes',
  no: 'no',
  place: (ranking: number) => `#${ranking}`,
  submissionNumber: (id: number) => `#${id}`,
  /** One field's change in a list of them: 'name from A to B'. */
  change: (field: string, from: string, to: string) => `${field} from ${from} to ${to}`,
  /** The same, shorter, after a colon: 'Discord none → sara#1'. */
  arrow: (field: string, from: string, to: string) => `${field} ${from} → ${to}`,
  /** Two sentences about one change, as one. */
  joined: (first: string, second: string) => `${first}; ${second}`,
  moves: (count: number) => (count === 1 ? '1 level moved' : `${count} levels moved`),
  level: {
    baseline: (level: string, place: string) => `${level} was at ${place} when history began`,
    placed: (actor: string, level: string, place: string) => `${actor} placed ${level} at ${place}`,
    /** Placed at the top (`next`: the level now under it), last (`previous`: the level over it), or between. */
    placedAbove: (actor: string, level: string, place: string, next: string) => `${actor} placed ${level} at ${place} (above ${next})`,
    placedBelow: (actor: string, level: string, place: string, previous: string) =>
      `${actor} placed ${level} at ${place} (below ${previous})`,
    placedBetween: (actor: string, level: string, place: string, next: string, previous: string) =>
      `${actor} placed ${level} at ${place} (above ${next}, below ${previous})`,
    /** `changes`: the fields' changes, already listed in the language. */
    changed: (actor: string, level: string, changes: string) => `${actor} changed ${level}'s ${changes}`,
    unchanged: (actor: string, level: string) => `${actor} saved ${level} without changes`,
    removed: (actor: string, level: string, place: string) => `${actor} removed ${level} from the list (was ${place})`,
    reordered: (actor: string) => `${actor} reordered the list`,
  },
  /**
   * A reorder, as its moved levels (each with its neighbours after it: `next`, the level now under it,
   * `previous`, the one over it; null: none, or not known) and the levels that made room.
   */
  reorder: {
    line: (actor: string, moves: string) => `${actor} reordered the list: ${moves}`,
    movedUp: (level: string, from: string, to: string, next: string | null, previous: string | null) =>
      `${level} moved up from ${from} to ${to}${next && previous ? ` (above ${next}, below ${previous})` : next ? ` (above ${next})` : previous ? ` (below ${previous})` : ''}`,
    movedDown: (level: string, from: string, to: string, next: string | null, previous: string | null) =>
      `${level} moved down from ${from} to ${to}${next && previous ? ` (above ${next}, below ${previous})` : next ? ` (above ${next})` : previous ? ` (below ${previous})` : ''}`,
  },
  /** Where a list's history begins: one line for its baselines, opening to the list as it stood ('#12 Bloodbath'). */
  beginning: {
    line: {
      classic: (count: number) => `History begins: ${count === 1 ? '1 level' : `${count} levels`} on the classic list`,
      platformer: (count: number) => `History begins: ${count === 1 ? '1 level' : `${count} levels`} on the platformer list`,
    } satisfies Record<LevelType, (count: number) => string>,
    standingList: 'Show the list as it stood',
    standing: (place: string, level: string) => `${place} ${level}`,
  },
  /** A level's place as an edit's sentence names it; its other fields are worded with the changelog's (components/texts.ts). */
  placeField: 'place',
  durations: { TINY: 'Tiny', SHORT: 'Short', MEDIUM: 'Medium', LONG: 'Long', XL: 'XL' } satisfies Record<Duration, string>,
  playerNumber: (id: number) => `player #${id}`,
  record: {
    added: (actor: string, player: string, level: string, value: string) => `${actor} added ${player}'s record on ${level}: ${value}`,
    improved: (actor: string, player: string, level: string, from: string, to: string) =>
      `${actor} improved ${player}'s record on ${level} from ${from} to ${to}`,
    changed: (actor: string, player: string, level: string, changes: string) =>
      `${actor} changed ${player}'s record on ${level}: ${changes}`,
    edited: (actor: string, player: string, level: string) => `${actor} edited ${player}'s record on ${level}`,
    removed: (actor: string, player: string, level: string, value: string) =>
      `${actor} removed ${player}'s record on ${level} (was ${value})`,
    /** The level's first victor (classic) or record holder (platformer) passed to someone else. */
    holder: {
      classic: (from: string, to: string) => `first victor ${from} → ${to}`,
      platformer: (from: string, to: string) => `record holder ${from} → ${to}`,
    } satisfies Record<LevelType, (from: string, to: string) => string>,
    bySubmission: (submission: string) => `through submission ${submission}`,
  },
  recordFields: { value: 'value', link: 'video', date: 'date' },
  submission: {
    reviewed: {
      APPROVED: (actor: string, submission: string, player: string, level: string) =>
        `${actor} approved submission ${submission} of ${player} on ${level}`,
      REJECTED: (actor: string, submission: string, player: string, level: string) =>
        `${actor} rejected submission ${submission} of ${player} on ${level}`,
      PENDING: (actor: string, submission: string, player: string, level: string) =>
        `${actor} put submission ${submission} of ${player} on ${level} back to pending`,
    } satisfies Record<SubmissionStatus, (actor: string, submission: string, player: string, level: string) => string>,
    was: (status: string) => `was ${status}`,
    status: { PENDING: 'pending', APPROVED: 'approved', REJECTED: 'rejected' } satisfies Record<SubmissionStatus, string>,
    /** What the review did to the player's record, after the sentence in brackets. */
    effect: (sentence: string, effect: string) => `${sentence} (${effect})`,
    /** A rejection's reason, after the whole sentence. */
    because: (sentence: string, reason: string) => `${sentence}: ${reason}`,
    added: (value: string) => `record added: ${value}`,
    improved: (from: string, to: string) => `record improved: ${from} → ${to}`,
    edited: (from: string, to: string) => `record changed: ${from} → ${to}`,
    removed: (value: string) => `record removed: was ${value}`,
  },
  region: {
    created: (actor: string, region: string) => `${actor} created the region ${region}`,
    renamed: (actor: string, from: string, to: string) => `${actor} renamed the region ${from} to ${to}`,
    removed: (actor: string, region: string) => `${actor} removed the region ${region}`,
  },
  player: {
    joined: (player: string) => `${player} joined`,
    /** `changes`: the fields' changes, already listed in the language ('Discord from none to sara#1'). */
    ownProfile: (actor: string, changes: string) => `${actor} edited their profile: ${changes}`,
    profile: (actor: string, player: string, changes: string) => `${actor} edited ${player}'s profile: ${changes}`,
    staffGranted: (actor: string, player: string) => `${actor} gave ${player} staff rights`,
    staffRevoked: (actor: string, player: string) => `${actor} took staff rights away from ${player}`,
    ownAvatar: (actor: string) => `${actor} changed their avatar`,
    avatar: (actor: string, player: string) => `${actor} changed ${player}'s avatar`,
    /** `holders`: the first victors and record holders the ban moved, already listed ('Bloodbath Amine → Sara'). */
    recordsHidden: (player: string, holders: string) => `${player}'s records left the lists for a ban${holders ? `: ${holders}` : ''}`,
    recordsBack: (player: string, holders: string) => `${player}'s records came back to the lists${holders ? `: ${holders}` : ''}`,
    /** An approved claim: the signed-in account `account` (gone since) became the imported `player`. */
    claimed: (actor: string, account: string, player: string) => `${actor} approved ${account}'s claim: the account is ${player} now`,
    /** An approved claim of a player who is staff: the account became `player` with its staff rights. */
    claimedStaff: (actor: string, account: string, player: string) =>
      `${actor} approved ${account}'s claim of ${player}, who is staff: ${account} is staff now`,
  },
  sanction: {
    flagged: (actor: string, player: string, reason: string) => `${actor} flagged ${player}: ${reason}`,
    /** `until`: the day the ban ends, or null for a permanent ban. */
    banned: (actor: string, player: string, until: string | null, reason: string) =>
      until ? `${actor} banned ${player} until ${until}: ${reason}` : `${actor} banned ${player} permanently: ${reason}`,
    unflagged: (actor: string, player: string) => `${actor} revoked ${player}'s flag`,
    unbanned: (actor: string, player: string) => `${actor} revoked ${player}'s ban`,
    /** After unflagged or unbanned: how it was revoked, and why (`reason`, already marked, or null). */
    revokedHow: (sentence: string, inError: boolean, reason: string | null) =>
      `${sentence}, ${inError ? 'as issued in error (not an offence)' : 'lifted early (still an offence)'}${reason ? `: ${reason}` : ''}`,
  },
  playerFields: { username: 'name', regionId: 'region', discord: 'Discord', youtube: 'YouTube', twitter: 'Twitter', twitch: 'Twitch' },
  /** A kind of change this screen has no sentence for. */
  other: (actor: string, kind: string) => `${actor} made a change (${kind})`,
} as const);
