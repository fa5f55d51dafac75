/** Players: public names, staff, profiles, avatars, region rosters and leaderboards; own profile routes are in profile-routes.ts. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { LEADERBOARD_LIMIT_DEFAULT, LEADERBOARD_LIMIT_MAX, LEVEL_TYPES, TOTAL_COUNT_HEADER } from '../../shared/constants';
import { LeaderboardQuerySchema, leaderboardWindow } from '../../shared/schemas/input/leaderboard';
import { SerialIdParamSchema } from '../../shared/schemas/input/common';
import {
  PlayerNameSchema,
  PlayerSchema,
  PointsRowSchema,
  RegionIdParamSchema,
  StaffEntrySchema,
  UsernameParamSchema,
} from '../../shared/schemas/players';
import type { AppEnv } from '../http/context';
import { errors } from '../rules/errors';
import { etagMatches } from '../http/etag';
import { doc, valid } from '../http/validate';
import { requireRegion } from '../regions/queries';
import { profileRoutes } from './profile-routes';
import {
  findAvatar,
  findPlayerByUsername,
  leaderboard,
  leaderboardSlice,
  listPlayerNames,
  listRegionPlayers,
  listStaffNames,
} from './queries';

const tag = 'Players';
/** Avatars change rarely and clients add the ETag to the address after an upload, so a day of caching is safe. */
const AVATAR_CACHE = 'public, max-age=86400';

export const playerRoutes = new Hono<AppEnv>();

playerRoutes.get(
  '/public/players',
  doc({ summary: 'Every player, id and username, by username', tag, response: v.array(PlayerNameSchema) }),
  async (c) => c.json(await listPlayerNames(c.var.services.db)),
);

playerRoutes.get(
  '/public/players/staff',
  doc({ summary: 'The usernames of the staff, by username', tag, response: v.array(StaffEntrySchema) }),
  async (c) => c.json(await listStaffNames(c.var.services.db)),
);

const LEADERBOARD_SLICES = `Without \`limit\` and \`offset\` the whole ranking is sent. With either, one slice of it in the same order:
\`limit\` rows (1 to ${LEADERBOARD_LIMIT_MAX}; ${LEADERBOARD_LIMIT_DEFAULT} when only \`offset\` is sent) from \`offset\` (0, the default, is the top),
and the \`${TOTAL_COUNT_HEADER}\` header gives the length of the whole ranking. A row's rank is offset + its index in the answer + 1.`;

for (const type of LEVEL_TYPES) {
  playerRoutes.get(
    `/public/players/${type}-points`,
    doc({
      summary: `Leaderboard: players with ${type} points, most first, ties by username`,
      tag,
      response: v.array(PointsRowSchema),
      description: LEADERBOARD_SLICES,
      headers: {
        [TOTAL_COUNT_HEADER]: {
          description: 'With `limit` or `offset`: the number of players in the whole ranking.',
          schema: { type: 'integer' },
        },
      },
    }),
    valid('query', LeaderboardQuerySchema),
    async (c) => {
      const { db } = c.var.services;
      const window = leaderboardWindow(c.req.valid('query'));
      if (!window) return c.json(await leaderboard(db, type));
      const { rows, total } = await leaderboardSlice(db, type, window);
      return c.json(rows, 200, { [TOTAL_COUNT_HEADER]: String(total) });
    },
  );
}

playerRoutes.get(
  '/public/players/username/:username',
  doc({ summary: 'A player by username, ignoring case', tag, response: PlayerSchema }),
  valid('param', UsernameParamSchema),
  async (c) => {
    const player = await findPlayerByUsername(c.var.services.db, c.req.valid('param').username);
    if (!player) throw errors.notFound('Player');
    return c.json(player);
  },
);

playerRoutes.get(
  '/public/players/region/:regionId',
  doc({ summary: 'The players of a region, by classic points', tag, response: v.array(PointsRowSchema) }),
  valid('param', RegionIdParamSchema),
  async (c) => {
    const { regionId } = c.req.valid('param');
    await requireRegion(c.var.services.db, regionId);
    return c.json(await listRegionPlayers(c.var.services.db, regionId));
  },
);

playerRoutes.get(
  '/public/players/:id/avatar',
  doc({
    summary: "A player's avatar (image/jpeg)",
    tag,
    description: 'Sent with an ETag; a matching If-None-Match gets 304. 404 when there is none.',
  }),
  valid('param', SerialIdParamSchema),
  async (c) => {
    const avatar = await findAvatar(c.var.services.db, c.req.valid('param').id);
    if (!avatar) throw errors.notFound('Avatar');
    const headers = { etag: avatar.etag, 'cache-control': AVATAR_CACHE };
    if (etagMatches(c.req.header('if-none-match'), avatar.etag)) return c.body(null, 304, headers);
    return c.body(avatar.bytes, 200, { ...headers, 'content-type': 'image/jpeg' });
  },
);

playerRoutes.route('/', profileRoutes);
