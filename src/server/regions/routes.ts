/** Regions: the public list with point totals, one region's name, and staff create, rename and delete. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { SerialIdParamSchema } from '../../shared/schemas/input/common';
import { RegionInputSchema } from '../../shared/schemas/input/regions';
import { RegionNameSchema, RegionSchema } from '../../shared/schemas/regions';
import { answerWrite } from '../http/answer';
import { expectedVersion } from '../http/preconditions';
import type { AppEnv } from '../http/context';
import { doc, valid } from '../http/validate';
import { listRegions, requireRegion } from './queries';
import { createRegion, deleteRegion, renameRegion } from './rules';

const tag = 'Regions';

export const regionRoutes = new Hono<AppEnv>()
  .get(
    '/public/regions',
    doc({ summary: 'All regions with the summed points of their players, by name', tag, response: v.array(RegionSchema) }),
    async (c) => c.json(await listRegions(c.var.services.db)),
  )
  .get(
    '/public/regions/:id',
    doc({ summary: 'One region', tag, response: RegionNameSchema }),
    valid('param', SerialIdParamSchema),
    async (c) => c.json(await requireRegion(c.var.services.db, c.req.valid('param').id)),
  )
  .post(
    '/staff/regions/create',
    doc({
      summary: 'Create a region',
      tag,
      response: RegionSchema,
      status: 201,
      access: 'staff',
      description: '409 `region_exists` when the name is taken (ignoring case).',
    }),
    valid('json', RegionInputSchema),
    async (c) => answerWrite(c, 201, (tx, log) => createRegion(tx, log, c.req.valid('json').name)),
  )
  .put(
    '/staff/regions/update/:id',
    doc({
      summary: 'Rename a region',
      tag,
      response: RegionSchema,
      access: 'staff',
      description: '404 for an unknown region; 409 `region_exists` when the name is taken.',
    }),
    valid('param', SerialIdParamSchema),
    valid('json', RegionInputSchema),
    async (c) =>
      answerWrite(c, 200, (tx, log) => renameRegion(tx, log, c.req.valid('param').id, c.req.valid('json').name, expectedVersion(c))),
  )
  .delete(
    '/staff/regions/delete/:id',
    doc({ summary: 'Delete a region; its players are left without one', tag, status: 204, access: 'staff' }),
    valid('param', SerialIdParamSchema),
    async (c) => answerWrite(c, 204, (tx, log) => deleteRegion(tx, log, c.req.valid('param').id, expectedVersion(c))),
  );
