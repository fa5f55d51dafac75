/** Reads of submissions, shaped for the wire: `player` is the username, dates are ISO 8601 UTC. */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SUBMISSION_HOLD_HOURS, type LevelType, type SubmissionStatus } from '../../shared/constants';
import { formatClock } from '../../shared/duration';
import type { ClassicSubmission, PlatformerSubmission } from '../../shared/schemas/submissions';
import type { Queryable } from '../db/database';
import { players, submissions } from '../db/schema';
import { pageOf, type Page, type PageRequest } from '../db/page';
import { flaggedNow } from '../sanctions/queries';

export type WireSubmission = ClassicSubmission | PlatformerSubmission;
export type StaffSubmission = WireSubmission & {
  claimedBy: { id: number; name: string } | null;
  claimedAt: string | null;
  playerFlagged: boolean;
};

/** A review hold in force: on a pending submission, made within SUBMISSION_HOLD_HOURS (read against the database's clock). */
export const holdInForce = sql`COALESCE(${submissions.status} = 'PENDING' AND ${submissions.claimedAt} > now() - make_interval(hours => ${SUBMISSION_HOLD_HOURS}), false)`;

const columns = {
  id: submissions.id,
  level: submissions.levelId,
  player: players.username,
  link: submissions.link,
  rawFootage: submissions.rawFootage,
  comment: submissions.comment,
  status: submissions.status,
  submissionDate: submissions.submissionDate,
  percentage: submissions.percentage,
  timeMs: submissions.timeMs,
  version: submissions.version,
  rejectionReason: submissions.rejectionReason,
  underReview: sql<boolean>`${holdInForce}`,
};

type SubmissionRow = {
  id: number;
  level: string;
  player: string;
  link: string;
  rawFootage: string | null;
  comment: string | null;
  status: WireSubmission['status'];
  submissionDate: Date;
  percentage: number | null;
  timeMs: number | null;
  version: number;
  rejectionReason: string | null;
  underReview: boolean;
};

function toSubmissionWire(type: LevelType, row: SubmissionRow): WireSubmission {
  const { percentage, timeMs, submissionDate, ...rest } = row;
  const base = { ...rest, submissionDate: submissionDate.toISOString() };
  return type === 'classic' ? { ...base, recordPercentage: percentage ?? 0 } : { ...base, recordTime: formatClock(timeMs ?? 0) };
}

function selectSubmissions(db: Queryable) {
  return db.select(columns).from(submissions).innerJoin(players, eq(players.id, submissions.playerId));
}

const newestFirst = [desc(submissions.submissionDate), desc(submissions.id)];
/** The order 'Review next' takes pending submissions in (claims.ts), which the staff queue lists by too. */
export const oldestFirst = [asc(submissions.submissionDate), asc(submissions.id)];

/** A player's own submissions of a type, newest first. */
export async function ownSubmissions(db: Queryable, type: LevelType, playerId: number): Promise<WireSubmission[]> {
  const rows = await selectSubmissions(db)
    .where(and(eq(submissions.type, type), eq(submissions.playerId, playerId)))
    .orderBy(...newestFirst);
  return rows.map((row) => toSubmissionWire(type, row));
}

/**
 * The staff queue: pending ones first (they need a decision), then oldest first, the order 'Review
 * next' takes them in, so the top of the queue is what it gives; optionally of one status; with their claims.
 */
export async function submissionPage(
  db: Queryable,
  type: LevelType,
  request: PageRequest & { status?: SubmissionStatus },
): Promise<Page<StaffSubmission>> {
  const ofType = and(eq(submissions.type, type), request.status === undefined ? undefined : eq(submissions.status, request.status));
  const pendingFirst = sql`CASE WHEN ${submissions.status} = 'PENDING' THEN 0 ELSE 1 END`;
  return pageOf(
    request,
    () => db.$count(submissions, ofType),
    ({ limit, offset }) => staffSubmissions(db, type, ofType, [pendingFirst, ...oldestFirst], { limit, offset }),
  );
}

const claimer = alias(players, 'claimer');

/** Submissions as staff see them: with the claim in force, if any (who, since when). */
export async function staffSubmissions(
  db: Queryable,
  type: LevelType,
  where: SQL | undefined,
  order: SQL[],
  window?: { limit: number; offset: number },
): Promise<StaffSubmission[]> {
  const query = db
    .select({
      ...columns,
      claimerId: claimer.id,
      claimerName: claimer.username,
      claimedAt: submissions.claimedAt,
      playerFlagged: flaggedNow(players.id),
    })
    .from(submissions)
    .innerJoin(players, eq(players.id, submissions.playerId))
    .leftJoin(claimer, eq(claimer.id, submissions.claimedBy))
    .where(and(eq(submissions.type, type), where))
    .orderBy(...order);
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  return rows.map(({ claimerId, claimerName, claimedAt, playerFlagged, ...row }) => ({
    ...toSubmissionWire(type, row),
    playerFlagged,
    claimedBy: row.underReview && claimerId !== null ? { id: claimerId, name: claimerName! } : null,
    claimedAt: row.underReview && claimedAt ? claimedAt.toISOString() : null,
  }));
}

export const staffSubmissionById = async (db: Queryable, type: LevelType, id: number): Promise<StaffSubmission | null> =>
  (await staffSubmissions(db, type, eq(submissions.id, id), []))[0] ?? null;

export async function submissionById(db: Queryable, type: LevelType, id: number): Promise<WireSubmission | null> {
  const [row] = await selectSubmissions(db).where(and(eq(submissions.type, type), eq(submissions.id, id)));
  return row ? toSubmissionWire(type, row) : null;
}
