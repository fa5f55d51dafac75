/** Claims of players with no sign-in: whether a player may be claimed, a signed-in account's own, and staff's list and decisions. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { pageSchema } from '../../shared/schemas/common';
import { SerialIdParamSchema } from '../../shared/schemas/input/common';
import {
  ClaimableSchema,
  ClaimApprovalInputSchema,
  ClaimInputSchema,
  ClaimPageQuerySchema,
  ClaimRefusalInputSchema,
  ClaimSchema,
} from '../../shared/schemas/claims';
import { answerWrite } from '../http/answer';
import { currentPlayer } from '../http/auth';
import type { AppEnv } from '../http/context';
import { doc, valid, validOptionalJson } from '../http/validate';
import { errors } from '../rules/errors';
import { claimable, claimPage, ownClaims } from './queries';
import { approveClaim, createClaim, refuseClaim } from './rules';

const tag = 'Claims';

export const claimRoutes = new Hono<AppEnv>()
  .get(
    '/public/players/:id/claimable',
    doc({
      summary: 'Whether a player may be claimed',
      tag,
      response: ClaimableSchema,
      description:
        '`claimable` is true for a player with no sign-in (no email, no password: one the import brought), whom a signed-in account may claim as itself. 404 for an unknown player.',
    }),
    valid('param', SerialIdParamSchema),
    async (c) => {
      const answer = await claimable(c.var.services.db, c.req.valid('param').id);
      if (answer === null) throw errors.notFound('Player');
      return c.json({ claimable: answer });
    },
  )
  .post(
    '/authenticated/claims',
    doc({
      summary: 'Claim a player with no sign-in as yourself',
      tag,
      response: ClaimSchema,
      status: 201,
      access: 'player',
      description:
        "`{player, proof}`: the player's id and a proof staff can check (a link to a video, a chat handle). 404 for an unknown player; 403 for your own account; 409 `conflict` for a player who signs in already (claimed before) or one you have claimed already.",
    }),
    valid('json', ClaimInputSchema),
    async (c) => {
      const player = currentPlayer(c);
      return answerWrite(c, 201, (tx) => createClaim(tx, c.req.valid('json'), player));
    },
  )
  .get(
    '/authenticated/claims',
    doc({ summary: 'Your claims, waiting ones first, then newest', tag, response: v.array(ClaimSchema), access: 'player' }),
    async (c) => c.json(await ownClaims(c.var.services.db, currentPlayer(c).id)),
  )
  .get(
    '/staff/claims',
    doc({
      summary: 'Claims (or those of one `status`), waiting ones first, then newest',
      tag,
      response: pageSchema(ClaimSchema),
      access: 'staff',
    }),
    valid('query', ClaimPageQuerySchema),
    async (c) => c.json(await claimPage(c.var.services.db, c.req.valid('query'))),
  )
  .post(
    '/staff/claims/:id/approve',
    doc({
      summary: 'Approve a claim: the account and the claimed player become one',
      tag,
      response: ClaimSchema,
      access: 'staff',
      description:
        "In one transaction the claimed player (same id, same profile address, records, first victories and history) takes the account's sign-in, records (the better run where both had one), submissions, notes, sanctions and inbox; the account's own row goes, so its sign-in must be made again. The claimant finds the approval in the claimed player's inbox; the claims this refuses (the account's others, other accounts' of this player) are told to theirs. The claimed player keeps its staff rights, so approving the claim of a player who is staff (`playerIsStaff`) makes the claimant staff: it needs the body `{\"confirmStaff\": true}`, and without it is refused with 409 `staff_claim_unconfirmed`, changing nothing; its log entry (`player.claimed`) says `staff: true`. The claim of a player who is not staff needs no body (none, or `{}`). 409 `conflict` for a claim already decided or a player who signs in already; 403 for your own claim.",
    }),
    valid('param', SerialIdParamSchema),
    validOptionalJson(ClaimApprovalInputSchema),
    async (c) => {
      const staff = currentPlayer(c);
      return answerWrite(c, 200, (tx, log) => approveClaim(tx, log, c.req.valid('param').id, c.req.valid('json'), staff));
    },
  )
  .post(
    '/staff/claims/:id/refuse',
    doc({
      summary: 'Refuse a claim, with a reason its claimant reads',
      tag,
      response: ClaimSchema,
      access: 'staff',
      description:
        '`{reason}` (optional; the body may be left out). The claimant is told in their inbox. 409 `conflict` for a claim already decided.',
    }),
    valid('param', SerialIdParamSchema),
    validOptionalJson(ClaimRefusalInputSchema),
    async (c) => {
      const staff = currentPlayer(c);
      return answerWrite(c, 200, (tx) => refuseClaim(tx, c.req.valid('param').id, c.req.valid('json').reason, staff));
    },
  );
