/**
 * `Idempotency-Key`: each key is applied once per player, whatever arrives when. The key is stored in
 * the write's own transaction, so concurrent repeats on one server and on two servers sharing the
 * database all end with one change and one answer.
 */
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, submissions } from '../../src/server/db/schema';
import { type TestPlayer, type TestServer, useTestServer } from '../support/server';

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const { server } = useTestServer();
let level: string;

beforeAll(async () => {
  [level] = (await server.createLevels('classic', 1, { minimumCompletion: 10 })) as [string];
});

const submit = (target: Pick<TestServer, 'post'>, player: TestPlayer, key: string, recordPercentage = 90) =>
  target.post('/api/authenticated/classic-submissions/create', {
    token: player.token,
    headers: { 'idempotency-key': key },
    body: { level, link: VIDEO, recordPercentage },
  });

async function submissionsOf(player: TestPlayer): Promise<number> {
  const [row] = await server.services.db.select({ n: count() }).from(submissions).where(eq(submissions.playerId, player.id));
  return row!.n;
}

describe('Idempotency-Key', () => {
  it('applies 20 concurrent requests with one key once, and answers them all alike', async () => {
    const player = await server.createPlayer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(server, player, 'same-key-20')));
    expect(await submissionsOf(player)).toBe(1);
    const created = answers.filter((answer) => answer.status === 201);
    expect(created.length).toBeGreaterThan(0);
    for (const answer of answers) {
      if (answer.status === 201) expect(answer.text).toBe(created[0]!.text);
      else expect(answer.json).toMatchObject({ status: 409, code: 'idempotency_in_progress' });
    }
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(created.length - 1);
  });

  it('applies a key once across two servers sharing the database', async () => {
    const twin = await server.startTwin();
    try {
      const player = await server.createPlayer();
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => submit(i % 2 ? twin : server, player, 'split-key')));
      expect(await submissionsOf(player)).toBe(1);
      const ids = new Set(answers.filter((answer) => answer.status === 201).map((answer) => answer.json.id));
      expect(ids.size).toBe(1);
      expect(answers.every((answer) => answer.status === 201 || answer.json?.code === 'idempotency_in_progress')).toBe(true);
    } finally {
      await twin.close();
    }
  });

  it('refuses a key used for another request, and keeps keys apart per player', async () => {
    const [first, second] = [await server.createPlayer(), await server.createPlayer()];
    expect((await submit(server, first, 'shared-word')).status).toBe(201);
    const elsewhere = await server.put('/api/authenticated/players/profile/update', {
      token: first.token,
      headers: { 'idempotency-key': 'shared-word' },
      body: { username: 'renamed-by-key' },
    });
    expect(elsewhere.json).toMatchObject({ status: 409, code: 'idempotency_key_reused' });
    // Another player's identical key is their own.
    expect((await submit(server, second, 'shared-word')).headers.get('idempotent-replayed')).toBeNull();
    expect(await submissionsOf(second)).toBe(1);
  });

  it('stores nothing for a refused write, so the same key succeeds once the reason is gone', async () => {
    const player = await server.createPlayer();
    const low = await submit(server, player, 'retry-after-fix', 5);
    expect(low.json).toMatchObject({ status: 400, code: 'validation_failed' });
    const [stored] = await server.services.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'retry-after-fix'));
    expect(stored!.n).toBe(0);
    expect((await submit(server, player, 'retry-after-fix', 50)).status).toBe(201);
    expect(await submissionsOf(player)).toBe(1);
  });

  it('replays a 204 and a staff write', async () => {
    const staff = await server.createStaff();
    const headers = { 'idempotency-key': 'delete-once' };
    const player = await server.createPlayer();
    const { id } = (await submit(server, player, 'to-delete')).json;
    const path = `/api/authenticated/classic-submissions/delete/${id}`;
    const first = await server.del(path, { token: staff.token, headers });
    const again = await server.del(path, { token: staff.token, headers });
    expect([first.status, again.status]).toEqual([204, 204]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await submissionsOf(player)).toBe(0);
  });

  it('refuses a malformed key without touching anything', async () => {
    const player = await server.createPlayer();
    const response = await submit(server, player, 'k'.repeat(201));
    expect(response.json).toMatchObject({ status: 400, code: 'validation_failed', issues: [{ path: 'Idempotency-Key' }] });
    expect(await submissionsOf(player)).toBe(0);
  });
});
