/**
 * What staff send to flag or ban a player (POST /api/staff/players/{id}/sanctions): the kind, when it
 * ends and the reason the player is told. The end is either `until` (an ISO 8601 time; null or absent:
 * a permanent ban, or a flag until revoked) or, for a ban, `days` (BAN_DAYS, counted by the server from
 * its clock); never both. A ban that ends lasts BAN_DAYS (checked by the server against its clock).
 */
import * as v from 'valibot';
import { BAN_DAYS, SANCTION_KINDS } from '../../constants';

export const SANCTION_REASON_MAX = 500;

export const SanctionInputSchema = v.pipe(
  v.object({
    kind: v.picklist(SANCTION_KINDS, `kind must be one of ${SANCTION_KINDS.join(', ')}`),
    until: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp('until must be an ISO 8601 time, such as 2026-05-01T18:00:00Z')))),
    days: v.optional(
      v.pipe(
        v.number('days must be a whole number of days'),
        v.integer('days must be a whole number of days'),
        v.minValue(BAN_DAYS.min, `A ban lasts from ${BAN_DAYS.min} to ${BAN_DAYS.max} days`),
        v.maxValue(BAN_DAYS.max, `A ban lasts from ${BAN_DAYS.min} to ${BAN_DAYS.max} days`),
      ),
    ),
    reason: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, 'A sanction needs a reason'),
      v.maxLength(SANCTION_REASON_MAX, `reason must be at most ${SANCTION_REASON_MAX} characters`),
    ),
  }),
  v.forward(
    v.check((input) => input.days === undefined || input.until === undefined, 'Send either until or days, not both'),
    ['days'],
  ),
  v.forward(
    v.check((input) => input.days === undefined || input.kind === 'BAN', 'days is for a ban; a flag lasts until revoked or until a time'),
    ['days'],
  ),
);
export type SanctionInput = v.InferOutput<typeof SanctionInputSchema>;

/**
 * Revoking a sanction (POST /api/staff/sanctions/{id}/revoke): why, and whether it was issued in
 * error (then it never counts as an offence) or is lifted early (it still counts). A revoke with no
 * body, as clients sent before revokes carried these, is lifted early with no reason.
 */
export const SanctionRevokeSchema = v.object({
  reason: v.optional(
    v.nullable(
      v.pipe(
        v.string('reason must be text'),
        v.trim(),
        v.maxLength(SANCTION_REASON_MAX, `reason must be at most ${SANCTION_REASON_MAX} characters`),
        v.transform((reason) => reason || null),
      ),
    ),
    null,
  ),
  inError: v.optional(v.boolean('inError must be true or false'), false),
});
export type SanctionRevoke = v.InferOutput<typeof SanctionRevokeSchema>;
