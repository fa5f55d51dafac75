/**
 * The inbox (src/server/notifications): a review, a staff member's note and a sanction each leave a
 * notification for the player concerned and nobody else, never for one's own action; a page is newest
 * first with the unread count of all; marking read is the caller's own, from any device, idempotent,
 * and touches no public read model; bad input is a 400 with its issues.
 */
import { describe, expect, it } from 'vitest';
import { NOTE_EXCERPT_MAX } from '../../src/shared/schemas/notifications';
import type { LevelType } from '../../src/shared/constants';
import { useTestServer, type TestPlayer } from '../support/server';

const { server, staff } = useTestServer({ signIn: { staff: {} } });

const VIDEO = 'https://www.youtube.com/watch?v=abcdefghijk';
const INBOX = '/api/authenticated/notifications';

type Page = {
  unread: number;
  notifications: { id: number; kind: string; createdAt: string; readAt: string | null; data: Record<string, unknown> }[];
};

async function inbox(token: string, query = ''): Promise<Page> {
  const response = await server.get(`${INBOX}${query}`, { token });
  expect(response.status, response.text).toBe(200);
  return response.json as Page;
}
const markRead = (token: string, body: unknown) => server.post(`${INBOX}/read`, { token, body });

async function submit(player: TestPlayer, type: LevelType = 'classic'): Promise<{ id: number; level: string }> {
  const [level] = await server.createLevels(type, 1);
  const value = type === 'classic' ? { recordPercentage: 100 } : { recordTime: '00:01:02.345' };
  const response = await server.post(`/api/authenticated/${type}-submissions/create`, {
    token: player.token,
    body: { level, link: VIDEO, ...value },
  });
  expect(response.status, response.text).toBe(201);
  return { id: response.json.id, level: level! };
}
const setStatus = (id: number, status: string, token = staff.token, type: LevelType = 'classic') =>
  server.put(`/api/staff/${type}-submissions/${id}/change-status/${status}`, { token });
const note = (id: number, body: object, token = staff.token) =>
  server.post(`/api/authenticated/classic-submissions/${id}/notes`, { token, body });

/** A player with `count` notifications (rejections of as many submissions), oldest first. */
async function playerWith(count: number): Promise<{ player: TestPlayer; ids: number[] }> {
  const player = await server.createPlayer();
  for (let i = 0; i < count; i += 1) expect((await setStatus((await submit(player)).id, 'REJECTED')).status).toBe(200);
  const ids = (await inbox(player.token, '?limit=100')).notifications.map((item) => item.id).reverse();
  expect(ids).toHaveLength(count);
  return { player, ids };
}

