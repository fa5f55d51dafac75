import { afterAll, beforeAll, expect, it } from 'vitest';
import { refreshStatistics } from '../../src/server/db/maintenance';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

it('gives the planner statistics where they are missing or far off, and leaves fresh ones alone', async () => {
  await server.createLevels('classic', 300);
  const first = await refreshStatistics(server.services.db);
  expect(first).toContain('levels');
  expect(await refreshStatistics(server.services.db)).toEqual([]);
  await server.createLevels('platformer', 300);
  expect(await refreshStatistics(server.services.db)).toEqual(['levels']);
});
