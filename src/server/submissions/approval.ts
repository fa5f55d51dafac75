/**
 * Approving a submission turns it into the player's record on that level: a new record, or an
 * improvement of the one they have. A submission that is not better than the stored record is refused
 * (409), so approval can never make a record worse. The record is dated by the submission, the best
 * estimate of when the run happened, which is what the first victor and the newest-first list go by.
 */
import { and, eq } from 'drizzle-orm';
import type { LevelType } from '../../shared/constants';
import type { Tx } from '../db/database';
import { records, submissions } from '../db/schema';
import { errors } from '../http/errors';
import { isBetter, recordExists } from '../records/rules';
import { afterRecordChange } from '../scoring/recompute';

type SubmissionRow = typeof submissions.$inferSelect;

export async function recordFromSubmission(tx: Tx, type: LevelType, submission: SubmissionRow): Promise<void> {
  const { levelId, playerId, link, submissionDate } = submission;
  const value = { percentage: submission.percentage, timeMs: submission.timeMs };
  const [existing] = await tx.select().from(records)
    .where(and(eq(records.type, type), eq(records.levelId, levelId), eq(records.playerId, playerId)))
    .for('update');
  if (!existing) {
    const [created] = await tx.insert(records)
      .values({ type, levelId, playerId, ...value, link, createdAt: submissionDate })
      .onConflictDoNothing()
      .returning({ id: records.id });
    // A staff create of the same record may have landed in between.
    if (!created) throw recordExists();
  } else if (isBetter(value, existing)) {
    await tx.update(records).set({ ...value, link, createdAt: submissionDate }).where(eq(records.id, existing.id));
  } else {
    throw errors.conflict('record_exists', 'The player already has an equal or better record on this level.');
  }
  await afterRecordChange(tx, type, levelId, [playerId]);
}
