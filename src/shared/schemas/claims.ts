/**
 * Claims on the wire (POST /api/authenticated/claims, GET /api/authenticated/claims, GET
 * /api/staff/claims, POST /api/staff/claims/{id}/approve|refuse, GET
 * /api/public/players/{id}/claimable): a signed-in account says 'this is me' of a player with no
 * sign-in, with a proof; staff approve or refuse it. Approving the claim of a player who is staff
 * makes the claimant staff, so it takes `{confirmStaff: true}` (409 `staff_claim_unconfirmed` without).
 */
import * as v from 'valibot';
import { CLAIM_STATUSES, CLAIM_SUPERSEDED } from '../constants';
import { PageQuerySchema } from './input/common';

const NamedPlayerSchema = v.object({ id: v.number(), name: v.string() });

export const ClaimSchema = v.object({
  id: v.number(),
  /** The player claimed: after an approval, the claimant's account itself (same id, same profile address). */
  player: NamedPlayerSchema,
  /** Whether the player claimed is staff: approving the claim makes the claimant staff, and needs `confirmStaff`. */
  playerIsStaff: v.boolean(),
  /** Who claims; null once an approval made the two one player. */
  claimant: v.nullable(NamedPlayerSchema),
  /** The claimant's name when they claimed. */
  claimantName: v.string(),
  proof: v.string(),
  status: v.picklist(CLAIM_STATUSES),
  createdAt: v.string(),
  decidedAt: v.nullable(v.string()),
  decidedBy: v.nullable(NamedPlayerSchema),
  /** Why it was refused. */
  reason: v.nullable(v.string()),
  /** Refused by another claim's approval, not by staff: which (the reader words it). */
  superseded: v.nullable(v.picklist(CLAIM_SUPERSEDED)),
});
export type Claim = v.InferOutput<typeof ClaimSchema>;

export const CLAIM_PROOF_MAX = 500;
export const CLAIM_REASON_MAX = 500;

/** 'This is me': the player's id and a proof (a link to a video, a chat handle staff can ask). */
export const ClaimInputSchema = v.object({
  player: v.pipe(
    v.number('player must be a player id'),
    v.integer('player must be a player id'),
    v.minValue(1, 'player must be a player id'),
  ),
  proof: v.pipe(
    v.string('proof must be text'),
    v.trim(),
    v.minLength(1, 'A claim needs a proof: a link to a video, or a chat handle staff can ask'),
    v.maxLength(CLAIM_PROOF_MAX, `proof must be at most ${CLAIM_PROOF_MAX} characters`),
  ),
});
export type ClaimInput = v.InferOutput<typeof ClaimInputSchema>;

/** A refusal's reason, which the claimant reads (optional). */
export const ClaimRefusalInputSchema = v.object({
  reason: v.optional(
    v.nullable(
      v.pipe(
        v.string('reason must be text'),
        v.trim(),
        v.maxLength(CLAIM_REASON_MAX, `reason must be at most ${CLAIM_REASON_MAX} characters`),
      ),
    ),
    null,
  ),
});

/**
 * An approval (the body may be left out): `confirmStaff` true confirms that the claimant becomes
 * staff, which the claim of a staff player needs; any other claim needs nothing.
 */
export const ClaimApprovalInputSchema = v.object({
  confirmStaff: v.optional(v.boolean('confirmStaff must be true or false'), false),
});
export type ClaimApprovalInput = v.InferOutput<typeof ClaimApprovalInputSchema>;

/** Whether a player may be claimed: true for a player with no sign-in (kept out of the Player shape, which matches the 2024 site's). */
export const ClaimableSchema = v.object({ claimable: v.boolean() });
export type Claimable = v.InferOutput<typeof ClaimableSchema>;

/** The staff list: a page, optionally of one status. */
export const ClaimPageQuerySchema = v.object({
  ...PageQuerySchema.entries,
  status: v.optional(v.picklist(CLAIM_STATUSES, `status must be one of ${CLAIM_STATUSES.join(', ')}`)),
});
