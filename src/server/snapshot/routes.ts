/**
 * The public snapshot: one compact answer holding every level, player, region and record, which
 * devices keep to answer public reads offline (docs/decisions/007-offline-sync.md). Served by the
 * read model like every public GET: built once per data change, then bytes, gzip and ETag from memory.
 */
import { Hono } from 'hono';
import { SnapshotSchema } from '../../shared/schemas/snapshot';
import type { AppEnv } from '../http/context';
import { doc } from '../http/validate';
import { buildSnapshot } from './queries';

export const snapshotRoutes = new Hono<AppEnv>().get(
  '/public/snapshot',
  doc({
    summary: 'Every level, player, region and record in one compact answer, for reading offline',
    tag: 'Snapshot',
    response: SnapshotSchema,
    description: 'Rows are arrays (see src/shared/schemas/snapshot.ts). Sent with an ETag and gzip; a matching If-None-Match gets 304.',
  }),
  async (c) => c.json(await buildSnapshot(c.var.services.db)),
);
