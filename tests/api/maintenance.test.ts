import { expect, it } from 'vitest';
import { refreshStatistics } from '../../src/server/db/maintenance';
import { useTestServer } from '../support/server';

const { server } = useTestServer();

it('gives the planner statistics where they are missing or far off, and leaves fresh ones alone', async () => {
  await server.createLevels('classic', 300);
  const first = await refreshStatistics(server.services.db);
  expect(first).toContain('levels');
  expect(await refreshStatistics(server.services.db)).toEqual([]);
  await server.createLevels('platformer', 300);
  expect(await refreshStatistics(server.services.db)).toEqual(['levels']);
});
