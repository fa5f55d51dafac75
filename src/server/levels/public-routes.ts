/** Public reads of one level type: the lists, one level, and what a player completed or holds. */
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { LevelType, ListType } from '../../shared/constants';
import { AtQuerySchema } from '../../shared/schemas/changes';
import { LevelIdParamSchema, PlayerIdParamSchema } from '../../shared/schemas/input/common';
import { LevelCountsSchema, LevelNameSchema, ListTypeParamSchema } from '../../shared/schemas/levels';
import { listAt } from '../changelog/time-machine';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../http/context';
import { requirePlayer } from '../players/queries';
import { doc, valid } from '../http/validate';
import { holderField } from '../../shared/schemas/input/levels';
import { completedLevels, heldLevels, hardestLevel, levelCounts, listLevels, requireLevel } from './queries';
import { LEVEL_SCHEMAS, TAGS } from './schemas';
import { toLevelName, toWireLevel } from './wire';

const AT_DESCRIPTION =
  "`at` (an ISO 8601 date, the end of that day UTC, or time) answers the list as it stood then, each level at its place and points of that moment; 404 before the list's history began.";

export function registerPublicLevelRoutes(app: Hono<AppEnv>, type: LevelType): void {
  const base = `/public/${type}-levels`;
  const tag = TAGS[type];
  const LevelList = v.array(LEVEL_SCHEMAS[type].level);
  const NameList = v.array(LevelNameSchema);
  const holder = holderField(type);

  // Static paths first: `/:id` would otherwise answer them.
  /** Today's levels, or with `at` the levels as they stood then (changelog/time-machine.ts). */
  const levelsOf = async (db: Queryable, at: Date | undefined, tier?: ListType) =>
    at ? listAt(db, type, at, tier) : (await listLevels(db, type, tier)).map((row) => toWireLevel(type, row));

  app.get(
    `${base}/list`,
    doc({ summary: `All ${type} levels by ranking`, tag, response: LevelList, description: AT_DESCRIPTION }),
    valid('query', AtQuerySchema),
    async (c) => c.json(await levelsOf(c.var.services.db, c.req.valid('query').at)),
  );

  app.get(
    `${base}/list/:listType`,
    doc({
      summary: `The ${type} levels of one list (main, extended or legacy) by ranking`,
      tag,
      response: LevelList,
      description: AT_DESCRIPTION,
    }),
    valid('param', ListTypeParamSchema),
    valid('query', AtQuerySchema),
    async (c) => c.json(await levelsOf(c.var.services.db, c.req.valid('query').at, c.req.valid('param').listType)),
  );

  app.get(
    `${base}/name/:id`,
    doc({ summary: `The name of a ${type} level`, tag, response: LevelNameSchema }),
    valid('param', LevelIdParamSchema),
    async (c) => c.json(toLevelName(await requireLevel(c.var.services.db, type, c.req.valid('param').id))),
  );

  app.get(
    `${base}/count/:playerId`,
    doc({ summary: `How many ${type} levels of each list a player completed`, tag, response: LevelCountsSchema }),
    valid('param', PlayerIdParamSchema),
    async (c) => {
      const { db } = c.var.services;
      const { playerId } = c.req.valid('param');
      await requirePlayer(db, playerId);
      return c.json(await levelCounts(db, type, playerId));
    },
  );

  app.get(
    `${base}/hardestLevel/:playerId`,
    doc({ summary: `The best-ranked ${type} level a player completed, or null`, tag, response: v.nullable(LevelNameSchema) }),
    valid('param', PlayerIdParamSchema),
    async (c) => {
      const { db } = c.var.services;
      const { playerId } = c.req.valid('param');
      await requirePlayer(db, playerId);
      return c.json(await hardestLevel(db, type, playerId));
    },
  );

  app.get(
    `${base}/player/:playerId`,
    doc({ summary: `The ${type} levels a player completed, by ranking`, tag, response: NameList }),
    valid('param', PlayerIdParamSchema),
    async (c) => {
      const { db } = c.var.services;
      const { playerId } = c.req.valid('param');
      await requirePlayer(db, playerId);
      return c.json((await completedLevels(db, type, playerId)).map(toLevelName));
    },
  );

  app.get(
    `${base}/${holder}/:playerId`,
    doc({
      summary: `The ${type} levels whose ${holder === 'firstVictor' ? 'first victor' : 'record holder'} is a player`,
      tag,
      response: NameList,
    }),
    valid('param', PlayerIdParamSchema),
    async (c) => {
      const { db } = c.var.services;
      const { playerId } = c.req.valid('param');
      await requirePlayer(db, playerId);
      return c.json(await heldLevels(db, type, playerId));
    },
  );

  app.get(
    `${base}/:id`,
    doc({ summary: `One ${type} level`, tag, response: LEVEL_SCHEMAS[type].level }),
    valid('param', LevelIdParamSchema),
    async (c) => c.json(toWireLevel(type, await requireLevel(c.var.services.db, type, c.req.valid('param').id))),
  );
}
