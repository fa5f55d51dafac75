/** Every text of the staff Submissions screen, in one place (English in the site's exact words, which the tests look for). */
import type { LevelType, ListType, SubmissionStatus } from '../../../shared/constants';
import { defineTexts } from '../../lib/i18n/registry';

const TYPE_NAMES: Record<LevelType, string> = { classic: 'Classic', platformer: 'Platformer' };

export const staffSubmissionTexts = defineTexts('staffSubmissionTexts', {
  title: 'Submissions',
  panel: (type: LevelType) => `${TYPE_NAMES[type]} submissions`,
  total: (count: number) => `Total: ${count}`,
  filterLabel: (type: LevelType) => `Show ${TYPE_NAMES[type].toLowerCase()} submissions`,
  filterAll: 'All',
  status: { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' } satisfies Record<SubmissionStatus, string>,
  statusLabel: (player: string, level: string) => `Status of ${player}'s submission for ${level}`,
  empty: 'No submissions found.',
  loading: 'Loading submissions…',
  loadingLevelName: 'Loading...',
  /** Under the title: the queues' one order, the one 'Review next' (review.next) takes them in. */
  order: 'Pending submissions first, oldest first: the order Review next takes them in.',
  video: (player: string, level: string) => `Video of ${player} on ${level}`,
  rawFootage: (player: string, level: string) => `Raw footage of ${player} on ${level}`,
  /** When it was sent: `when` is a relative time such as '3 days ago'. */
  submitted: (when: string) => `Submitted ${when}`,
  delete: (player: string, level: string) => `Delete ${player}'s submission for ${level}`,
  deleteTitle: 'Delete submission?',
  deleteDescription: (label: string) => `${label} will be removed. This cannot be undone.`,
  record: (player: string, value: string, level: string) => `Record: ${player} ${value} on ${level}`,
  noRecord: 'No record on this level now.',
  toasts: {
    fetchFailed: 'Failed to fetch submissions',
    levelsFailed: 'Failed to fetch level names',
    statusUpdated: 'Submission status updated successfully',
    statusFailed: 'Failed to update submission status',
    deleted: 'Submission deleted successfully',
    deleteFailed: 'Failed to delete submission',
  },
  review: {
    next: 'Review next',
    nextLabel: (panel: string) => `Review next: ${panel}`,
    nothingLeft: 'Nothing left to review.',
    underReviewBy: (name: string) => `Under review by ${name}`,
    underReviewByYou: 'Under review by you',
    claim: 'Claim',
    claimFor: (player: string, level: string) => `Claim ${player}'s submission for ${level}`,
    release: 'Give up',
    releaseFor: (player: string, level: string) => `Give up ${player}'s submission for ${level}`,
    open: 'Review',
    openFor: (player: string, level: string) => `Review ${player}'s submission for ${level}`,
    title: (player: string, level: string) => `${player}'s submission for ${level}`,
    approve: 'Approve',
    /** Approves, then opens the next submission in the queue (as Review next would). */
    approveNext: 'Approve and next',
    reject: 'Reject',
    /** What a run is weighed against: the level's place and requirement, the player's record there. */
    factsLabel: "The level and the player's record",
    place: (ranking: number, list: string) => `#${ranking}, ${list}`,
    tiers: { main: 'Main list', extended: 'Extended list', legacy: 'Legacy list' } satisfies Record<ListType, string>,
    /** `value` is the classic requirement, such as '60%'. */
    requirement: (value: string) => `Requirement: ${value}`,
    requirementPlatformer: 'Requirement: a completion, in any time',
    existing: (player: string, value: string) => `${player}'s record here: ${value}`,
    noExisting: (player: string) => `${player} has no record here yet.`,
    existingLoading: "Loading the player's record…",
    existingFailed: "The player's record could not be loaded.",
    /** The run's video, embedded in the review. */
    video: {
      title: (player: string, level: string) => `${player}'s run on ${level}`,
      watch: 'Watch the video',
      offline: 'The video needs a connection.',
    },
    reason: 'Reason for the player (optional)',
    reasonHelper: 'The player reads it with the rejection.',
    /** Rejecting from a row's status menu asks first: the player is told at once. */
    rejectTitle: (player: string, level: string) => `Reject ${player}'s submission for ${level}?`,
    rejectDescription: (player: string) => `${player} is told at once, with the reason you give.`,
    close: 'Close',
    claimLabel: (label: string) => `Claim submission of ${label}`,
    releaseLabel: (label: string) => `Give up submission of ${label}`,
    claimFailed: 'Failed to claim submission',
    releaseFailed: 'Failed to give up submission',
  },
  statusLabelOutbox: (player: string, level: string, value: string, status: string) =>
    `Submission of ${player}: ${level} ${value} → ${status}`,
  deleteLabelOutbox: (player: string, level: string, value: string) => `Delete submission of ${player}: ${level} ${value}`,
} as const);
