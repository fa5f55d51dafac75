/** Staff changes to one level type: create, update, delete and reorder. Rules live in rules.ts and reorder.ts. */
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { LevelType } from '../../shared/constants';
import { LevelIdParamSchema } from '../../shared/schemas/input/common';
import { ReorderSchema } from '../../shared/schemas/input/levels';
import { answerWrite } from '../http/answer';
import { expectedVersion } from '../http/preconditions';
import type { AppEnv } from '../http/context';
import { doc, valid } from '../http/validate';
import { logLevelChange } from './history';
import { toLevelInput } from './input';
import { listLevels } from './queries';
import { reorderLevels } from './reorder';
import { createLevel, deleteLevel, updateLevel } from './rules';
import { LEVEL_SCHEMAS, TAGS } from './schemas';
import { toWireLevel } from './wire';

export function registerStaffLevelRoutes(app: Hono<AppEnv>, type: LevelType): void {
  const base = `/staff/${type}-levels`;
  const tag = TAGS[type];
  const schemas = LEVEL_SCHEMAS[type];
  const access = 'staff';

  app.post(
    `${base}/create`,
    doc({ summary: `Add a ${type} level (at its ranking, or at the end)`, tag, access, status: 201, response: schemas.level }),
    valid('json', schemas.create),
    async (c) => {
      const body = c.req.valid('json');
      return answerWrite(c, 201, async (tx, log) =>
        toWireLevel(
          type,
          await logLevelChange(tx, log, type, 'level.placed', body.id, () => createLevel(tx, type, { ...toLevelInput(body), id: body.id })),
        ),
      );
    },
  );

  // Before `/update/:id` only for readability: the paths cannot collide.
  app.put(
    `${base}/reorder`,
    doc({ summary: `Set the ranking of every ${type} level at once`, tag, access, response: v.array(schemas.level) }),
    valid('json', ReorderSchema),
    async (c) => {
      const entries = c.req.valid('json');
      return answerWrite(c, 200, async (tx, log) => {
        await logLevelChange(tx, log, type, 'levels.reordered', null, () => reorderLevels(tx, type, entries, expectedVersion(c)));
        return (await listLevels(tx, type)).map((row) => toWireLevel(type, row));
      });
    },
  );

  app.put(
    `${base}/update/:id`,
    doc({ summary: `Change a ${type} level (its id cannot change)`, tag, access, response: schemas.level }),
    valid('param', LevelIdParamSchema),
    valid('json', schemas.update),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = toLevelInput(c.req.valid('json'));
      return answerWrite(c, 200, async (tx, log) =>
        toWireLevel(
          type,
          await logLevelChange(tx, log, type, 'level.edited', id, () => updateLevel(tx, type, id, input, expectedVersion(c))),
        ),
      );
    },
  );

  app.delete(
    `${base}/delete/:id`,
    doc({ summary: `Delete a ${type} level with its records and submissions`, tag, access, status: 204 }),
    valid('param', LevelIdParamSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return answerWrite(c, 204, (tx, log) =>
        logLevelChange(tx, log, type, 'level.removed', id, () => deleteLevel(tx, type, id, expectedVersion(c))),
      );
    },
  );
}
