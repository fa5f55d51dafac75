/** The change log's reads: the changelog of both lists, each level's history, the change feed, and the staff audit trail. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { LEVEL_TYPES } from '../../shared/constants';
import {
  AuditActorSchema,
  AuditPageSchema,
  AuditQuerySchema,
  ChangelogPageSchema,
  ChangelogQuerySchema,
  ChangesAnswerSchema,
  ChangesQuerySchema,
  LevelHistorySchema,
} from '../../shared/schemas/changes';
import { LevelIdParamSchema } from '../../shared/schemas/input/common';
import type { AppEnv } from '../http/context';
import { doc, valid } from '../http/validate';
import { auditActors, auditPage } from './audit';
import { changelogPage, levelHistory } from './queries';
import { changesSince, SYNC_WINDOW } from './sync';

const tag = 'Changelog';

export const changelogRoutes = new Hono<AppEnv>()
  .get(
    '/public/changelog',
    doc({
      summary: "The lists' changes, newest first",
      tag,
      response: ChangelogPageSchema,
      description:
        '`type` keeps one mode; `list` (`main`, `extended` or `legacy`) keeps the changes to one list: those whose level, or any level they moved, stood in it before or after the change; `before` (a position) pages back, from the `next` of the previous page; `limit` 1 to 200 (50). Without `type` and `list`, every change to a list.',
    }),
    valid('query', ChangelogQuerySchema),
    async (c) => c.json(await changelogPage(c.var.services.db, c.req.valid('query'))),
  )
  .get(
    '/public/changes',
    doc({
      summary: 'The public changes after a position, oldest first, for keeping an offline copy current',
      tag,
      response: ChangesAnswerSchema,
      description: `\`since\`: the \`position\` of the snapshot or of the previous answer; ask again from the answer's \`position\` while \`more\` is true. 410 \`history_gone\` when \`since\` is more than ${SYNC_WINDOW} changes behind, or ahead of the log (a restored database): download the snapshot again.`,
    }),
    valid('query', ChangesQuerySchema),
    async (c) => c.json(await changesSince(c.var.services.db, c.req.valid('query').since)),
  )
  .get(
    '/staff/audit',
    doc({
      summary: 'Every change, newest first, with who made it',
      tag,
      response: AuditPageSchema,
      access: 'staff',
      description:
        "`actor` (a player id; an account merged into a player by a claim counts as that player, either id giving both's changes), `target` (`level:classic:123`, `player:7`, `region:2`, `submission:classic:9`) and `kind` (`record.added`, or a family such as `record`) narrow it; `before` pages back from the previous page's `next`; `limit` 1 to 200 (50). Nothing in it can be changed.",
    }),
    valid('query', AuditQuerySchema),
    async (c) => c.json(await auditPage(c.var.services.db, c.req.valid('query'))),
  )
  .get(
    '/staff/audit/actors',
    doc({
      summary: 'Who the audit trail can be narrowed to: the staff, and former staff who made changes',
      tag,
      response: v.array(AuditActorSchema),
      access: 'staff',
      description:
        "Every staff member, then everyone not staff now who made a staff change (anything but joining and editing their own profile), `staff: false`; each by their name now, an account merged into a player by a claim's approval under that player (its id in `mergedIds`).",
    }),
    async (c) => c.json(await auditActors(c.var.services.db)),
  );

for (const type of LEVEL_TYPES) {
  changelogRoutes.get(
    `/public/${type}-levels/:id/history`,
    doc({
      summary: `A ${type} level's history, oldest first, with its place before and after each change`,
      tag,
      response: LevelHistorySchema,
    }),
    valid('param', LevelIdParamSchema),
    async (c) => c.json(await levelHistory(c.var.services.db, type, c.req.valid('param').id)),
  );
}
