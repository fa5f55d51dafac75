/**
 * The review queue: a staff member holds a pending submission while reviewing it ('Under review
 * by …'; the screen's Claim and the wire's `claim` paths), and the hold lapses SUBMISSION_HOLD_HOURS
 * later without a decision. 'Review next' holds the oldest pending submission nobody is reviewing and
 * that is not the asker's own: it locks the row it takes and skips rows another transaction holds
 * (FOR UPDATE SKIP LOCKED), so reviewers asking at the same moment, on one instance or several, never
 * get the same one. Whether a hold is in force is read against the database's clock, so nothing in a
 * process decides it. (An account claiming an imported player is another thing: server/claims/.)
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { LevelType } from '../../shared/constants';
import type { Tx } from '../db/database';
import { players, submissions } from '../db/schema';
import { errors } from '../rules/errors';
import { holdInForce, oldestFirst, staffSubmissionById, type StaffSubmission } from './queries';

// Nobody holds it: the same rule the reads show as 'Under review' (queries.ts holdInForce).
const lapsed = sql`NOT ${holdInForce}`;

const hold = (tx: Tx, id: number, staffId: number) =>
  tx
    .update(submissions)
    .set({ claimedBy: staffId, claimedAt: sql`now()` })
    .where(eq(submissions.id, id));

/** Holds the oldest pending submission of `type` that nobody is reviewing and that is not the staff member's own; null when none is left. */
export async function holdNext(tx: Tx, type: LevelType, staffId: number): Promise<StaffSubmission | null> {
  const [next] = await tx
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.type, type), eq(submissions.status, 'PENDING'), ne(submissions.playerId, staffId), lapsed))
    .orderBy(...oldestFirst)
    .limit(1)
    .for('update', { skipLocked: true });
  if (!next) return null;
  await hold(tx, next.id, staffId);
  return staffSubmissionById(tx, type, next.id);
}

/** Locks a submission of `type` with what a hold needs to know; 404 when there is none. */
async function lockForHold(tx: Tx, type: LevelType, id: number) {
  const [row] = await tx
    .select({
      playerId: submissions.playerId,
      status: submissions.status,
      claimedBy: submissions.claimedBy,
      live: sql<boolean>`${holdInForce}`,
      reviewer: sql<string | null>`(SELECT ${players.username} FROM ${players} WHERE ${players.id} = ${submissions.claimedBy})`,
    })
    .from(submissions)
    .where(and(eq(submissions.type, type), eq(submissions.id, id)))
    .for('update');
  if (!row) throw errors.notFound('Submission');
  return row;
}

/**
 * Holds one submission for the staff member (again: the hold starts over). 409 when it is no longer
 * pending or someone else is reviewing it (saying who); 403 for their own.
 */
export async function holdForReview(tx: Tx, type: LevelType, id: number, staffId: number): Promise<StaffSubmission> {
  const row = await lockForHold(tx, type, id);
  if (row.playerId === staffId) throw errors.forbidden('Nobody reviews their own submission.');
  if (row.status !== 'PENDING') throw errors.conflict('This submission has already been reviewed.');
  if (row.live && row.claimedBy !== staffId) throw errors.underReview(row.reviewer);
  await hold(tx, id, staffId);
  return (await staffSubmissionById(tx, type, id))!;
}

/** Gives up the staff member's hold (nothing to do when there is none in force); 409 when someone else holds it. */
export async function releaseHold(tx: Tx, type: LevelType, id: number, staffId: number): Promise<void> {
  const row = await lockForHold(tx, type, id);
  if (row.live && row.claimedBy !== staffId) throw errors.underReview(row.reviewer);
  await tx.update(submissions).set({ claimedBy: null, claimedAt: null }).where(eq(submissions.id, id));
}
