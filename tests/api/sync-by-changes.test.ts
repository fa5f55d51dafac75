/**
 * Sync by changes (docs/decisions/015-sync-by-changes.md): a device's copy of the snapshot, brought
 * forward by the change feed with the function the device runs (src/shared/snapshot/apply-changes.ts),
 * equals the snapshot the server answers after the same changes: levels placed, edited, moved and
 * removed, records added, improved, edited and removed by staff and by reviews, first victors and
 * record holders passed on, profiles, staff rights, every player's points. What it cannot take
 * exactly (a player joining, a region) sends the device to the whole snapshot.
 */
import { describe, expect, it } from 'vitest';
import { createUser, grantStaff } from '../../src/server/auth/admin';
import type { Change } from '../../src/shared/schemas/changes';
import type { Snapshot } from '../../src/shared/schemas/snapshot';
import { applyChanges } from '../../src/shared/snapshot/apply-changes';
import { useTestServer } from '../support/server';

const { server, staff } = useTestServer({ signIn: { staff: {} } });

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const classic = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Classic ${id}`,
  publisher: 'Pub',
  difficulty: 'EXTREME_DEMON',
  link: VIDEO,
  thumbnail: 'https://img.example/t.png',
  duration: 'LONG',
  minimumCompletion: 60,
  ...extra,
});

const snapshot = async (): Promise<Snapshot> => (await server.get('/api/public/snapshot')).json;
/** Every change after `since`, as a device reads them: page after page while `more`. */
async function feed(since: number): Promise<{ position: number; changes: Change[] }> {
  const changes: Change[] = [];
  let position = since;
  for (;;) {
    const answer = await server.get(`/api/public/changes?since=${position}`);
    expect(answer.status, answer.text).toBe(200);
    changes.push(...answer.json.changes);
    position = answer.json.position;
    if (!answer.json.more) return { position, changes };
  }
}
async function ok(request: Promise<{ status: number; text: string; json?: any }>) {
  const answer = await request;
  expect(answer.status, answer.text).toBeLessThan(300);
  return answer.json;
}

describe('sync by changes', () => {
  it('brings a copy to exactly the snapshot the server answers after the same changes', async () => {
    const classicIds = await server.createLevels('classic', 90);
    const platformerIds = await server.createLevels('platformer', 6);
    const region = await server.createRegion('Tanger');
    const players = await Promise.all(['ayoub', 'Badr', 'chaimae', 'driss'].map((username) => server.createPlayer({ username })));
    const [a, b, c, d] = players as [
      (typeof players)[number],
      (typeof players)[number],
      (typeof players)[number],
      (typeof players)[number],
    ];
    await server.createRecord('classic', classicIds[0]!, a.id, { percentage: 100 }, new Date('2026-01-01T00:00:00Z'));
    await server.createRecord('classic', classicIds[74]!, b.id, { percentage: 100 }, new Date('2026-01-02T00:00:00Z'));
    await server.createRecord('classic', classicIds[74]!, c.id, { percentage: 70 }, new Date('2026-01-03T00:00:00Z'));
    await server.createRecord('classic', classicIds[10]!, c.id, { percentage: 55 }, new Date('2026-01-04T00:00:00Z'));
    await server.createRecord('platformer', platformerIds[1]!, d.id, { timeMs: 90_000 }, new Date('2026-01-05T00:00:00Z'));

    const before = await snapshot();
    expect(before.position).toEqual(expect.any(Number));

    // The lists: a placement that pushes #75 out of main, an edit that moves a level and lowers its requirement, a removal, a reorder, a manual holder.
    await ok(server.post('/api/staff/classic-levels/create', { token: staff.token, body: classic('900', { ranking: 3 }) }));
    await ok(
      server.put(`/api/staff/classic-levels/update/${classicIds[10]}`, {
        token: staff.token,
        body: classic(classicIds[10]!, { ranking: 40, minimumCompletion: 50 }),
      }),
    );
    await ok(server.del(`/api/staff/classic-levels/delete/${classicIds[0]}`, { token: staff.token }));
    const order = ((await server.get('/api/public/platformer-levels/list')).json as { id: string }[]).map((level) => level.id);
    await ok(
      server.put('/api/staff/platformer-levels/reorder', {
        token: staff.token,
        body: [...order].reverse().map((id, index) => ({ id, ranking: index + 1 })),
      }),
    );
    await ok(
      server.put(`/api/staff/classic-levels/update/${classicIds[20]}`, {
        token: staff.token,
        body: classic(classicIds[20]!, { ranking: 21, firstVictor: d.id }),
      }),
    );

    // Records: staff create (a first victor), edit, removal (the first victor passes on), reviews that add, improve and undo.
    const created = await ok(
      server.post('/api/staff/classic-records/create', {
        token: staff.token,
        body: { level: '900', player: d.id, recordPercentage: 100, link: `${VIDEO}x` },
      }),
    );
    await ok(
      server.post('/api/staff/classic-records/create', {
        token: staff.token,
        body: { level: '900', player: a.id, recordPercentage: 100, link: 'https://example.com/run' },
      }),
    );
    await ok(
      server.put(`/api/staff/classic-records/update/${created.id}`, { token: staff.token, body: { recordPercentage: 100, link: VIDEO } }),
    );
    await ok(server.del(`/api/staff/classic-records/delete/${created.id}`, { token: staff.token }));
    const submit = (type: string, body: Record<string, unknown>) =>
      ok(server.post(`/api/authenticated/${type}-submissions/create`, { token: c.token, body: { link: VIDEO, ...body } }));
    const review = (type: string, id: number, status: string) =>
      ok(server.put(`/api/staff/${type}-submissions/${id}/change-status/${status}`, { token: staff.token }));
    const better = await submit('classic', { level: classicIds[74], recordPercentage: 100 });
    await review('classic', better.id, 'APPROVED');
    const fast = await submit('platformer', { level: platformerIds[1], recordTime: '00:01:00.000' });
    await review('platformer', fast.id, 'APPROVED');
    const undone = await submit('platformer', { level: platformerIds[3], recordTime: '00:02:00.000' });
    await review('platformer', undone.id, 'APPROVED');
    await review('platformer', undone.id, 'REJECTED');

    // Players: a profile, staff rights.
    await ok(
      server.put('/api/authenticated/players/profile/update', {
        token: b.token,
        body: { username: b.username, region, youtube: 'https://www.youtube.com/@badr', discord: 'badr' },
      }),
    );
    await grantStaff(server.services, { username: a.username });

    const after = await snapshot();
    const { position, changes } = await feed(before.position!);
    expect(position).toBe(after.position);
    expect(changes.length).toBeGreaterThan(10);
    const brought = applyChanges(before, changes, position);
    expect(brought).toEqual(after);
    // The copy moved: points, places, holders, records.
    expect(after).not.toEqual({ ...before, position: after.position });
  });

  it('sends a device to the whole snapshot for what its copy cannot take exactly', async () => {
    const before = await snapshot();
    await createUser(server.services, { email: 'new@test.local', username: 'Newcomer', password: 'correct horse battery' });
    const joined = await feed(before.position!);
    expect(joined.changes.map((change) => change.kind)).toEqual(['player.joined']);
    expect(applyChanges(before, joined.changes, joined.position)).toBeNull();

    const next = await snapshot();
    const region = await server.createRegion('Rabat');
    await ok(server.put(`/api/staff/regions/update/${region}`, { token: staff.token, body: { name: 'Rabat-Salé' } }));
    const renamed = await feed(next.position!);
    expect(renamed.changes.map((change) => change.kind)).toEqual(['region.renamed']);
    expect(applyChanges(next, renamed.changes, renamed.position)).toBeNull();
  });
});
