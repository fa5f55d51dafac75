/**
 * Staff's decisions on claims, through the outbox: approve or refuse (with a reason the claimant
 * reads). An approval makes two players one (records, points, first victors move), so an applied one
 * refreshes the lists and the staff screens as a sanction does.
 */
import * as v from 'valibot';
import { write } from '../../lib/outbox/write';
import { defineWrite, intentOf, jsonBody } from '../../lib/outbox/writes';
import { authKeys } from '../auth/queries';
import { levelKeys } from '../levels/queries';
import { playerKeys } from '../players/queries';
import { staffRecordKeys } from '../records/queries';
import { regionKeys } from '../regions/queries';
import { sanctionKeys } from '../sanctions/queries';
import { staffSubmissionKeys } from '../submissions/staff-queries';
import { claimKeys, staffClaimKeys, type Claim } from './queries';
import { staffClaimTexts } from './staff-texts';

const decided = () => [
  staffClaimKeys.all,
  claimKeys.all,
  playerKeys.all,
  levelKeys.all,
  regionKeys.all,
  staffRecordKeys.all,
  staffSubmissionKeys.all,
  sanctionKeys.all,
  authKeys.all,
];

export const CLAIM_APPROVE = defineWrite({
  kind: 'staff.claim.approve',
  method: 'POST',
  path: ({ id }) => `/api/staff/claims/${id}/approve`,
  data: v.object({ id: v.number(), player: v.string() }),
  invalidate: decided,
});

/** A refusal; an empty `reason` sends none. */
export const CLAIM_REFUSE = defineWrite({
  kind: 'staff.claim.refuse',
  method: 'POST',
  path: ({ id }) => `/api/staff/claims/${id}/refuse`,
  data: v.object({ id: v.number(), player: v.string(), reason: v.string() }),
  invalidate: () => [staffClaimKeys.all, claimKeys.all],
});

export type RefusalDraft = v.InferOutput<typeof CLAIM_REFUSE.data>;

/**
 * An approval; `confirmStaff` (sent only once staff have confirmed it a second time) makes the
 * claimant of a staff player staff, which the server refuses without it (409 `staff_claim_unconfirmed`).
 * `entryId` replaces the row's refused change.
 */
export function approveClaim(claim: Claim, { confirmStaff = false, entryId }: { confirmStaff?: boolean; entryId?: string } = {}) {
  const intent = intentOf(
    CLAIM_APPROVE,
    { id: claim.id, player: claim.player.name },
    {
      label: staffClaimTexts.labels.approve(claim.player.name),
      body: confirmStaff ? jsonBody({ confirmStaff: true }) : undefined,
    },
  );
  return write(intent, { success: staffClaimTexts.toasts.approved, failure: staffClaimTexts.toasts.approveFailed }, entryId);
}

export function refuseClaim(draft: RefusalDraft, entryId?: string) {
  const reason = draft.reason.trim();
  const intent = intentOf(
    CLAIM_REFUSE,
    { ...draft, reason },
    { label: staffClaimTexts.labels.refuse(draft.player), body: reason ? jsonBody({ reason }) : undefined },
  );
  return write(intent, { success: staffClaimTexts.toasts.refused, failure: staffClaimTexts.toasts.refuseFailed, form: true }, entryId);
}
