/** Reads of submissions, shaped for the wire: `player` is the username, dates are ISO 8601 UTC. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { LevelType, SubmissionStatus } from '../../shared/constants';
import { formatClock } from '../../shared/duration';
import type { ClassicSubmission, PlatformerSubmission } from '../../shared/schemas/submissions';
import type { Queryable } from '../db/database';
import { players, submissions } from '../db/schema';
import { pageOf, type Page, type PageRequest } from '../db/page';

export type WireSubmission = ClassicSubmission | PlatformerSubmission;

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
};

type SubmissionRow = {
  id: number; level: string; player: string; link: string; rawFootage: string | null; comment: string | null;
  status: WireSubmission['status']; submissionDate: Date; percentage: number | null; timeMs: number | null; version: number;
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

/** A player's own submissions of a type, newest first. */
export async function ownSubmissions(db: Queryable, type: LevelType, playerId: number): Promise<WireSubmission[]> {
  const rows = await selectSubmissions(db)
    .where(and(eq(submissions.type, type), eq(submissions.playerId, playerId)))
    .orderBy(...newestFirst);
  return rows.map((row) => toSubmissionWire(type, row));
}

/** The staff queue: pending ones first (they need a decision), then newest first; optionally of one status. */
export async function submissionPage(
  db: Queryable, type: LevelType, request: PageRequest & { status?: SubmissionStatus },
): Promise<Page<WireSubmission>> {
  const ofType = and(eq(submissions.type, type), request.status === undefined ? undefined : eq(submissions.status, request.status));
  const pendingFirst = sql`CASE WHEN ${submissions.status} = 'PENDING' THEN 0 ELSE 1 END`;
  return pageOf(request, () => db.$count(submissions, ofType), async ({ limit, offset }) =>
    (await selectSubmissions(db).where(ofType).orderBy(pendingFirst, ...newestFirst).limit(limit).offset(offset))
      .map((row) => toSubmissionWire(type, row)));
}

export async function submissionById(db: Queryable, type: LevelType, id: number): Promise<WireSubmission | null> {
  const [row] = await selectSubmissions(db).where(and(eq(submissions.type, type), eq(submissions.id, id)));
  return row ? toSubmissionWire(type, row) : null;
}
