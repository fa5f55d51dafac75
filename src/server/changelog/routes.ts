/** The change log's public reads: the changelog of both lists, and each level's history. */
import { Hono } from 'hono';
import { LEVEL_TYPES } from '../../shared/constants';
import { ChangelogPageSchema, ChangelogQuerySchema, LevelHistorySchema } from '../../shared/schemas/changes';
import { LevelIdParamSchema } from '../../shared/schemas/common';
import type { AppEnv } from '../http/context';
import { doc, valid } from '../http/validate';
import { changelogPage, levelHistory } from './queries';

const tag = 'Changelog';

export const changelogRoutes = new Hono<AppEnv>().get(
  '/public/changelog',
  doc({
    summary: 'The lists\' changes, newest first',
    tag,
    response: ChangelogPageSchema,
    description: '`type` keeps one mode; `before` (a position) pages back, from the `next` of the previous page; `limit` 1 to 200 (50).',
  }),
  valid('query', ChangelogQuerySchema),
  async (c) => c.json(await changelogPage(c.var.services.db, c.req.valid('query'))),
);

for (const type of LEVEL_TYPES) {
  changelogRoutes.get(
    `/public/${type}-levels/:id/history`,
    doc({ summary: `A ${type} level's history, oldest first, with its place before and after each change`, tag, response: LevelHistorySchema }),
    valid('param', LevelIdParamSchema),
    async (c) => c.json(await levelHistory(c.var.services.db, type, c.req.valid('param').id)),
  );
}
