/**
 * Account administration for the command line: accounts with passwords, new passwords, staff rights,
 * ending every session. Input arrives checked (cli.ts); these check what only the database knows and
 * say plainly what failed. A new password, staff rights taken away and a sign-out everywhere end every
 * token issued to the account before (auth/tokens.ts), on every instance, at its next request.
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { players } from '../db/schema';
import { write, type Writer } from '../db/write';
import { findAccountByEmail, findAccountByUsername, type Account } from './accounts';
import { playerJoined, staffRightsChanged } from '../players/entries';
import { hashPassword } from './passwords';

/** A refusal the command line shows as is. */
export class AdminError extends Error {}

export type Who = { email: string } | { username: string };

/*
 * Every change goes through write(), so it is announced to every running server (db/change-feed.ts),
 * or, on embedded PGlite, made by the running server itself (cli.ts).
 */
async function find({ db }: Writer, who: Who): Promise<Account> {
  const found = 'email' in who ? await findAccountByEmail(db, who.email) : await findAccountByUsername(db, who.username);
  if (!found) throw new AdminError('email' in who ? `No player has the email ${who.email}.` : `No player is named ${who.username}.`);
  return found;
}

export async function createUser(
  writer: Writer,
  input: { email: string; username: string; password: string; staff?: boolean; inactive?: boolean },
): Promise<Account> {
  const { db } = writer;
  if (await findAccountByEmail(db, input.email)) throw new AdminError(`A player with the email ${input.email} already exists.`);
  if (await findAccountByUsername(db, input.username)) throw new AdminError(`The username ${input.username} is taken.`);
  const passwordHash = await hashPassword(input.password);
  const [created] = await write(writer, async (tx, log) => {
    const rows = await tx
      .insert(players)
      .values({
        email: input.email.toLowerCase(),
        username: input.username,
        passwordHash,
        isStaff: input.staff ?? false,
        isActive: !input.inactive,
      })
      .onConflictDoNothing()
      .returning({ id: players.id, username: players.username });
    if (rows[0]) log.add(playerJoined(rows[0]));
    return rows;
  });
  // Only a sign-up racing this one between the checks and the insert lands here.
  if (!created) throw new AdminError('That email or username was taken just now; try again.');
  return find(writer, { email: input.email });
}

/** Ends every session of the account: the tokens it was issued are refused from their next request. */
export async function endSessions(tx: Tx, playerId: number): Promise<void> {
  await tx
    .update(players)
    .set({ sessionGeneration: sql`${players.sessionGeneration} + 1` })
    .where(eq(players.id, playerId));
}

export async function setPassword(writer: Writer, input: { email: string; password: string }): Promise<Account> {
  const account = await find(writer, { email: input.email });
  const passwordHash = await hashPassword(input.password);
  await write(
    writer,
    async (tx) => {
      await tx.update(players).set({ passwordHash }).where(eq(players.id, account.id));
      await endSessions(tx, account.id);
    },
    { own: true },
  );
  return account;
}

/** `sign-out-everywhere`: every token of the account ends, wherever it is. */
export async function signOutEverywhere(writer: Writer, who: Who): Promise<Account> {
  const account = await find(writer, who);
  await write(writer, (tx) => endSessions(tx, account.id), { own: true });
  return account;
}

/**
 * Grants or revokes staff rights; takes effect on the player's next request, whatever their token
 * says. Revoking also ends the account's sessions: a staff session is not kept as a player's.
 */
export async function setStaff(writer: Writer, who: Who, isStaff: boolean): Promise<{ account: Account; changed: boolean }> {
  const account = await find(writer, who);
  if (account.isStaff === isStaff) return { account, changed: false };
  await write(writer, async (tx, log) => {
    await tx.update(players).set({ isStaff }).where(eq(players.id, account.id));
    if (!isStaff) await endSessions(tx, account.id);
    log.add(staffRightsChanged(account, isStaff));
  });
  return { account: { ...account, isStaff }, changed: true };
}

export const grantStaff = (writer: Writer, who: Who) => setStaff(writer, who, true);
export const revokeStaff = (writer: Writer, who: Who) => setStaff(writer, who, false);
