/** The signed-in player's own profile: read, update, avatar upload. */
import { Hono } from 'hono';
import { limitBody } from '../http/body-limit';
import { AvatarUploadSchema } from '../../shared/schemas/input/avatar';
import { ProfileUpdateSchema } from '../../shared/schemas/input/players';
import { AvatarUploadResultSchema } from '../../shared/schemas/players';
import { OwnProfileSchema } from '../../shared/schemas/own-profile';
import { AVATAR_MAX_BYTES } from '../../shared/constants';
import { answerWrite } from '../http/answer';
import { currentPlayer } from '../http/auth';
import type { AppEnv } from '../http/context';
import { errors } from '../rules/errors';
import { doc, valid } from '../http/validate';
import { readAvatar, storeAvatar } from './avatar';
import { updateProfile } from './profile';
import { findOwnProfile } from './queries';

const tag = 'Profile';
/** The file limit plus room for the multipart framing; the file itself is checked exactly in saveAvatar. */
const AVATAR_BODY_LIMIT = AVATAR_MAX_BYTES + 64 * 1024;

export const profileRoutes = new Hono<AppEnv>()
  .get('/authenticated/players/profile', doc({ summary: 'Own profile', tag, response: OwnProfileSchema, access: 'player' }), async (c) => {
    const profile = await findOwnProfile(c.var.services.db, currentPlayer(c).id);
    if (!profile) throw errors.unauthenticated();
    return c.json(profile);
  })
  .put(
    '/authenticated/players/profile/update',
    doc({
      summary: 'Update own profile',
      tag,
      response: OwnProfileSchema,
      access: 'player',
      description: "403 when `id` is someone else's; 409 `username_taken`; 409 `region_locked` when a region is already set.",
    }),
    valid('json', ProfileUpdateSchema),
    async (c) => {
      const me = currentPlayer(c);
      const input = c.req.valid('json');
      if (input.id != null && input.id !== me.id) throw errors.forbidden('You can only update your own profile.');
      return answerWrite(c, 200, (tx, log) => updateProfile(tx, log, me.id, input));
    },
  )
  .post(
    '/authenticated/players/upload/avatar',
    doc({
      summary: 'Upload own avatar (multipart field `file`)',
      tag,
      response: AvatarUploadResultSchema,
      access: 'player',
      description: `Re-encoded to a square JPEG. 413 over ${AVATAR_MAX_BYTES} bytes; 415 when it is not a readable image.`,
    }),
    limitBody(AVATAR_BODY_LIMIT, 'The avatar must be at most 1 MB.'),
    valid('form', AvatarUploadSchema),
    async (c) => {
      const jpeg = await readAvatar(c.req.valid('form').file);
      return answerWrite(c, 200, (tx, log) => storeAvatar(tx, log, currentPlayer(c).id, jpeg));
    },
  );
