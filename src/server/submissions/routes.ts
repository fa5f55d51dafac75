/**
 * Submissions of both level types: a player's own list, create and delete; the staff queue, its
 * claims ('Review next', claim, give up: claims.ts) and the status change that turns an approved
 * submission into a record.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { LEVEL_TYPES, SUBMISSION_HOLD_HOURS } from '../../shared/constants';
import { pageSchema } from '../../shared/schemas/common';
import { SerialIdParamSchema } from '../../shared/schemas/input/common';
import {
  ClassicSubmissionInputSchema,
  NoteInputSchema,
  PlatformerSubmissionInputSchema,
  REJECTION_REASON_MAX,
  StatusChangeInputSchema,
  SubmissionPageQuerySchema,
} from '../../shared/schemas/input/submissions';
import { ClassicRecordSchema, PlatformerRecordSchema } from '../../shared/schemas/records';
import {
  ClassicStaffSubmissionSchema,
  ClassicSubmissionSchema,
  PlatformerStaffSubmissionSchema,
  PlatformerSubmissionSchema,
  SubmissionNoteSchema,
  SubmissionStatusParamSchema,
} from '../../shared/schemas/submissions';
import { answerWrite } from '../http/answer';
import { expectedVersion } from '../http/preconditions';
import { currentPlayer } from '../http/auth';
import type { AppEnv } from '../http/context';
import { errors } from '../rules/errors';
import { doc, valid, validOptionalJson } from '../http/validate';
import { playerRecord } from '../records/queries';
import { valueOf } from '../records/value';
import { ownSubmissions, submissionById, submissionPage } from './queries';
import { changeStatus, createSubmission, deleteSubmission } from './rules';
import { holdForReview, holdNext, releaseHold } from './review-holds';
import { addNote, notesOf } from './notes';

const schemas = {
  classic: {
    submission: ClassicSubmissionSchema,
    staffSubmission: ClassicStaffSubmissionSchema,
    create: ClassicSubmissionInputSchema,
    record: ClassicRecordSchema,
  },
  platformer: {
    submission: PlatformerSubmissionSchema,
    staffSubmission: PlatformerStaffSubmissionSchema,
    create: PlatformerSubmissionInputSchema,
    record: PlatformerRecordSchema,
  },
};

export const submissionRoutes = new Hono<AppEnv>();

for (const type of LEVEL_TYPES) {
  const tag = `${type[0]!.toUpperCase()}${type.slice(1)} submissions`;
  const { submission, staffSubmission, create, record } = schemas[type];
  const statusAnswer = v.object({ ...submission.entries, record: v.nullable(record) });

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
      const { limiters, discord } = c.var.services;
      const input = {
        level: body.level,
        link: body.link,
        rawFootage: body.rawFootage ?? null,
        comment: body.comment ?? null,
        value: valueOf(body),
      };
      return answerWrite(c, 201, async (tx) => {
        const id = await createSubmission(tx, type, player.id, input, async () => {
          const wait = await limiters.submissions.hit(String(player.id), tx);
          if (wait !== null) throw errors.rateLimited(wait);
        });
        // The staff channel hears of it if and when it commits.
        await discord.newSubmission(tx, type, id);
        return submissionById(tx, type, id);
      });
    },
  );

  submissionRoutes.delete(
    `/authenticated/${type}-submissions/delete/:id`,
    doc({ summary: `Delete a ${type} submission (your own; staff: any)`, tag, status: 204, access: 'player' }),
    valid('param', SerialIdParamSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const player = currentPlayer(c);
      return answerWrite(c, 204, (tx) => deleteSubmission(tx, type, id, player, expectedVersion(c)));
    },
  );

  submissionRoutes.post(
    `/staff/${type}-submissions/next`,
    doc({
      summary: `Review next: claim the oldest pending ${type} submission nobody is reviewing`,
      tag,
      response: staffSubmission,
      access: 'staff',
      description: `Answers the submission it claimed for you (never your own), or 204 when none is left. Reviewers asking at the same moment never get the same one. A claim lapses after ${SUBMISSION_HOLD_HOURS} hours without a decision.`,
    }),
    async (c) => {
      const staff = currentPlayer(c);
      return answerWrite(c, 200, (tx) => holdNext(tx, type, staff.id), { noneAs204: true });
    },
  );

  submissionRoutes.post(
    `/staff/${type}-submissions/:id/claim`,
    doc({
      summary: `Claim a pending ${type} submission to review it`,
      tag,
      response: staffSubmission,
      access: 'staff',
      description:
        '409 `under_review` when someone else is reviewing it (the message says who: "Under review by Amine."), 409 `conflict` when it is no longer pending; 403 for your own.',
    }),
    valid('param', SerialIdParamSchema),
    async (c) => {
      const staff = currentPlayer(c);
      return answerWrite(c, 200, (tx) => holdForReview(tx, type, c.req.valid('param').id, staff.id));
    },
  );

  submissionRoutes.delete(
    `/staff/${type}-submissions/:id/claim`,
    doc({
      summary: `Give up your claim on a ${type} submission`,
      tag,
      status: 204,
      access: 'staff',
      description: '409 `under_review` when someone else is reviewing it (the message says who).',
    }),
    valid('param', SerialIdParamSchema),
    async (c) => {
      const staff = currentPlayer(c);
      return answerWrite(c, 204, (tx) => releaseHold(tx, type, c.req.valid('param').id, staff.id));
    },
  );

  submissionRoutes.get(
    `/authenticated/${type}-submissions/:id/notes`,
    doc({
      summary: `A ${type} submission's notes, oldest first`,
      tag,
      response: v.array(SubmissionNoteSchema),
      access: 'player',
      description: "Its player reads the thread with staff; staff also read the staff-only notes. 403 for another player's submission.",
    }),
    valid('param', SerialIdParamSchema),
    async (c) => c.json(await notesOf(c.var.services.db, type, c.req.valid('param').id, currentPlayer(c))),
  );

  submissionRoutes.post(
    `/authenticated/${type}-submissions/:id/notes`,
    doc({
      summary: `Add a note to a ${type} submission`,
      tag,
      response: SubmissionNoteSchema,
      status: 201,
      access: 'player',
      description: "`staffOnly` (staff only): a note its player does not read. 403 for another player's submission.",
    }),
    valid('param', SerialIdParamSchema),
    valid('json', NoteInputSchema),
    async (c) => {
      const author = currentPlayer(c);
      return answerWrite(c, 201, (tx) => addNote(tx, type, c.req.valid('param').id, c.req.valid('json'), author));
    },
  );

  submissionRoutes.get(
    `/staff/${type}-submissions/list`,
    doc({
      summary: `All ${type} submissions (or those of one \`status\`), pending first, then oldest first (the order \`next\` claims them in), with who is reviewing each`,
      tag,
      response: pageSchema(staffSubmission),
      access: 'staff',
    }),
    valid('query', SubmissionPageQuerySchema),
    async (c) => {
      return c.json(await submissionPage(c.var.services.db, type, c.req.valid('query')));
    },
  );

  submissionRoutes.put(
    `/staff/${type}-submissions/:id/change-status/:status`,
    doc({
      summary: `Set the status of a ${type} submission`,
      description:
        "APPROVED creates the player's record or improves it; 409 record_exists when the submission is not better. Leaving APPROVED undoes what the approval did, unless the record changed since. " +
        `An optional JSON body \`{reason}\` (at most ${REJECTION_REASON_MAX} characters, trimmed) gives a rejection's reason, which the player reads as \`rejectionReason\`; any other status clears it, and no body is no reason. ` +
        "The decision ends the claim of whoever was reviewing it (staff may decide over a colleague's claim). The answer is the submission with `record`: the player's record on the level after the change, or null.",
      tag,
      response: statusAnswer,
      access: 'staff',
    }),
    valid('param', SubmissionStatusParamSchema),
    validOptionalJson(StatusChangeInputSchema),
    async (c) => {
      const { id, status } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      const staff = currentPlayer(c);
      return answerWrite(c, 200, async (tx, log) => {
        await changeStatus(tx, log, type, id, status, expectedVersion(c), staff, reason);
        const changed = (await submissionById(tx, type, id))!;
        return { ...changed, record: await playerRecord(tx, type, changed.level, changed.player) };
      });
    },
  );
}
