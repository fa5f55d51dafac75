/**
 * Claims of players with no sign-in (those the import brings: the 2024 site never published emails).
 * A signed-in account claims one with a proof; staff approve or refuse. Approving makes the two one
 * player, in one transaction: the claimed player keeps its id, so its profile address, records, first
 * victories and history stay where they were, and takes the account's sign-in and what the account
 * had (its records, submissions with their notes, sanctions, inbox, claims), keeping the better record
 * where both had one on a level; the account's own row goes. Points, first victors and record
 * holders are recomputed, and the change goes into the log (public: devices reload the players) and
 * so the audit trail. A player with a sign-in (one already claimed) cannot be claimed. The claimed
 * player's staff rights stay with it, so the claimant of a staff player becomes staff: that approval
 * must say so (`confirmStaff`), or it is refused and nothing changes, and its log entry says
 * `staff: true` (its actor is who confirmed). Every claim
 * decided is told to its claimant's inbox: an approval to the claimed player's (the account is gone),
 * a refusal with its reason, the claims an approval refuses with theirs.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Claim, ClaimApprovalInput, ClaimInput } from '../../shared/schemas/claims';
import type { SignedInPlayer } from '../auth/signed-in';
import type { Log } from '../db/change-log';
import type { Tx } from '../db/database';
import { levels, notifications, playerClaims, players, records, sanctions, submissionNotes, submissions } from '../db/schema';
import { notifyClaim } from '../notifications/rules';
import { errors } from '../rules/errors';
import { recomputeFor, settleBans } from '../sanctions/effects';
import { claimById } from './queries';

const hasSignIn = (player: { email: string | null; passwordHash: string | null }) => player.email !== null || player.passwordHash !== null;

/** 'This is me': 404 for an unknown player, 403 for one's own, 409 for a player with a sign-in or a claim already waiting. */
export async function createClaim(tx: Tx, input: ClaimInput, by: SignedInPlayer): Promise<Claim> {
  const [player] = await tx
    .select({ id: players.id, email: players.email, passwordHash: players.passwordHash })
    .from(players)
    .where(eq(players.id, input.player));
  if (!player) throw errors.notFound('Player');
  if (player.id === by.id) throw errors.forbidden('This is your own account.');
  if (hasSignIn(player)) throw errors.conflict('This player already signs in to the site: only a player with no sign-in can be claimed.');
  const [row] = await tx
    .insert(playerClaims)
    .values({ playerId: player.id, claimantId: by.id, claimantName: by.username, proof: input.proof })
    .onConflictDoNothing()
    .returning({ id: playerClaims.id });
  if (!row) throw errors.conflict('You have already claimed this player: staff will review it.');
  return (await claimById(tx, row.id))!;
}

/** Locks a claim; 404 for none, 409 when it has been decided. */
async function lockPending(tx: Tx, id: number) {
  const [claim] = await tx.select().from(playerClaims).where(eq(playerClaims.id, id)).for('update');
  if (!claim) throw errors.notFound('Claim');
  if (claim.status !== 'PENDING')
    throw errors.conflict(`This claim has already been ${claim.status === 'APPROVED' ? 'approved' : 'refused'}.`);
  return claim;
}

/** Where both had a record on a level, the claimed player's keeps the better run; the account's goes. */
async function mergeRecords(tx: Tx, into: number, from: number): Promise<void> {
  await tx.execute(sql`
    UPDATE ${records} AS kept SET percentage = other.percentage, time_ms = other.time_ms, link = other.link, created_at = other.created_at, version = kept.version + 1
    FROM ${records} AS other
    WHERE kept.player_id = ${into} AND other.player_id = ${from} AND other.type = kept.type AND other.level_id = kept.level_id
      AND ((kept.type = 'classic' AND other.percentage > kept.percentage) OR (kept.type = 'platformer' AND other.time_ms < kept.time_ms))`);
  await tx.execute(sql`
    DELETE FROM ${records} AS other USING ${records} AS kept
    WHERE other.player_id = ${from} AND kept.player_id = ${into} AND other.type = kept.type AND other.level_id = kept.level_id`);
  await tx.update(records).set({ playerId: into }).where(eq(records.playerId, from));
}

