/**
 * Submissions of both level types: a player's own list, create and delete; the staff queue and the
 * status change that turns an approved submission into a record.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { LEVEL_TYPES } from '../../shared/constants';
import { PageQuerySchema, SerialIdParamSchema, pageSchema } from '../../shared/schemas/common';
import {
  ClassicSubmissionInputSchema, ClassicSubmissionSchema, PlatformerSubmissionInputSchema, PlatformerSubmissionSchema,
  SubmissionStatusParamSchema,
} from '../../shared/schemas/submissions';
import { write } from '../db/write';
import { currentPlayer } from '../http/auth';
import type { AppEnv } from '../http/context';
import { errors } from '../http/errors';
import { doc, valid } from '../http/validate';
import { valueOf } from '../records/rules';
import { ownSubmissions, submissionById, submissionPage } from './queries';
import { changeStatus, createSubmission, deleteSubmission } from './rules';

const schemas = {
  classic: { submission: ClassicSubmissionSchema, create: ClassicSubmissionInputSchema },
  platformer: { submission: PlatformerSubmissionSchema, create: PlatformerSubmissionInputSchema },
};

export const submissionRoutes = new Hono<AppEnv>();

for (const type of LEVEL_TYPES) {
  const tag = `${type[0]!.toUpperCase()}${type.slice(1)} submissions`;
  const { submission, create } = schemas[type];

  submissionRoutes.get(
    `/authenticated/${type}-submissions/list`,
    doc({ summary: `Your own ${type} submissions, newest first`, tag, response: v.array(submission), access: 'player' }),
    async (c) => c.json(await ownSubmissions(c.var.services.db, type, currentPlayer(c).id)),
  );

  submissionRoutes.post(
    `/authenticated/${type}-submissions/create`,
    doc({ summary: `Submit a ${type} run for your account`, tag, response: submission, status: 201, access: 'player' }),
    valid('json', create),
    async (c) => {
      const player = currentPlayer(c);
      if (!player.isActive) throw errors.accountInactive();
      const body = c.req.valid('json');
      const { services } = c.var;
      const limitKey = `${player.id}`;
      const waitSeconds = services.limiters.submissions.blocked(limitKey);
      if (waitSeconds !== null) throw errors.rateLimited(waitSeconds);
      const input = { level: body.level, link: body.link, rawFootage: body.rawFootage ?? null, comment: body.comment ?? null, value: valueOf(body) };
      const created = await write(services, async (tx) => {
        const id = await createSubmission(tx, type, player.id, input, () => {
          const wait = services.limiters.submissions.hit(limitKey);
          if (wait !== null) throw errors.rateLimited(wait);
        });
        return submissionById(tx, type, id);
      });
      return c.json(created, 201);
    },
  );

  submissionRoutes.delete(
    `/authenticated/${type}-submissions/delete/:id`,
    doc({ summary: `Delete a ${type} submission (your own; staff: any)`, tag, status: 204, access: 'player' }),
    valid('param', SerialIdParamSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const player = currentPlayer(c);
      await write(c.var.services, (tx) => deleteSubmission(tx, type, id, player));
      return c.body(null, 204);
    },
  );

  submissionRoutes.get(
    `/staff/${type}-submissions/list`,
    doc({ summary: `All ${type} submissions, pending first, then newest`, tag, response: pageSchema(submission), access: 'staff' }),
    valid('query', PageQuerySchema),
    async (c) => {
      const { page, size } = c.req.valid('query');
      return c.json(await submissionPage(c.var.services.db, type, page, size));
    },
  );

  submissionRoutes.put(
    `/staff/${type}-submissions/:id/change-status/:status`,
    doc({
      summary: `Set the status of a ${type} submission`,
      description: 'APPROVED creates the player\'s record or improves it; 409 record_exists when the submission is not better.',
      tag, response: submission, access: 'staff',
    }),
    valid('param', SubmissionStatusParamSchema),
    async (c) => {
      const { id, status } = c.req.valid('param');
      const updated = await write(c.var.services, async (tx) => {
        await changeStatus(tx, type, id, status);
        return submissionById(tx, type, id);
      });
      return c.json(updated);
    },
  );
}
