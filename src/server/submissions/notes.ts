/**
 * A submission's notes: its player and staff write in one thread; staff also write notes only staff
 * read. A player reads and writes the thread of their own submissions only.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { LevelType } from '../../shared/constants';
import type { NoteInput } from '../../shared/schemas/input/submissions';
import type { SubmissionNote } from '../../shared/schemas/submissions';
import type { SignedInPlayer } from '../auth/signed-in';
import type { Queryable, Tx } from '../db/database';
import { levels, players, submissionNotes, submissions } from '../db/schema';
import { notifyStaffNote } from '../notifications/rules';
import { errors } from '../rules/errors';

/** The submission (its player and level), when the reader may see its notes: its own player, or staff. */
async function requireReader(db: Queryable, type: LevelType, id: number, reader: SignedInPlayer) {
  const [row] = await db
    .select({ playerId: submissions.playerId, levelId: submissions.levelId, levelName: levels.name })
    .from(submissions)
    .leftJoin(levels, and(eq(levels.type, submissions.type), eq(levels.id, submissions.levelId)))
    .where(and(eq(submissions.type, type), eq(submissions.id, id)));
  if (!row) throw errors.notFound('Submission');
  if (row.playerId !== reader.id && !reader.isStaff) throw errors.forbidden('You can only read and write notes on your own submissions.');
  return row;
}

async function read(db: Queryable, id: number, staff: boolean, noteId?: number): Promise<SubmissionNote[]> {
  const rows = await db
    .select({
      id: submissionNotes.id,
      authorId: players.id,
      authorName: players.username,
      authorStaff: players.isStaff,
      staffOnly: submissionNotes.staffOnly,
      body: submissionNotes.body,
      createdAt: submissionNotes.createdAt,
    })
    .from(submissionNotes)
    .leftJoin(players, eq(players.id, submissionNotes.authorId))
    .where(
      and(
        eq(submissionNotes.submissionId, id),
        staff ? undefined : eq(submissionNotes.staffOnly, false),
        noteId === undefined ? undefined : eq(submissionNotes.id, noteId),
      ),
    )
    .orderBy(asc(submissionNotes.id));
  return rows.map((row) => ({
    id: row.id,
    author: row.authorId === null ? null : { id: row.authorId, name: row.authorName!, isStaff: row.authorStaff! },
    staffOnly: row.staffOnly,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The notes the reader may see, oldest first: the thread, and for staff the staff-only notes too. */
export async function notesOf(db: Queryable, type: LevelType, id: number, reader: SignedInPlayer): Promise<SubmissionNote[]> {
  await requireReader(db, type, id, reader);
  return read(db, id, reader.isStaff);
}

/** Adds a note; only staff may write one that only staff read. A staff member's note its player reads is a reply in their inbox. */
export async function addNote(tx: Tx, type: LevelType, id: number, input: NoteInput, author: SignedInPlayer): Promise<SubmissionNote> {
  const submission = await requireReader(tx, type, id, author);
  if (input.staffOnly && !author.isStaff) throw errors.forbidden('Only staff can write staff-only notes.');
  const [row] = await tx
    .insert(submissionNotes)
    .values({ submissionId: id, authorId: author.id, staffOnly: input.staffOnly, body: input.body })
    .returning({ id: submissionNotes.id });
  const level = { id: submission.levelId, name: submission.levelName ?? submission.levelId };
  await notifyStaffNote(
    tx,
    author,
    { id, type, playerId: submission.playerId, level },
    { id: row!.id, body: input.body, staffOnly: input.staffOnly },
  );
  return (await read(tx, id, true, row!.id))[0]!;
}