/** Approves a claim: the account and the claimed player become one (see above); a staff player's claim needs `confirmStaff`. */
export async function approveClaim(tx: Tx, log: Log, id: number, input: ClaimApprovalInput, staff: SignedInPlayer): Promise<Claim> {
  const claim = await lockPending(tx, id);
  if (claim.claimantId === null) throw errors.conflict('The account that made this claim no longer exists.');
  if (claim.claimantId === staff.id) throw errors.forbidden('Nobody approves their own claim.');
  const [first, second] = [claim.playerId, claim.claimantId].sort((a, b) => a - b);
  const locked = await tx
    .select()
    .from(players)
    .where(inArray(players.id, [first!, second!]))
    .orderBy(players.id)
    .for('update');
  const player = locked.find((row) => row.id === claim.playerId)!;
  const account = locked.find((row) => row.id === claim.claimantId);
  if (!account) throw errors.conflict('The account that made this claim no longer exists.');
  if (hasSignIn(player)) throw errors.conflict('This player already signs in to the site: only a player with no sign-in can be claimed.');
  // Read under the lock: rights granted since the staff member's screen loaded still need the confirmation.
  if (player.isStaff && !input.confirmStaff) throw errors.staffClaimUnconfirmed();
  const [into, from] = [player.id, account.id];

  await mergeRecords(tx, into, from);
  await tx.update(submissions).set({ playerId: into }).where(eq(submissions.playerId, from));
  await tx.update(submissions).set({ claimedBy: into }).where(eq(submissions.claimedBy, from));
  await tx.update(submissionNotes).set({ authorId: into }).where(eq(submissionNotes.authorId, from));
  await tx.update(notifications).set({ playerId: into }).where(eq(notifications.playerId, from));
  await tx.update(sanctions).set({ playerId: into }).where(eq(sanctions.playerId, from));
  await tx.update(sanctions).set({ createdBy: into }).where(eq(sanctions.createdBy, from));
  await tx.update(sanctions).set({ revokedBy: into }).where(eq(sanctions.revokedBy, from));
  await tx.update(playerClaims).set({ claimantId: into }).where(eq(playerClaims.claimantId, from));
  await tx.update(playerClaims).set({ decidedBy: into }).where(eq(playerClaims.decidedBy, from));
  // The account's other claims waiting: it is now a player of its own.
  const ownOthers = await tx
    .update(playerClaims)
    .set({ status: 'REFUSED', decidedAt: sql`now()`, decidedBy: staff.id, superseded: 'another_claim_approved' })
    .where(and(eq(playerClaims.claimantId, into), eq(playerClaims.status, 'PENDING'), ne(playerClaims.id, id)))
    .returning({ id: playerClaims.id });
  await tx
    .update(playerClaims)
    .set({ status: 'APPROVED', decidedAt: sql`now()`, decidedBy: staff.id })
    .where(eq(playerClaims.id, id));
  // Other accounts' claims of this player: it has a sign-in now.
  const rivals = await tx
    .update(playerClaims)
    .set({ status: 'REFUSED', decidedAt: sql`now()`, decidedBy: staff.id, superseded: 'player_claimed' })
    .where(and(eq(playerClaims.playerId, into), eq(playerClaims.status, 'PENDING')))
    .returning({ id: playerClaims.id });

  // Levels the account held (or staff gave it): the player it now is holds them.
  await tx.update(levels).set({ holderId: into }).where(eq(levels.holderId, from));
  await tx.update(levels).set({ manualHolderId: into }).where(eq(levels.manualHolderId, from));
  await tx.delete(players).where(eq(players.id, from));
  await tx
    .update(players)
    .set({
      email: account.email,
      passwordHash: account.passwordHash,
      isStaff: player.isStaff || account.isStaff,
      isActive: true,
      regionId: player.regionId ?? account.regionId,
      discord: player.discord ?? account.discord,
      youtube: player.youtube ?? account.youtube,
      twitter: player.twitter ?? account.twitter,
      twitch: player.twitch ?? account.twitch,
      ...(player.avatar === null && account.avatar !== null ? { avatar: account.avatar, avatarEtag: account.avatarEtag } : {}),
    })
    .where(eq(players.id, into));

  const holders = await recomputeFor(tx, [into]);
  log.add({
    kind: 'player.claimed',
    subjects: [`player:${into}`, `player:${from}`, ...holders.map((change) => `level:${change.type}:${change.level.id}`)],
    data: {
      player: { id: into, name: player.username },
      account: { id: from, name: account.username },
      claim: id,
      staff: player.isStaff,
      holders,
    },
  });
  await settleBans(tx, log, [into]);
  await notifyClaim(tx, staff, 'claim.approved', into, {
    claim: id,
    player: { id: into, name: player.username },
    reason: null,
    superseded: null,
  });
  for (const refused of [...ownOthers, ...rivals]) await tellRefused(tx, staff, (await claimById(tx, refused.id))!);
  return (await claimById(tx, id))!;
}

/** Tells a refused claim's claimant (when their account still exists), with the reason. */
async function tellRefused(tx: Tx, staff: SignedInPlayer, claim: Claim): Promise<void> {
  if (claim.claimant === null) return;
  await notifyClaim(tx, staff, 'claim.refused', claim.claimant.id, {
    claim: claim.id,
    player: claim.player,
    reason: claim.reason,
    superseded: claim.superseded,
  });
}

/** Refuses a claim, with a reason its claimant reads (or none). */
export async function refuseClaim(tx: Tx, id: number, reason: string | null, staff: SignedInPlayer): Promise<Claim> {
  const claim = await lockPending(tx, id);
  if (claim.claimantId === staff.id) throw errors.forbidden('Nobody decides on their own claim.');
  await tx
    .update(playerClaims)
    .set({ status: 'REFUSED', decidedAt: sql`now()`, decidedBy: staff.id, reason: reason || null })
    .where(eq(playerClaims.id, id));
  const refused = (await claimById(tx, id))!;
  await tellRefused(tx, staff, refused);
  return refused;
}
