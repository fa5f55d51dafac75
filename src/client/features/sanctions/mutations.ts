/**
 * The staff's sanction writes, through the outbox: flag or ban a player, revoke a sanction. A ban
 * changes the lists, the points and the staff screens (a banned player's records leave the public
 * lists), so an applied one refreshes them all. One queued offline and refused later waits in the
 * outbox's Needs attention with its reason as typed.
 */
import * as v from 'valibot';
import { SANCTION_KINDS } from '../../../shared/constants';
import type { SanctionInput, SanctionRevoke } from '../../../shared/schemas/input/sanctions';
import { write } from '../../lib/outbox/write';
import { defineWrite, intentOf, jsonBody } from '../../lib/outbox/writes';
import { authKeys } from '../auth/queries';
import { levelKeys } from '../levels/queries';
import { playerKeys } from '../players/queries';
import { staffRecordKeys } from '../records/queries';
import { regionKeys } from '../regions/queries';
import { staffSubmissionKeys } from '../submissions/staff-queries';
import { sanctionKeys, type Sanction } from './queries';
import { sanctionTexts as texts } from './texts';

const invalidate = () => [
  sanctionKeys.all,
  staffRecordKeys.all,
  staffSubmissionKeys.all,
  levelKeys.all,
  playerKeys.all,
  regionKeys.all,
  authKeys.all,
];

/** A new flag or ban; `days` null with a ban: permanent. The form reopens from this data. */
export const SANCTION_ADD = defineWrite({
  kind: 'staff.sanction.add',
  method: 'POST',
  path: ({ playerId }) => `/api/staff/players/${playerId}/sanctions`,
  data: v.object({
    playerId: v.number(),
    player: v.string(),
    kind: v.picklist(SANCTION_KINDS),
    days: v.nullable(v.number()),
    reason: v.string(),
  }),
  invalidate,
  editPath: '/staff/players',
});
/** A revoke with why, and whether the sanction was issued in error; one queued before revokes carried these has neither. */
export const SANCTION_REVOKE = defineWrite({
  kind: 'staff.sanction.revoke',
  method: 'POST',
  path: ({ id }) => `/api/staff/sanctions/${id}/revoke`,
  data: v.object({
    id: v.number(),
    playerId: v.number(),
    player: v.string(),
    reason: v.optional(v.string()),
    inError: v.optional(v.boolean()),
  }),
  invalidate,
});

export type SanctionDraft = v.InferOutput<typeof SANCTION_ADD.data>;

/** Queues a sanction of `draft.playerId`; `entryId` replaces one refused while its dialog was open. */
export function addSanction(draft: SanctionDraft, entryId?: string) {
  const body: SanctionInput =
    draft.kind === 'FLAG'
      ? { kind: 'FLAG', until: null, reason: draft.reason }
      : draft.days === null
        ? { kind: 'BAN', until: null, reason: draft.reason }
        : { kind: 'BAN', days: draft.days, reason: draft.reason };
  const intent = intentOf(SANCTION_ADD, draft, { label: texts.labels.add(draft.kind, draft.player), body: jsonBody(body) });
  return write(intent, { success: texts.toasts.added, failure: texts.toasts.addFailed, form: true }, entryId);
}

export function revokeSanction(sanction: Sanction, player: string, how: SanctionRevoke & { reason: string }) {
  const body: SanctionRevoke = { reason: how.reason, inError: how.inError };
  const data = { id: sanction.id, playerId: sanction.playerId, player, reason: how.reason, inError: how.inError };
  const intent = intentOf(SANCTION_REVOKE, data, { label: texts.labels.revoke(player), body: jsonBody(body) });
  return write(intent, { success: texts.toasts.revoked, failure: texts.toasts.revokeFailed });
}
