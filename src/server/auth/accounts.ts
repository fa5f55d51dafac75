/**
 * Accounts as sign-in sees them. Emails and usernames are matched case-insensitively, as their
 * unique indexes are; emails are stored lower-cased.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Log } from '../db/change-log';
import type { Queryable, Tx } from '../db/database';
import { players } from '../db/schema';
import { playerJoined } from '../players/entries';
import { verifyPassword } from './passwords';

const account = {
  id: players.id,
  username: players.username,
  email: players.email,
  isStaff: players.isStaff,
  isActive: players.isActive,
  sessionGeneration: players.sessionGeneration,
};
/** `sessionGeneration`: the account's sessions (auth/tokens.ts), which a token it is issued carries. */
export type Account = {
  id: number;
  username: string;
  email: string | null;
  isStaff: boolean;
  isActive: boolean;
  sessionGeneration: number;
};

export async function findAccountByEmail(db: Queryable, email: string): Promise<Account | null> {
  const [row] = await db
    .select(account)
    .from(players)
    .where(sql`lower(${players.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

/** Both sides lower-cased by the database, as the unique index is: JavaScript's toLowerCase differs on a final Σ or İ. */
export async function findAccountByUsername(db: Queryable, username: string): Promise<Account | null> {
  const [row] = await db
    .select(account)
    .from(players)
    .where(sql`lower(${players.username}) = lower(${username}::text)`);
  return row ?? null;
}

/**
 * The account of an email and password, or null. Unknown email, no password set and a wrong password
 * all take one scrypt run and give the same answer, so none can be told apart.
 */
export async function accountForPassword(db: Queryable, email: string, password: string): Promise<Account | null> {
  const [row] = await db
    .select({ ...account, passwordHash: players.passwordHash })
    .from(players)
    .where(sql`lower(${players.email}) = ${email.toLowerCase()}`);
  const matches = await verifyPassword(password, row?.passwordHash ?? null);
  if (!row || !matches) return null;
  const { passwordHash: _hash, ...found } = row;
  return found;
}

const USERNAME_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `user` + 10 random lowercase letters and digits: the name of a player made by Google sign-in. */
export function randomUsername(): string {
  let suffix = '';
  for (let i = 0; i < 10; i += 1) suffix += USERNAME_ALPHABET[randomInt(USERNAME_ALPHABET.length)];
  return `user${suffix}`;
}

/**
 * The player of a verified Google email, created when new: a random username and inactive until they
 * pick a name. ON CONFLICT DO NOTHING covers both a username clash and a concurrent first sign-in with
 * the same email; either way the next round finds the winner or tries another name.
 */
export async function findOrCreateByEmail(tx: Tx, log: Log, email: string): Promise<Account> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await findAccountByEmail(tx, email);
    if (existing) return existing;
    const [created] = await tx
      .insert(players)
      .values({ username: randomUsername(), email: email.toLowerCase(), isActive: false })
      .onConflictDoNothing()
      .returning(account);
    if (created) {
      log.add(playerJoined(created));
      return created;
    }
  }
  throw new Error('no free username for a new Google account');
}
