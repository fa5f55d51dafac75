/** Every text of the staff's Claims screen: the list, approve, refuse with a reason (a player's own claims: texts.ts). */
import { formatNumber } from '../../lib/i18n/format';
import { defineTexts } from '../../lib/i18n/registry';

export const staffClaimTexts = defineTexts('staffClaimTexts', {
  title: 'Claims',
  intro:
    'Players who sign in claim players with no sign-in as themselves. Check the proof, then approve (the account and the player become one) or refuse.',
  filterLabel: 'Show claims',
  filters: { ALL: 'All', PENDING: 'Waiting', APPROVED: 'Approved', REFUSED: 'Refused' },
  listLabel: 'Claims',
  loading: 'Loading claims…',
  failed: 'Failed to fetch claims',
  empty: 'No claims.',
  count: (count: number) => (count === 1 ? '1 claim' : `${formatNumber(count)} claims`),
  status: { PENDING: 'Waiting', APPROVED: 'Approved', REFUSED: 'Refused' },
  claimedBy: (name: string) => `Claimed by ${name}`,
  proof: 'Proof',
  reason: (reason: string) => `Reason: ${reason}`,
  /** Refused by another claim's approval rather than by a staff member's decision. */
  superseded: {
    another_claim_approved: 'Closed: another claim by this account was approved.',
    player_claimed: "Closed: another account's claim of this player was approved.",
  },
  approvedBy: (name: string | null) => `Approved by ${name ?? 'a deleted account'}`,
  refusedBy: (name: string | null) => `Refused by ${name ?? 'a deleted account'}`,
  yourOwn: 'Your own claim: another staff member decides it.',
  approve: 'Approve',
  refuse: 'Refuse',
  approveLabel: (player: string, claimant: string) => `Approve ${claimant}'s claim of ${player}`,
  refuseLabel: (player: string, claimant: string) => `Refuse ${claimant}'s claim of ${player}`,
  approveTitle: 'Approve this claim?',
  approveDescription: (player: string, claimant: string) =>
    `${claimant}'s account becomes ${player}: its records, submissions and inbox move to ${player}, and ${claimant} signs in again. This cannot be undone.`,
  /** The claim of a player who is staff: the player keeps its staff rights, so approving makes the claimant staff, and asks twice. */
  staffPlayer: {
    badge: 'Staff',
    warning: (player: string, claimant: string) => `${player} is staff: approving this claim makes ${claimant} staff.`,
    title: (claimant: string) => `Make ${claimant} staff?`,
    description: (player: string, claimant: string) =>
      `${player} is staff and stays staff: once approved, ${claimant} signs in as ${player}, with every staff right. Approve only if you are sure the claim is theirs.`,
    confirm: 'Approve and make staff',
  },
  refuseForm: {
    title: (player: string) => `Refuse the claim of ${player}`,
    description: 'The claimant is told in their inbox, with the reason when you give one.',
    reason: 'Reason (optional)',
    save: 'Refuse',
    saving: 'Refusing…',
  },
  toasts: {
    approved: 'Claim approved',
    approveFailed: 'Failed to approve the claim',
    refused: 'Claim refused',
    refuseFailed: 'Failed to refuse the claim',
  },
  labels: {
    approve: (player: string) => `Approve the claim of ${player}`,
    refuse: (player: string) => `Refuse the claim of ${player}`,
  },
} as const);
