/**
 * Who is calling. The token only names the player; whether they exist, are staff or active, and
 * whether the token's session still stands (its generation, auth/tokens.ts), is read from the
 * database on every request that may need the caller. Public reads never do: they answer the same
 * to everyone, so they read no token and no database row for one. A bad or ended token is a 401 on
 * the signed-in and staff paths.
 */
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { players } from '../db/schema';
import type { AppEnv, SignedInPlayer } from './context';
import { errors } from '../rules/errors';

const PUBLIC = '/api/public/';

export const identify = createMiddleware<AppEnv>(async (c, next) => {
  c.set('player', null);
  const header = c.req.header('authorization');
  const match = header && !c.req.path.startsWith(PUBLIC) ? /^Bearer\s+(\S{1,4096})$/i.exec(header) : null;
  if (match) {
    const { tokens, db } = c.var.services;
    const session = await tokens.sessionOf(match[1]!);
    if (session !== null) {
      const [row] = await db
        .select({
          id: players.id,
          username: players.username,
          isStaff: players.isStaff,
          isActive: players.isActive,
          generation: players.sessionGeneration,
        })
        .from(players)
        .where(eq(players.id, session.playerId));
      if (row && row.generation === session.generation)
        c.set('player', { id: row.id, username: row.username, isStaff: row.isStaff, isActive: row.isActive });
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
