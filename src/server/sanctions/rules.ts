/**
 * Staff set and revoke sanctions under the guidelines: a flag, or a ban of BAN_DAYS (an end, or a
 * number of days from now) or permanent.
 * Nothing is deleted: revoking ends a sanction now and keeps its row, with why and whether it was
 * issued in error (it then never counts as an offence) or lifted early (it still counts). Each change goes into the log
 * (staff only: the audit trail), naming the player, and into the player's inbox; a ban's effects on
 * the lists follow in the same transaction (effects.ts).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { BAN_DAYS } from '../../shared/constants';
import type { SanctionInput, SanctionRevoke } from '../../shared/schemas/input/sanctions';
import type { Sanction } from '../../shared/schemas/sanctions';
import type { Log } from '../db/change-log';
import { queryRows, type Tx } from '../db/database';
import { sanctions } from '../db/schema';
import { errors } from '../rules/errors';
import { notifySanction } from '../notifications/rules';
import { requirePlayer } from '../players/queries';
import { settleBans } from './effects';
import { inForce, sanctionById } from './queries';

const DAY_MS = 86_400_000;
/** How far a ban's end may be from BAN_DAYS, for the time between a staff member's choice and its arrival. */
const SLACK_MS = 10 * 60_000;

/** The database's clock, which every instance shares (in force or not is read against it too). */
async function databaseNow(tx: Tx): Promise<Date> {
  const [row] = await queryRows<{ now: Date | string }>(tx, sql`SELECT now() AS now`);
  return new Date(row!.now);
}

/** A ban ends 14 to 60 days from now, or never; a flag ends in the future, or never. */
function checkEnd(input: SanctionInput, until: Date | null, now: Date): void {
  if (until === null) return;
  const length = until.getTime() - now.getTime();
  if (input.kind === 'FLAG' && length <= 0)
    throw errors.invalidField('until', 'until must be in the future, or null for a flag until revoked.');
  if (input.kind === 'BAN' && (length < BAN_DAYS.min * DAY_MS - SLACK_MS || length > BAN_DAYS.max * DAY_MS + SLACK_MS)) {
    throw errors.invalidField('until', `A ban lasts from ${BAN_DAYS.min} to ${BAN_DAYS.max} days, or is permanent (until: null).`);
  }
}

const entry = (kind: 'sanction.added' | 'sanction.revoked', player: { id: number; username: string }, sanction: Sanction) => ({
  kind,
  subjects: [`player:${player.id}`],
  data: {
    player: { id: player.id, name: player.username },
    sanction: { id: sanction.id, kind: sanction.kind, until: sanction.endsAt, reason: sanction.reason },
    ...(kind === 'sanction.revoked' ? { revoke: { reason: sanction.revokeReason, inError: sanction.revokedInError } } : {}),
  },
});

export async function addSanction(tx: Tx, log: Log, playerId: number, input: SanctionInput, by: { id: number }): Promise<Sanction> {
  const player = await requirePlayer(tx, playerId);
  if (player.id === by.id) throw errors.forbidden('You cannot sanction yourself.');
  const now = await databaseNow(tx);
  // `days` counts from the database's clock, so a ban of 14 days is one wherever it was typed.
  const until = input.days !== undefined ? new Date(now.getTime() + input.days * DAY_MS) : input.until ? new Date(input.until) : null;
  checkEnd(input, until, now);
  const [row] = await tx
    .insert(sanctions)
    .values({ playerId, kind: input.kind, endsAt: until, reason: input.reason, createdBy: by.id })
    .returning({ id: sanctions.id });
  const sanction = (await sanctionById(tx, row!.id))!;
  log.add(entry('sanction.added', player, sanction));
  await settleBans(tx, log, [playerId]);
  await notifySanction(tx, by, 'sanction.added', sanction);
  return sanction;
}

/**
 * Ends a sanction in force now, saying why and whether it was issued in error (then it never counts
 * as an offence) or is lifted early; 404 for none, 409 for one that has already ended or been revoked.
 */
export async function revokeSanction(
  tx: Tx,
  log: Log,
  id: number,
  by: { id: number },
  input: SanctionRevoke = { reason: null, inError: false },
): Promise<Sanction> {
  const [row] = await tx
    .select({ playerId: sanctions.playerId, active: sql<boolean>`(${inForce})` })
    .from(sanctions)
    .where(eq(sanctions.id, id))
    .for('update');
  if (!row) throw errors.notFound('Sanction');
  if (!row.active) throw errors.conflict('This sanction is no longer in force.');
  await tx
    .update(sanctions)
    .set({ revokedAt: sql`now()`, revokedBy: by.id, revokeReason: input.reason, revokedInError: input.inError })
    .where(and(eq(sanctions.id, id), isNull(sanctions.revokedAt)));
  const sanction = (await sanctionById(tx, id))!;
  log.add(entry('sanction.revoked', await requirePlayer(tx, row.playerId), sanction));
  await settleBans(tx, log, [row.playerId]);
  await notifySanction(tx, by, 'sanction.revoked', sanction);
  return sanction;
}
