/**
 * Sanctions on the wire (GET and POST /api/staff/players/{id}/sanctions, POST
 * /api/staff/sanctions/{id}/revoke): a flag or a ban, when it starts and ends, why, who set it, and
 * whether it is in force now.
 */
import * as v from 'valibot';
import { BAN_DAYS, SANCTION_KINDS } from '../constants';

const NamedPlayerSchema = v.object({ id: v.number(), name: v.string() });

export const SanctionSchema = v.object({
  id: v.number(),
  playerId: v.number(),
  kind: v.picklist(SANCTION_KINDS),
  startsAt: v.string(),
  /** When it ends (ISO 8601); null: a permanent ban, or a flag until revoked. */
  endsAt: v.nullable(v.string()),
  reason: v.string(),
  by: v.nullable(NamedPlayerSchema),
  revokedAt: v.nullable(v.string()),
  revokedBy: v.nullable(NamedPlayerSchema),
  /** Why it was revoked (null: no reason given). */
  revokeReason: v.nullable(v.string()),
  /** Revoked as issued in error: it never counts as an offence (a sanction lifted early still does). */
  revokedInError: v.boolean(),
  /** In force now: started, not ended, not revoked. */
  active: v.boolean(),
});
export type Sanction = v.InferOutput<typeof SanctionSchema>;

/** Whether a sanction counts as an offence: every one does, ended or lifted early, but one revoked as issued in error. */
export const countsAsOffence = (sanction: Pick<Sanction, 'revokedInError'>): boolean => !sanction.revokedInError;

/** What the guidelines call for after `offences` earlier sanctions: a flag, a ban of BAN_DAYS, then a permanent ban. */
export function nextSanction(offences: number): { kind: (typeof SANCTION_KINDS)[number]; days: number | null; offence: number } {
  if (offences === 0) return { kind: 'FLAG', days: null, offence: 1 };
  if (offences === 1) return { kind: 'BAN', days: BAN_DAYS.min, offence: 2 };
  return { kind: 'BAN', days: null, offence: offences + 1 };
}
