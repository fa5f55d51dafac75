/**
 * A player's claim, through the outbox: a signed-in account claims a player ('this is me', with a
 * proof). Staff's decisions are staff-mutations.ts.
 */
import * as v from 'valibot';
import { ClaimSchema } from '../../../shared/schemas/claims';
import { write } from '../../lib/outbox/write';
import { defineWrite, intentOf, jsonBody } from '../../lib/outbox/writes';
import { claimKeys, type Claim } from './queries';
import { claimTexts } from './texts';

/** 'This is me': `player` (named `name`) claimed by the signed-in account `by`, with `proof`. */
export const CLAIM_CREATE = defineWrite({
  kind: 'claim.create',
  method: 'POST',
  path: () => '/api/authenticated/claims',
  data: v.object({ player: v.number(), name: v.string(), proof: v.string(), by: v.number() }),
  invalidate: ({ player, by }) => [claimKeys.own(by), claimKeys.claimable(player)],
  // The profile says the claim waits for staff at once, before the refetch confirms it.
  applied: (cache, { by }, answer) => {
    const made = v.safeParse(ClaimSchema, answer);
    if (!made.success) return;
    cache.setQueryData(claimKeys.own(by), (rows: Claim[] | undefined) =>
      rows ? [made.output, ...rows.filter((row) => row.id !== made.output.id)] : rows,
    );
  },
});

export type ClaimDraft = v.InferOutput<typeof CLAIM_CREATE.data>;

/** Queues a claim; `entryId` replaces one refused while its dialog was open. */
export function createClaim(draft: ClaimDraft, entryId?: string) {
  const intent = intentOf(CLAIM_CREATE, draft, {
    label: claimTexts.labels.create(draft.name),
    body: jsonBody({ player: draft.player, proof: draft.proof }),
  });
  return write(intent, { success: claimTexts.toasts.sent, failure: claimTexts.toasts.failed, form: true }, entryId);
}
