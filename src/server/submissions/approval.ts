/**
 * Approving a submission turns it into the player's record on that level: a new record, or an
 * improvement of the one they have. A submission that is not better than the stored record is refused
 * (409), so approval can never make a record worse. The record is dated by the submission, the best
 * estimate of when the run happened, which is what the first victor and the newest-first list go by.
 * What the approval did is kept on the submission, so moving it away from APPROVED undoes exactly
 * that: the record it created is removed, the record it improved gets its previous value back, unless
 * the record has changed since (staff edited it, another approval improved it), which then stands.
 * When that later approval built on this one, it takes this one's effect over, so un-approving both,
 * in either order, leaves the record as it was before either.
 */
import { isDeepStrictEqual } from 'node:util';
import { and, eq, ne } from 'drizzle-orm';
import type { LevelType } from '../../shared/constants';
import type { Tx } from '../db/database';
import { records, submissions, type ApprovalEffect } from '../db/schema';
import { errors } from '../rules/errors';
import { nextRecordVersion } from '../records/rules';
import { isBetter } from '../records/value';
import { afterRecordChange } from '../scoring/recompute';

type SubmissionRow = typeof submissions.$inferSelect;

export async function approve(tx: Tx, type: LevelType, submission: SubmissionRow): Promise<ApprovalEffect> {
  const { levelId, playerId, link, submissionDate } = submission;
  const value = { percentage: submission.percentage, timeMs: submission.timeMs };
  const [existing] = await tx
    .select()
    .from(records)
    .where(and(eq(records.type, type), eq(records.levelId, levelId), eq(records.playerId, playerId)))
    .for('update');
  let effect: ApprovalEffect;
  if (!existing) {
    const [created] = await tx
      .insert(records)
      .values({ type, levelId, playerId, ...value, link, createdAt: submissionDate })
      .returning({ id: records.id });
    effect = { kind: 'created', recordId: created!.id };
  } else if (isBetter(value, existing)) {
    await tx
      .update(records)
      .set({ ...value, link, createdAt: submissionDate, ...nextRecordVersion() })
      .where(eq(records.id, existing.id));
    const { percentage, timeMs, link: previousLink, createdAt } = existing;
    effect = {
      kind: 'improved',
      recordId: existing.id,
      previous: { percentage, timeMs, link: previousLink, createdAt: createdAt.toISOString() },
    };
  } else {
    throw errors.recordExists();
  }
  await afterRecordChange(tx, type, levelId, [playerId]);
  return effect;
}

/** The record still holds what the approval wrote; a staff edit of the link alone is a change too. */
function unchangedSince(record: typeof records.$inferSelect, submission: SubmissionRow): boolean {
  return record.percentage === submission.percentage && record.timeMs === submission.timeMs && record.link === submission.link;
}

/**
 * The approval that improved the record from exactly what `submission` wrote now undoes to what
 * `submission` found; otherwise un-approving it would bring back the value of a run no longer approved.
 * Its row is already locked: status changes lock all of a player's submissions on a level (rules.ts).
 */
async function handOver(tx: Tx, submission: SubmissionRow, effect: ApprovalEffect): Promise<void> {
  const wrote = {
    percentage: submission.percentage,
    timeMs: submission.timeMs,
    link: submission.link,
    createdAt: submission.submissionDate.toISOString(),
  };
  const others = await tx
    .select({ id: submissions.id, effect: submissions.approvalEffect })
    .from(submissions)
    .where(
      and(
        eq(submissions.type, submission.type),
        eq(submissions.levelId, submission.levelId),
        eq(submissions.playerId, submission.playerId),
        eq(submissions.status, 'APPROVED'),
        ne(submissions.id, submission.id),
      ),
    );
  const next = others.find(
    ({ effect: other }) => other?.kind === 'improved' && other.recordId === effect.recordId && isDeepStrictEqual(other.previous, wrote),
  );
  if (next) await tx.update(submissions).set({ approvalEffect: effect }).where(eq(submissions.id, next.id));
}

export async function undoApproval(tx: Tx, type: LevelType, submission: SubmissionRow): Promise<void> {
  const effect = submission.approvalEffect;
  if (!effect) return;
  const [record] = await tx.select().from(records).where(eq(records.id, effect.recordId)).for('update');
  if (!record) return;
  if (!unchangedSince(record, submission)) return handOver(tx, submission, effect);
  if (effect.kind === 'created') {
    await tx.delete(records).where(eq(records.id, record.id));
  } else {
    const { createdAt, ...previous } = effect.previous;
    await tx
      .update(records)
      .set({ ...previous, createdAt: new Date(createdAt), ...nextRecordVersion() })
      .where(eq(records.id, record.id));
  }
  await afterRecordChange(tx, type, submission.levelId, [submission.playerId]);
}
