/**
 * Every text of a player's claims, on a profile: 'This is me' and the claim's dialog, the visitor's
 * own claims and their state. The staff's Claims screen has its own (staff-texts.ts), which loads
 * with the staff area only.
 */
import { defineTexts } from '../../lib/i18n/registry';

export const claimTexts = defineTexts('claimTexts', {
  /** On the profile of a player with no sign-in, to a signed-in visitor who is someone else. */
  claim: {
    title: 'Is this you?',
    intro:
      'This player has no account on the site yet. If it is you, claim it: once staff approve, your account becomes this player, with its records and points.',
    thisIsMe: 'This is me',
    again: 'Claim again',
  },
  form: {
    title: (player: string) => `Claim ${player}`,
    description: 'Once staff approve, your account and this player become one: you keep this profile with its records, and sign in again.',
    proof: 'Proof',
    proofHelper: 'A link to a video, or a chat handle staff can ask',
    proofRequired: 'A claim needs a proof: a link to a video, or a chat handle staff can ask.',
    save: 'Send the claim',
    saving: 'Sending…',
  },
  /** The visitor's own claim of the player shown, or (on their own profile) of every player. */
  state: {
    yours: 'Your claim',
    queued: 'Your claim is saved on this device.',
    pending: 'Your claim waits for staff.',
    refused: 'Staff refused your claim.',
    reason: (reason: string) => `Reason: ${reason}`,
    /** Refused by another claim's approval rather than by staff. */
    superseded: {
      another_claim_approved: 'Another of your claims was approved: an account can be only one player.',
      player_claimed: "Another account's claim of this player was approved.",
    },
    proof: 'Proof',
    sent: (when: string) => `Sent ${when}`,
  },
  own: {
    title: 'Your claims',
    of: (player: string) => `Claim of ${player}`,
    status: { PENDING: 'Waiting for staff', APPROVED: 'Approved', REFUSED: 'Refused' },
  },
  toasts: { sent: 'Claim sent', failed: 'Failed to send the claim' },
  labels: { create: (player: string) => `Claim ${player}` },
} as const);
