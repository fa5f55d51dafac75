/** Every text of the player's Submissions screen, in one place (English in the site's exact words, which the tests look for). */
import type { SubmissionStatus } from '../../../shared/constants';
import { dateText } from '../../lib/i18n/format';
import { defineTexts } from '../../lib/i18n/registry';

export const submissionTexts = defineTexts('submissionTexts', {
  title: 'Submissions',
  typeLabel: 'Level type',
  types: { classic: 'Classic', platformer: 'Platformer' },
  create: 'Create Submission',
  inactive: 'Action Required: Your account is inactive. Please change your username in your account settings to activate your account.',
  /** A banned player's notice, in place of a usable Create Submission. */
  banned: (until: Date | null) =>
    until ? `You are banned from submitting records until ${dateText(until)}.` : 'You are banned from submitting records permanently.',
  /** A flagged player's notice under the raw footage field. */
  flagged: 'Your account is flagged: send raw footage with every submission.',
  listLabel: (type: string) => `Your ${type} submissions`,
  empty: 'No submissions yet.',
  loading: 'Loading submissions…',
  loadingLevelName: 'Loading...',
  status: { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' } satisfies Record<SubmissionStatus, string>,
  video: (level: string) => `Video of ${level}`,
  rawFootage: (level: string) => `Raw footage of ${level}`,
  /** When it was sent: `when` is a relative time such as '3 days ago'. */
  submitted: (when: string) => `Submitted ${when}`,
  delete: (level: string) => `Delete submission for ${level}`,
  deleting: 'Deleting…',
  deleteTitle: 'Delete submission?',
  deleteDescription: (label: string) => `${label} will be removed. This cannot be undone.`,
  deleteConfirm: 'Delete',
  cancel: 'Cancel',
  notSent: 'Not sent yet',
  attention: 'Needs attention',
  edit: 'Edit',
  form: {
    title: 'Create Submission',
    editTitle: 'Edit Submission',
    description: 'Send a run of yours for review by the list staff.',
    level: 'Level',
    levelPlaceholder: 'Search for a level',
    levelsLoading: 'Loading levels…',
    noLevel: 'No level matches.',
    link: 'Video link',
    rawFootage: 'Raw footage (mandatory for Extreme demons)',
    comment: 'Comment',
    submit: 'Submit',
    submitting: 'Submitting…',
    draftKept: 'What you type is kept on this device until you submit.',
  },
  checks: {
    levelRequired: 'Choose a level from the list.',
    belowRequirement: (required: number) => `At least ${required}% is needed on this level.`,
    timePositive: 'The time must be above zero.',
    alreadyBetter: (value: string) => `You already have ${value} on this level, equal or better.`,
  },
  toasts: {
    created: 'Submission created successfully!',
    createFailed: 'Failed to create submission. Please try again.',
    deleted: 'Submission deleted successfully',
    deleteFailed: 'Failed to delete submission',
    fetchFailed: 'Failed to fetch submissions',
    levelsFailed: 'Failed to fetch level names',
  },
  label: (level: string, value: string) => `Submission: ${level} ${value}`,
  deleteLabel: (level: string, value: string) => `Delete submission: ${level} ${value}`,
} as const);
