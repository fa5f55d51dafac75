/**
 * Account administration for the command line: accounts with passwords, new passwords, staff rights.
 * Input arrives checked (cli.ts); these check what only the database knows and say plainly what failed.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { players } from '../db/schema';
import { write } from '../db/write';
import { ReadCache } from '../http/read-cache';
import { findAccountByEmail, findAccountByUsername, type Account } from './accounts';
import { hashPassword } from './passwords';

/** A refusal the command line shows as is. */
export class AdminError extends Error {}

export type Who = { email: string } | { username: string };

/*
 * The command line runs in its own process, so there is no read cache here to clear; a running server
 * keeps serving its cached public lists until its next write.
 */
const changes = (db: Database) => ({ db, cache: new ReadCache() });

async function find(db: Database, who: Who): Promise<Account> {
  const found = 'email' in who ? await findAccountByEmail(db, who.email) : await findAccountByUsername(db, who.username);
  if (!found) throw new AdminError('email' in who ? `No player has the email ${who.email}.` : `No player is named ${who.username}.`);
  return found;
}

export async function createUser(
  db: Database,
  input: { email: string; username: string; password: string; staff?: boolean; inactive?: boolean },
): Promise<Account> {
  if (await findAccountByEmail(db, input.email)) throw new AdminError(`A player with the email ${input.email} already exists.`);
  if (await findAccountByUsername(db, input.username)) throw new AdminError(`The username ${input.username} is taken.`);
  const passwordHash = await hashPassword(input.password);
  const [created] = await write(changes(db), (tx) =>
    tx
      .insert(players)
      .values({
        email: input.email.toLowerCase(),
        username: input.username,
        passwordHash,
        isStaff: input.staff ?? false,
        isActive: !input.inactive,
      })
      .onConflictDoNothing()
      .returning({ id: players.id }),
  );
  // Only a sign-up racing this one between the checks and the insert lands here.
  if (!created) throw new AdminError('That email or username was taken just now; try again.');
  return (await find(db, { email: input.email }));
}

export async function setPassword(db: Database, input: { email: string; password: string }): Promise<Account> {
  const account = await find(db, { email: input.email });
  const passwordHash = await hashPassword(input.password);
  await write(changes(db), (tx) => tx.update(players).set({ passwordHash }).where(eq(players.id, account.id)));
  return account;
}

/** Grants or revokes staff rights; takes effect on the player's next request, whatever their token says. */
export async function setStaff(db: Database, who: Who, isStaff: boolean): Promise<{ account: Account; changed: boolean }> {
  const account = await find(db, who);
  if (account.isStaff === isStaff) return { account, changed: false };
  await write(changes(db), (tx) => tx.update(players).set({ isStaff }).where(eq(players.id, account.id)));
  return { account: { ...account, isStaff }, changed: true };
}

export const grantStaff = (db: Database, who: Who) => setStaff(db, who, true);
export const revokeStaff = (db: Database, who: Who) => setStaff(db, who, false);