describe('what makes a notification', () => {
  it("an approval and a rejection tell the submission's player, with the level, the value and the reason", async () => {
    const [player, stranger] = [await server.createPlayer(), await server.createPlayer()];
    const approved = await submit(player, 'platformer');
    expect((await setStatus(approved.id, 'APPROVED', staff.token, 'platformer')).status).toBe(200);
    const rejected = await submit(player);
    const withReason = await server.put(`/api/staff/classic-submissions/${rejected.id}/change-status/REJECTED`, {
      token: staff.token,
      body: { reason: 'The end is cut.' },
    });
    expect(withReason.status).toBe(200);
    const plain = await submit(player);
    expect((await setStatus(plain.id, 'REJECTED')).status).toBe(200);
    // Back to pending, and the same status again: nothing to tell.
    expect((await setStatus(plain.id, 'PENDING')).status).toBe(200);
    expect((await setStatus(rejected.id, 'REJECTED')).status).toBe(200);

    const page = await inbox(player.token);
    expect(page.unread).toBe(3);
    expect(page.notifications).toEqual([
      {
        id: expect.any(Number),
        kind: 'submission.rejected',
        createdAt: expect.any(String),
        readAt: null,
        data: {
          type: 'classic',
          submission: plain.id,
          level: { id: plain.level, name: expect.stringMatching(/^Level /) },
          value: 100,
          reason: null,
        },
      },
      {
        id: expect.any(Number),
        kind: 'submission.rejected',
        createdAt: expect.any(String),
        readAt: null,
        data: {
          type: 'classic',
          submission: rejected.id,
          level: { id: rejected.level, name: expect.any(String) },
          value: 100,
          reason: 'The end is cut.',
        },
      },
      {
        id: expect.any(Number),
        kind: 'submission.approved',
        createdAt: expect.any(String),
        readAt: null,
        data: {
          type: 'platformer',
          submission: approved.id,
          level: { id: approved.level, name: expect.any(String) },
          value: 62_345,
          reason: null,
        },
      },
    ]);
    expect(Date.parse(page.notifications[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await inbox(stranger.token)).toEqual({ unread: 0, notifications: [] });
    expect(
      (await inbox(staff.token)).notifications.filter((item) =>
        [approved.id, rejected.id, plain.id].includes(item.data.submission as number),
      ),
    ).toEqual([]);
  });

  it("a staff member's reply tells the player; a staff-only note, the player's own note and one's own review tell nobody", async () => {
    const player = await server.createPlayer();
    const { id, level } = await submit(player);
    expect((await note(id, { body: 'Please send the click track.' })).status).toBe(201);
    expect((await note(id, { body: 'Looks spliced.', staffOnly: true })).status).toBe(201);
    expect((await note(id, { body: 'Here it is.' }, player.token)).status).toBe(201);
    const long = `${'word '.repeat(60)}end`;
    expect((await note(id, { body: long })).status).toBe(201);

    const page = await inbox(player.token);
    expect(page.notifications.map((item) => item.kind)).toEqual(['submission.note', 'submission.note']);
    expect(page.notifications[1]!.data).toEqual({
      type: 'classic',
      submission: id,
      level: { id: level, name: expect.any(String) },
      note: expect.any(Number),
      excerpt: 'Please send the click track.',
    });
    const excerpt = page.notifications[0]!.data.excerpt as string;
    expect(excerpt.length).toBeLessThanOrEqual(NOTE_EXCERPT_MAX);
    expect(excerpt).toMatch(/^word word .*word…$/);

    // A staff member's own submission, reviewed and answered by themselves.
    const own = await submit(staff);
    const before = (await inbox(staff.token)).notifications.length;
    expect((await setStatus(own.id, 'APPROVED')).status).toBe(200);
    expect((await note(own.id, { body: 'Self check' })).status).toBe(201);
    expect((await inbox(staff.token)).notifications.length).toBe(before);
  });

  it('a sanction set and revoked tells the player, with its kind, end and reason', async () => {
    const player = await server.createPlayer();
    const until = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const ban = await server.post(`/api/staff/players/${player.id}/sanctions`, {
      token: staff.token,
      body: { kind: 'BAN', until, reason: 'Second offence' },
    });
    expect(ban.status, ban.text).toBe(201);
    expect((await server.post(`/api/staff/sanctions/${ban.json.id}/revoke`, { token: staff.token })).status).toBe(200);
    const flag = await server.post(`/api/staff/players/${player.id}/sanctions`, {
      token: staff.token,
      body: { kind: 'FLAG', reason: 'Edited run' },
    });
    expect(flag.status).toBe(201);

    const page = await inbox(player.token);
    expect(page.unread).toBe(3);
    expect(page.notifications.map(({ kind, data }) => ({ kind, data }))).toEqual([
      { kind: 'sanction.added', data: { sanction: flag.json.id, kind: 'FLAG', until: null, reason: 'Edited run' } },
      { kind: 'sanction.revoked', data: { sanction: ban.json.id, kind: 'BAN', until: ban.json.endsAt, reason: 'Second offence' } },
      { kind: 'sanction.added', data: { sanction: ban.json.id, kind: 'BAN', until: ban.json.endsAt, reason: 'Second offence' } },
    ]);
    expect(Date.parse(ban.json.endsAt)).toBe(Date.parse(until));
  });
});

describe('reading the inbox', () => {
  it('pages newest first with `before` and `limit`, the unread count covering all', async () => {
    const { player, ids } = await playerWith(5);
    const first = await inbox(player.token, '?limit=2');
    expect(first.unread).toBe(5);
    expect(first.notifications.map((item) => item.id)).toEqual([ids[4], ids[3]]);
    const second = await inbox(player.token, `?limit=2&before=${ids[3]}`);
    expect(second.notifications.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    const last = await inbox(player.token, `?before=${ids[1]}`);
    expect(last.notifications.map((item) => item.id)).toEqual([ids[0]]);
    expect((await inbox(player.token, `?before=${ids[0]}`)).notifications).toEqual([]);
    expect((await inbox(player.token)).notifications).toHaveLength(5);
  });

  it("marks read from another device, only the caller's own, once, without dropping public read models", async () => {
    const { player, ids } = await playerWith(4);
    const other = await playerWith(1);
    const otherDevice = await server.services.tokens.issue({ id: player.id, isStaff: false });

    expect((await server.get('/api/public/classic-levels/list/main')).status).toBe(200);
    const generation = server.services.cache.currentGeneration;
    const marked = await markRead(otherDevice, { ids: [ids[0], ids[1], other.ids[0], 999_999] });
    expect(marked.status, marked.text).toBe(204);
    expect(server.services.cache.currentGeneration).toBe(generation);

    const page = await inbox(player.token);
    expect(page.unread).toBe(2);
    const readAt = new Map(page.notifications.map((item) => [item.id, item.readAt]));
    expect(readAt.get(ids[0]!)).toEqual(expect.any(String));
    expect(readAt.get(ids[1]!)).toEqual(expect.any(String));
    expect(readAt.get(ids[2]!)).toBeNull();
    expect((await inbox(other.player.token)).unread).toBe(1);

    // Again: nothing changes, the first time it was read stays.
    expect((await markRead(player.token, { ids: [ids[0]] })).status).toBe(204);
    expect((await inbox(player.token)).notifications.find((item) => item.id === ids[0])!.readAt).toBe(readAt.get(ids[0]!));
    expect((await markRead(player.token, { ids: [] })).status).toBe(204);

    // All up to the newest the device had shown: one that came after stays unread.
    expect((await markRead(player.token, { all: true, upTo: ids[2] })).status).toBe(204);
    expect((await inbox(player.token)).unread).toBe(1);
    expect((await markRead(otherDevice, { all: true })).status).toBe(204);
    expect(await inbox(player.token)).toMatchObject({ unread: 0 });
    expect((await inbox(other.player.token)).unread).toBe(1);
  });

  it('refuses bad input with its issues, and anyone not signed in', async () => {
    const player = await server.createPlayer();
    for (const query of ['?limit=0', '?limit=101', '?limit=x', '?before=0', '?before=abc', '?before=99999999999']) {
      const response = await server.get(`${INBOX}${query}`, { token: player.token });
      expect(response.status, query).toBe(400);
      expect(response.json).toMatchObject({
        code: 'validation_failed',
        issues: [expect.objectContaining({ path: expect.stringMatching(/^(limit|before)$/) })],
      });
    }
    const bodies: [unknown, string][] = [
      [{}, ''],
      [{ ids: 'x' }, 'ids'],
      [{ ids: [0] }, 'ids.0'],
      [{ ids: [1.5] }, 'ids.0'],
      [{ ids: [3_000_000_000] }, 'ids.0'],
      [{ ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'ids'],
      [{ all: false }, 'all'],
      [{ ids: [1], all: true }, ''],
      [{ ids: [1], upTo: 3 }, ''],
      [{ all: true, upTo: -1 }, 'upTo'],
      [null, ''],
      [[1, 2], ''],
    ];
    for (const [body, path] of bodies) {
      const response = await markRead(player.token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.issues, JSON.stringify(body)).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    }
    expect((await server.get(INBOX)).status).toBe(401);
    expect((await server.post(`${INBOX}/read`, { body: { all: true } })).status).toBe(401);
    const spec = (await server.get('/api/openapi.json')).json;
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining([INBOX, `${INBOX}/read`]));
  });
});
