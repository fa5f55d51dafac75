/**
 * Records of both level types: the public lists (per level, and paged newest first) and the staff
 * create / update / delete.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { LEVEL_TYPES } from '../../shared/constants';
import { pageSchema } from '../../shared/schemas/common';
import { LevelIdParamSchema, SerialIdParamSchema } from '../../shared/schemas/input/common';
import {
  ClassicRecordInputSchema,
  ClassicRecordUpdateSchema,
  PlatformerRecordInputSchema,
  PlatformerRecordUpdateSchema,
  RecordPageQuerySchema,
} from '../../shared/schemas/input/records';
import { ClassicRecordSchema, PlatformerRecordSchema } from '../../shared/schemas/records';
import { ClassicStaffRecordSchema, PlatformerStaffRecordSchema } from '../../shared/schemas/staff-records';
import { answerWrite } from '../http/answer';
import { expectedVersion } from '../http/preconditions';
import type { AppEnv } from '../http/context';
import { requireLevel } from '../levels/queries';
import { doc, valid } from '../http/validate';
import { levelRecords, recordById, recordPage, staffRecordPage } from './queries';
import { createRecord, deleteRecord, updateRecord } from './rules';
import { valueOf } from './value';

const schemas = {
  classic: {
    record: ClassicRecordSchema,
    staffRecord: ClassicStaffRecordSchema,
    create: ClassicRecordInputSchema,
    update: ClassicRecordUpdateSchema,
  },
  platformer: {
    record: PlatformerRecordSchema,
    staffRecord: PlatformerStaffRecordSchema,
    create: PlatformerRecordInputSchema,
    update: PlatformerRecordUpdateSchema,
  },
};

export const recordRoutes = new Hono<AppEnv>();

for (const type of LEVEL_TYPES) {
  const tag = `${type[0]!.toUpperCase()}${type.slice(1)} records`;
  const { record, staffRecord, create, update } = schemas[type];

  recordRoutes.get(
    `/public/${type}-records/level/:id`,
    doc({ summary: `Records of a ${type} level, best first`, tag, response: v.array(record) }),
    valid('param', LevelIdParamSchema),
    async (c) => {
      const { db } = c.var.services;
      const { id } = c.req.valid('param');
      await requireLevel(db, type, id);
      return c.json(await levelRecords(db, type, id));
    },
  );

  recordRoutes.get(
    `/public/${type}-records`,
    doc({
      summary: `All ${type} records, newest first, one page; \`player\` (an id) and \`level\` (a level id) narrow it`,
      tag,
      response: pageSchema(record),
    }),
    valid('query', RecordPageQuerySchema),
    async (c) => {
      return c.json(await recordPage(c.var.services.db, type, c.req.valid('query')));
    },
  );

  recordRoutes.get(
    `/staff/${type}-records`,
    doc({
      summary: `All ${type} records as staff see them, newest first, one page; \`player\` and \`level\` narrow it`,
      tag,
      response: pageSchema(staffRecord),
      access: 'staff',
      description:
        "Banned players' records included (the public lists hide them while the ban lasts); each with `playerFlagged` and `playerBanned`, now.",
    }),
    valid('query', RecordPageQuerySchema),
    async (c) => c.json(await staffRecordPage(c.var.services.db, type, c.req.valid('query'))),
  );

  recordRoutes.post(
    `/staff/${type}-records/create`,
    doc({ summary: `Add a ${type} record`, tag, response: record, status: 201, access: 'staff' }),
    valid('json', create),
    async (c) => {
      const body = c.req.valid('json');
      return answerWrite(c, 201, async (tx, log) => {
        const id = await createRecord(tx, log, type, {
          level: body.level,
          player: body.player,
          value: valueOf(body),
          link: body.link ?? null,
        });
        return recordById(tx, type, id);
      });
    },
  );

  recordRoutes.put(
    `/staff/${type}-records/update/:id`,
    doc({ summary: `Change the value or link of a ${type} record`, tag, response: record, access: 'staff' }),
    valid('param', SerialIdParamSchema),
    valid('json', update),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      return answerWrite(c, 200, async (tx, log) => {
        await updateRecord(
          tx,
          log,
          type,
          id,
          { level: body.level, player: body.player, value: valueOf(body), link: body.link },
          expectedVersion(c),
        );
        return recordById(tx, type, id);
      });
    },
  );

  recordRoutes.delete(
    `/staff/${type}-records/delete/:id`,
    doc({ summary: `Delete a ${type} record`, tag, status: 204, access: 'staff' }),
    valid('param', SerialIdParamSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return answerWrite(c, 204, (tx, log) => deleteRecord(tx, log, type, id, expectedVersion(c)));
    },
  );
}
