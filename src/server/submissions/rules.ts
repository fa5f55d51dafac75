/**
 * Submissions: players send their runs for their own account; staff decide on them. Every check runs
 * before the write, inside the same transaction.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { LevelType, SubmissionStatus } from '../../shared/constants';
import { classicRequirement } from '../../shared/points';
import type { Log } from '../db/change-log';
import type { Tx } from '../db/database';
import { levels, players, submissions } from '../db/schema';
import type { SignedInPlayer } from '../auth/signed-in';
import { errors } from '../rules/errors';
import { guardVersion } from '../rules/versions';
import { requireLevel } from '../levels/queries';
import { notifyReview, type Actor } from '../notifications/rules';
import { logRecordChange } from '../records/history';
import type { RecordValue } from '../records/value';
import { standingOf } from '../sanctions/queries';
import { approve, undoApproval } from './approval';
import { submissionById } from './queries';

export type SubmissionCreate = { level: string; link: string; rawFootage: string | null; comment: string | null; value: RecordValue };

/** The level must exist and a classic percentage must reach the level's current requirement. */
async function checkNewSubmission(tx: Tx, type: LevelType, input: SubmissionCreate): Promise<void> {
  const level = await requireLevel(tx, type, input.level);
  if (type !== 'classic') return;
  const required = classicRequirement(level.ranking, level.minimumCompletion ?? 100);
  if ((input.value.percentage ?? 0) < required) {
    throw errors.belowRequirement('recordPercentage', `recordPercentage must be at least ${required} % on this level.`);
  }
}

/** A banned player cannot submit (403 `banned`, saying until when); a flagged one must send raw footage. */
async function checkSanctions(tx: Tx, playerId: number, input: SubmissionCreate): Promise<void> {
  const { ban, flagged } = await standingOf(tx, playerId);
  if (ban) throw errors.banned(ban.until);
  if (flagged && !input.rawFootage) throw errors.rawFootageRequired();
}

/**
 * Creates a PENDING submission for the player; returns its id. `admit` runs after the checks and
 * before the insert, in the same transaction, so only accepted submissions count against the
 * player's rate limit.
 */
export async function createSubmission(
  tx: Tx,
  type: LevelType,
  playerId: number,
  input: SubmissionCreate,
  admit: () => Promise<void>,
): Promise<number> {
  await checkSanctions(tx, playerId, input);
  await checkNewSubmission(tx, type, input);
  await admit();
  const [row] = await tx
    .insert(submissions)
    .values({
      type,
      levelId: input.level,
      playerId,
      ...input.value,
      link: input.link,
      rawFootage: input.rawFootage,
      comment: input.comment,
    })
    .returning({ id: submissions.id });
  return row!.id;
}

/**
 * Locks the submission with all of its player's submissions on that level, in id order: undoing one
 * approval may update another of them (approval.ts), and one order keeps two changes from waiting
 * on each other.
 */
async function lockSubmission(tx: Tx, type: LevelType, id: number) {
  const [found] = await tx
    .select()
    .from(submissions)
    .where(and(eq(submissions.type, type), eq(submissions.id, id)));
  if (!found) throw errors.notFound('Submission');
  const group = await tx
    .select()
    .from(submissions)
    .where(and(eq(submissions.type, type), eq(submissions.levelId, found.levelId), eq(submissions.playerId, found.playerId)))
    .orderBy(asc(submissions.id))
    .for('update');
  const row = group.find((submission) => submission.id === id);
  if (!row) throw errors.notFound('Submission');
  return row;
}

/** Refuses with 412 when the submission changed since the version the user saw (checked after access). */
const guardSubmission = (tx: Tx, type: LevelType, row: { id: number; version: number }, expected: string | null) =>
  guardVersion(expected, row.version, 'This submission', () => submissionById(tx, type, row.id));

/** A player may delete their own submission; staff may delete any. */
export async function deleteSubmission(
  tx: Tx,
  type: LevelType,
  id: number,
  by: SignedInPlayer,
  expected: string | null = null,
): Promise<void> {
  const row = await lockSubmission(tx, type, id);
  if (row.playerId !== by.id && !by.isStaff) throw errors.forbidden('You can only delete your own submissions.');
  await guardSubmission(tx, type, row, expected);
  await tx.delete(submissions).where(eq(submissions.id, id));
}

/**
 * Any status may follow any other. Becoming APPROVED writes the record first (and may refuse with 409,
 * which leaves the status as it was); leaving APPROVED undoes what the approval did (approval.ts).
 * A rejection keeps its `reason` for the player (null or not given: none); any other status clears
 * it. Rejecting a rejected submission again with a reason given (null too) replaces it; without one,
 * as setting any status a submission already has, it changes nothing. The decision ends any claim, whoever held it:
 * staff may decide over a colleague's review (docs/decisions/020-rejection-reasons.md).
 * Its player is told of an approval or a rejection in their inbox, unless they made it (`by`).
 */
export async function changeStatus(
  tx: Tx,
  log: Log,
  type: LevelType,
  id: number,
  status: SubmissionStatus,
  expected: string | null = null,
  by: Actor = null,
  reason?: string | null,
): Promise<void> {
  const row = await lockSubmission(tx, type, id);
  await guardSubmission(tx, type, row, expected);
  const rejectionReason = status === 'REJECTED' ? (reason ?? null) : null;
  if (row.status === status && (reason === undefined || row.rejectionReason === rejectionReason)) return;
  const approvalEffect = await logRecordChange(
    tx,
    log,
    type,
    { levelId: row.levelId, playerId: row.playerId, submission: id },
    async () => {
      if (row.status === 'APPROVED') await undoApproval(tx, type, row);
      return status === 'APPROVED' ? approve(tx, type, row) : null;
    },
  );
  await tx
    .update(submissions)
    .set({ status, approvalEffect, rejectionReason, claimedBy: null, claimedAt: null, version: sql`${submissions.version} + 1` })
    .where(eq(submissions.id, id));
  const [names] = await tx
    .select({ level: levels.name, player: players.username })
    .from(levels)
    .innerJoin(players, eq(players.id, row.playerId))
    .where(and(eq(levels.type, type), eq(levels.id, row.levelId)));
  log.add({
    kind: 'submission.reviewed',
    type,
    subjects: [`submission:${type}:${id}`, `level:${type}:${row.levelId}`, `player:${row.playerId}`],
    data: {
      submission: id,
      level: { id: row.levelId, name: names?.level ?? row.levelId },
      player: { id: row.playerId, name: names?.player ?? String(row.playerId) },
      from: row.status,
      to: status,
      reason: rejectionReason,
    },
  });
  await notifyReview(tx, by, status, {
    id,
    type,
    playerId: row.playerId,
    level: { id: row.levelId, name: names?.level ?? row.levelId },
    value: (type === 'classic' ? row.percentage : row.timeMs) ?? 0,
    reason: rejectionReason,
  });
}
