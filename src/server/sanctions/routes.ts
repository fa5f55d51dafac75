/** Sanctions, for staff: a player's history, a new flag or ban, and revoking one. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { SerialIdParamSchema } from '../../shared/schemas/input/common';
import { SanctionInputSchema, SanctionRevokeSchema } from '../../shared/schemas/input/sanctions';
import { SanctionSchema } from '../../shared/schemas/sanctions';
import { answerWrite } from '../http/answer';
import { currentPlayer } from '../http/auth';
import type { AppEnv } from '../http/context';
import { doc, valid, validOptionalJson } from '../http/validate';
import { requirePlayer } from '../players/queries';
import { sanctionsOf } from './queries';
import { addSanction, revokeSanction } from './rules';

const tag = 'Sanctions';

export const sanctionRoutes = new Hono<AppEnv>()
  .get(
    '/staff/players/:id/sanctions',
    doc({
      summary: "A player's sanctions, newest first, ended and revoked ones included",
      tag,
      response: v.array(SanctionSchema),
      access: 'staff',
    }),
    valid('param', SerialIdParamSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      await requirePlayer(c.var.services.db, id);
      return c.json(await sanctionsOf(c.var.services.db, id));
    },
  )
  .post(
    '/staff/players/:id/sanctions',
    doc({
      summary: 'Flag or ban a player',
      tag,
      response: SanctionSchema,
      status: 201,
      access: 'staff',
      description:
        'A flag obliges the player to send raw footage with every submission; a ban refuses their submissions (403 `banned`). `until`: when it ends (a ban: 14 to 60 days from now); null or absent: a permanent ban, or a flag until revoked. `days` (a ban only, 14 to 60): instead of `until`, the ban ends that many days from now; both sent is 400. 404 for an unknown player; 403 for oneself.',
    }),
    valid('param', SerialIdParamSchema),
    valid('json', SanctionInputSchema),
    async (c) => {
      const staff = currentPlayer(c);
      return answerWrite(c, 201, (tx, log) => addSanction(tx, log, c.req.valid('param').id, c.req.valid('json'), staff));
    },
  )
  .post(
    '/staff/sanctions/:id/revoke',
    doc({
      summary: "End a sanction now; its row stays in the player's history",
      tag,
      response: SanctionSchema,
      access: 'staff',
      description:
        "Optional body `{reason, inError}`: why, and whether it was issued in error (`inError: true`: it never counts as an offence, so the guidelines' next step is worked out as if it had not been) or is lifted early (`false`, the default: it still counts). No body: lifted early, no reason. 409 `conflict` when it has already ended or been revoked.",
    }),
    valid('param', SerialIdParamSchema),
    validOptionalJson(SanctionRevokeSchema),
    async (c) => {
      const staff = currentPlayer(c);
      return answerWrite(c, 200, (tx, log) => revokeSanction(tx, log, c.req.valid('param').id, staff, c.req.valid('json')));
    },
  );
