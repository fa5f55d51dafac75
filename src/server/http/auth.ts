/**
 * Who is calling. The token only names the player; whether they exist, are staff or active is read
 * from the database on every request. A bad token is ignored on public paths and is a 401 elsewhere.
 */
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { players } from '../db/schema';
import type { AppEnv, SignedInPlayer } from './context';
import { errors } from '../rules/errors';

export const identify = createMiddleware<AppEnv>(async (c, next) => {
  c.set('player', null);
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(\S{1,4096})$/i.exec(header) : null;
  if (match) {
    const { tokens, db } = c.var.services;
    const id = await tokens.playerIdOf(match[1]!);
    if (id !== null) {
      const [row] = await db
        .select({ id: players.id, username: players.username, isStaff: players.isStaff, isActive: players.isActive })
        .from(players)
        .where(eq(players.id, id));
      c.set('player', row ?? null);
    }
  }
  await next();
});

export const requireSignIn = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.player) throw c.req.header('authorization') ? errors.expiredSignIn() : errors.unauthenticated();
  await next();
});

export const requireStaff = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.player) throw errors.unauthenticated();
  if (!c.var.player.isStaff) throw errors.forbidden('Only staff can do this.');
  await next();
});

/** The signed-in player; only call behind requireSignIn or requireStaff. */
export function currentPlayer(c: { var: AppEnv['Variables'] }): SignedInPlayer {
  if (!c.var.player) throw errors.unauthenticated();
  return c.var.player;
}
