/**
 * The inbox's rules. A notification is written in the transaction of the change it tells of (a
 * review, a staff member's note, a sanction, a claim decided), so it exists exactly when the change does; nobody is
 * told of what they did themselves. Marking read touches only the caller's own rows.
 */
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { LevelType } from '../../shared/constants';
import type { Sanction } from '../../shared/schemas/sanctions';
import {
  NOTE_EXCERPT_MAX,
  type ClaimData,
  type NotificationDataOf,
  type NotificationKind,
  type NotificationReadInput,
} from '../../shared/schemas/notifications';
import type { Tx } from '../db/database';
import { notifications } from '../db/schema';

/** Who acted: the staff member, or nobody known (a change made from the command line). */
export type Actor = { id: number } | null;

async function notify<K extends NotificationKind>(
  tx: Tx,
  playerId: number,
  actor: Actor,
  kind: K,
  data: NotificationDataOf[K],
): Promise<void> {
  if (actor?.id === playerId) return;
  await tx.insert(notifications).values({ playerId, kind, data });
}

type Reviewed = {
  id: number;
  type: LevelType;
  playerId: number;
  level: { id: string; name: string };
  value: number;
  reason: string | null;
};

/** A submission became APPROVED or REJECTED (a move back to PENDING tells nothing). */
export async function notifyReview(tx: Tx, actor: Actor, status: string, submission: Reviewed): Promise<void> {
  if (status !== 'APPROVED' && status !== 'REJECTED') return;
  const { id, type, playerId, level, value, reason } = submission;
  await notify(tx, playerId, actor, status === 'APPROVED' ? 'submission.approved' : 'submission.rejected', {
    type,
    submission: id,
    level,
    value,
    reason: status === 'REJECTED' ? reason : null,
  });
}

/** The start of a note, on whole words where it can, with an ellipsis when it was cut. */
export function excerptOf(body: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= NOTE_EXCERPT_MAX) return text;
  const cut = text.slice(0, NOTE_EXCERPT_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > NOTE_EXCERPT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

type Noted = { id: number; type: LevelType; playerId: number; level: { id: string; name: string } };

/** A staff member wrote a note the submission's player reads: a staff reply. */
export async function notifyStaffNote(
  tx: Tx,
  author: { id: number; isStaff: boolean },
  submission: Noted,
  note: { id: number; body: string; staffOnly: boolean },
): Promise<void> {
  if (!author.isStaff || note.staffOnly) return;
  await notify(tx, submission.playerId, author, 'submission.note', {
    type: submission.type,
    submission: submission.id,
    level: submission.level,
    note: note.id,
    excerpt: excerptOf(note.body),
  });
}

/** A sanction was set on the player, or revoked. */
export async function notifySanction(tx: Tx, actor: Actor, kind: 'sanction.added' | 'sanction.revoked', sanction: Sanction): Promise<void> {
  await notify(tx, sanction.playerId, actor, kind, {
    sanction: sanction.id,
    kind: sanction.kind,
    until: sanction.endsAt,
    reason: sanction.reason,
  });
}

/** A claim was approved or refused: told to `playerId`, its claimant (after an approval, the player the account became). */
export async function notifyClaim(
  tx: Tx,
  actor: Actor,
  kind: 'claim.approved' | 'claim.refused',
  playerId: number,
  data: ClaimData,
): Promise<void> {
  await notify(tx, playerId, actor, kind, data);
}

/** Marks the caller's notifications read (the ids named, or all up to `upTo`); another player's ids and those already read are left as they are. */
export async function markRead(tx: Tx, playerId: number, input: NotificationReadInput): Promise<void> {
  const which =
    input.ids !== undefined
      ? input.ids.length === 0
        ? null
        : inArray(notifications.id, input.ids)
      : input.upTo === undefined
        ? undefined
        : lte(notifications.id, input.upTo);
  if (which === null) return;
  await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.playerId, playerId), isNull(notifications.readAt), which));
}
