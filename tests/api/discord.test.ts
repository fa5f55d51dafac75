/**
 * Discord's webhooks (src/server/discord/): a new submission goes to the staff channel and each change
 * to a level list to the public one, queued in the transaction of the change (nothing for a refused
 * one, nothing without a webhook) and sent within moments, through a local receiver that refuses,
 * never answers in time, asks to wait (429) and accepts: retried with growing waits, given up after
 * the most attempts, and each sent once. On PostgreSQL, two senders never send a message twice, and
 * a sender killed with SIGKILL mid-run loses nothing (at most the one message it had sent but not yet
 * marked goes twice).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database, type DatabaseHandle } from '../../src/server/db/database';
import { levels } from '../../src/server/db/schema';
import { write } from '../../src/server/db/write';
import { escapeMarkdown, payloadOf } from '../../src/server/discord/messages';
import { enqueue } from '../../src/server/discord/queue';
import { startDiscordSender, type DiscordSender, type SenderOptions } from '../../src/server/discord/sender';
import { pruneSentMessages } from '../../src/server/discord/store';
import { loadConfig } from '../../src/server/env';
import { addMissingBaselines } from '../../src/server/levels/history';
import { freshDatabase, testDatabaseKind } from '../support/database';
import { startReceiver, type Decide, type Receiver } from '../support/discord-receiver';
import { useTestServer, type TestPlayer } from '../support/server';

const postgres = testDatabaseKind === 'postgres';
const VIDEO = 'https://www.youtube.com/watch?v=abcdefghijk';
const TUNING: Partial<SenderOptions> = {
  // A timeout a loaded machine's answers stay well within, so only a receiver that hangs meets it.
  timeoutMs: 1_000, batch: 5, leaseMs: 2_500, backoffMs: 100, maxBackoffMs: 800, maxAttempts: 4,
  // Only the wake after a commit, or a retry coming due, sends: never the poll, within a test.
  pollMs: 60_000,
};

type Row = { id: number; channel: string; payload: { content: string; allowed_mentions: unknown }; attempts: number; sent: boolean; lastError: string | null; gaveUp: boolean };
const rowsOf = (db: Database, after = 0) => queryRows<Row>(db, sql`
  SELECT id, channel, payload, attempts, sent_at IS NOT NULL AS sent, last_error AS "lastError", next_attempt_at = 'infinity' AS "gaveUp"
  FROM discord_messages WHERE id > ${after} ORDER BY id`);
const lastIdOf = async (db: Database) => (await queryRows<{ id: number | null }>(db, sql`SELECT max(id) AS id FROM discord_messages`))[0]!.id ?? 0;
const keyOf = (id: number) => `discord-message-${id}`;

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 5_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

/** A 0..1 sequence that is the same at every run (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Refuses about half the requests; a message's third try and later are accepted, so none runs out of attempts. */
function halfRefused(seed: number): Decide {
  const random = seeded(seed);
  return ({ tries }) => (tries < 3 && random() < 0.5 ? 'refuse' : 'accept');
}

/** Every message accepted once, and none twice. */
function expectEachOnce(receiver: Receiver, ids: readonly number[]): void {
  expect(new Map(ids.map((id) => [keyOf(id), receiver.accepted.get(keyOf(id))]))).toEqual(new Map(ids.map((id) => [keyOf(id), 1])));
}

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

describe('Discord webhooks', () => {
  const { server, staff } = useTestServer({
    signIn: { staff: {} },
    // Read when the server starts, once the receiver listens.
    env: () => ({ DISCORD_WEBHOOK_STAFF: `${receiver.url}/staff`, DISCORD_WEBHOOK_LIST: `${receiver.url}/list`, PUBLIC_URL: 'https://list.example.ma' }),
    tuning: { discordSender: TUNING },
  });
  let amine: TestPlayer;
  let before = 0;
  const db = () => server.services.db;
  const submit = (player: TestPlayer, level: string, recordPercentage = 87) =>
    server.post('/api/authenticated/classic-submissions/create', { token: player.token, body: { level, link: VIDEO, recordPercentage } });

  beforeAll(async () => {
    amine = await server.createPlayer({ username: 'Amine' });
  });
  beforeEach(async () => {
    receiver.reset();
    before = await lastIdOf(db());
  });

  it('posts a new submission to the staff channel within moments: level, value, player, video and the staff queue, pinging nobody', async () => {
    const [classic] = await server.createLevels('classic', 1, { name: 'Bloodbath', minimumCompletion: 50 });
    const [platformer] = await server.createLevels('platformer', 1, { name: 'Sakupen Circles' });
    const started = performance.now();
    expect((await submit(amine, classic!)).status).toBe(201);
    await until('the staff message', () => receiver.accepted.size === 1);
    expect(performance.now() - started).toBeLessThan(2_000);
    const made = await server.post('/api/authenticated/platformer-submissions/create', { token: amine.token, body: { level: platformer, link: VIDEO, recordTime: '00:01:02.300' } });
    expect(made.status).toBe(201);
    await until('both staff messages', () => receiver.accepted.size === 2);

    expect(receiver.requests.map(({ path, query, body }) => ({ path, query, body }))).toEqual([
      {
        path: '/staff', query: '?wait=true',
        body: { content: `New classic submission: Bloodbath 87% by Amine — <${VIDEO}>\nReview it: <https://list.example.ma/staff/submissions>`, allowed_mentions: { parse: [] } },
      },
      {
        path: '/staff', query: '?wait=true',
        body: { content: `New platformer submission: Sakupen Circles 1m 2s 300ms by Amine — <${VIDEO}>\nReview it: <https://list.example.ma/staff/submissions>`, allowed_mentions: { parse: [] } },
      },
    ]);
    const rows = await rowsOf(db(), before);
    expect(rows.map(({ channel, attempts, sent, lastError }) => ({ channel, attempts, sent, lastError }))).toEqual([
      { channel: 'staff', attempts: 1, sent: true, lastError: null },
      { channel: 'staff', attempts: 1, sent: true, lastError: null },
    ]);
    expect(receiver.requests.map((request) => request.id)).toEqual(rows.map((row) => keyOf(row.id)));
  });

  it('shows people\'s names as typed: their markdown is escaped', async () => {
    const [level] = await server.createLevels('classic', 1, { name: '# *Big* [link](x)', minimumCompletion: 50 });
    const player = await server.createPlayer({ username: '__Boss__~`|' });
    expect((await submit(player, level!)).status).toBe(201);
    await until('the staff message', () => receiver.accepted.size === 1);
    expect(receiver.requests[0]!.body.content).toMatch(/^New classic submission: \\# \\\*Big\\\* \\\[link\\\]\\\(x\\\) 87% by \\_\\_Boss\\_\\_\\~\\`\\\| — /);
  });

  it('posts each change to a level list to the list channel, in order, and never a baseline', async () => {
    const level = (fields: Record<string, unknown>) => ({
      name: 'Tidal Wave', publisher: 'OniLink', difficulty: 'EXTREME_DEMON', link: VIDEO, thumbnail: 'https://img.example/t.png',
      duration: 'LONG', minimumCompletion: 60, ...fields,
    });
    const token = staff.token;
    expect((await server.post('/api/staff/classic-levels/create', { token, body: level({ id: '9001', ranking: 1 }) })).status).toBe(201);
    expect((await server.put('/api/staff/classic-levels/update/9001', { token, body: level({ ranking: 3 }) })).status).toBe(200);
    expect((await server.put('/api/staff/classic-levels/update/9001', { token, body: level({ ranking: 3, name: 'Tidal Wave II' }) })).status).toBe(200);
    expect((await server.put('/api/staff/classic-levels/update/9001', { token, body: level({ ranking: 3, name: 'Tidal Wave II', publisher: 'Oni' }) })).status).toBe(200);
    // Saving a level unchanged changes nothing a reader sees.
    expect((await server.put('/api/staff/classic-levels/update/9001', { token, body: level({ ranking: 3, name: 'Tidal Wave II', publisher: 'Oni' }) })).status).toBe(200);
    const order = await db().select({ id: levels.id, name: levels.name, ranking: levels.ranking }).from(levels).where(eq(levels.type, 'classic')).orderBy(levels.ranking);
    const [first, second] = order;
    const swapped = order.map(({ id, ranking }) => ({ id, ranking: ranking === 1 ? 2 : ranking === 2 ? 1 : ranking }));
    expect((await server.put('/api/staff/classic-levels/reorder', { token, body: swapped })).status).toBe(200);
    expect((await server.del('/api/staff/classic-levels/delete/9001', { token })).status).toBe(204);
    await server.createLevels('platformer', 2);
    expect(await write(server.services, (tx, log) => addMissingBaselines(tx, log))).toBeGreaterThan(0);

    await until('six list messages', () => receiver.accepted.size === 6);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.requests.map((request) => `${request.path} ${request.body.content}`)).toEqual([
      '/list Tidal Wave was placed at #1 (classic)',
      '/list Tidal Wave moved from #1 to #3 (classic)',
      '/list Tidal Wave was renamed to Tidal Wave II (classic)',
      '/list Tidal Wave II\'s details were edited (classic)',
      `/list The list was reordered: 2 levels moved (classic)\n${escapeMarkdown(second!.name)} moved from #2 to #1\n${escapeMarkdown(first!.name)} moved from #1 to #2`,
      '/list Tidal Wave II was removed from the list (classic)',
    ]);
    expect((await rowsOf(db(), before)).every((row) => row.channel === 'list' && row.sent && row.payload.allowed_mentions)).toBe(true);
  });

  it('queues nothing for a change that is refused or rolled back', async () => {
    const [level] = await server.createLevels('classic', 1, { minimumCompletion: 50 });
    expect((await submit(amine, level!, 40)).status).toBe(400);
    const existing = { id: level, name: 'Again', publisher: 'P', difficulty: 'EXTREME_DEMON', link: VIDEO, thumbnail: 'https://img.example/t.png', duration: 'LONG', minimumCompletion: 60 };
    expect((await server.post('/api/staff/classic-levels/create', { token: staff.token, body: existing })).status).toBe(409);
    // A message queued in a transaction that then fails goes with it.
    const made = await submit(amine, level!);
    expect(made.status).toBe(201);
    await until('the accepted submission\'s message', () => receiver.accepted.size === 1);
    const queued = await lastIdOf(db());
    await expect(db().transaction(async (tx) => {
      await server.services.discord.newSubmission(tx, 'classic', made.json.id);
      throw new Error('refused after queueing');
    })).rejects.toThrow('refused after queueing');
    expect(await lastIdOf(db())).toBe(queued);
    expect(await rowsOf(db(), before)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.requests).toHaveLength(1);
  });

  it('tries a refused and an unanswered message again after growing waits, and sends it once', async () => {
    receiver.answer(({ tries }) => (tries === 1 ? 'refuse' : tries === 2 ? 'hang' : 'accept'));
    const [level] = await server.createLevels('classic', 1, { minimumCompletion: 50 });
    expect((await submit(amine, level!)).status).toBe(201);
    await until('the third try, marked sent', async () => receiver.accepted.size === 1 && (await rowsOf(db(), before))[0]?.sent === true);
    const [row] = await rowsOf(db(), before);
    expect(row).toMatchObject({ attempts: 3, sent: true, lastError: 'no answer within 1000 ms' });
    const [refused, unanswered, accepted] = receiver.requests.map((request) => request.at);
    // The first retry waits the backoff (100 ms); the second, the timeout (1,000 ms) then twice that (200 ms).
    expect(unanswered! - refused!).toBeGreaterThanOrEqual(95);
    expect(accepted! - unanswered!).toBeGreaterThanOrEqual(1_180);
    expect(receiver.requests).toHaveLength(3);
    expectEachOnce(receiver, [row!.id]);
  });

  it('gives a message up after the most attempts, keeping it and saying so', async () => {
    receiver.answer(() => 'refuse');
    const [level] = await server.createLevels('classic', 1, { minimumCompletion: 50 });
    expect((await submit(amine, level!)).status).toBe(201);
    await until('giving up', async () => (await rowsOf(db(), before))[0]?.gaveUp === true);
    expect(await rowsOf(db(), before)).toMatchObject([{ attempts: 4, sent: false, lastError: 'gave up after 4 attempts: HTTP 500: refused' }]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.requests).toHaveLength(4);
    expect(receiver.accepted.size).toBe(0);
  });

  it('waits as long as a 429 asks before sending to that channel again, without counting it as an attempt', async () => {
    const made = await Promise.all((await server.createLevels('classic', 2, { minimumCompletion: 50 })).map(async (level) => (await submit(amine, level)).json.id as number));
    await until('their messages', () => receiver.accepted.size === 2);
    receiver.reset();
    before = await lastIdOf(db());
    const limited = keyOf(before + 1);
    receiver.answer(({ id, tries }) => (id === limited && tries === 1 ? { retryAfter: 0.6 } : 'accept'));
    // Two messages in one change: the second waits behind the first's 429.
    await write(server.services, async (tx) => {
      for (const id of made) await server.services.discord.newSubmission(tx, 'classic', id);
    });
    await until('both after the wait', () => receiver.accepted.size === 2);
    const [asked, ...after] = receiver.requests;
    expect(asked).toMatchObject({ id: limited, answer: { retryAfter: 0.6 } });
    for (const request of after) expect(request.at - asked!.at).toBeGreaterThanOrEqual(580);
    expect(after.map((request) => request.id)).toEqual([limited, keyOf(before + 2)]);
    expect(await rowsOf(db(), before)).toMatchObject([
      { attempts: 1, sent: true, lastError: expect.stringMatching(/^HTTP 429/) },
      { attempts: 1, sent: true, lastError: null },
    ]);
  });

  it('sends each message once through a receiver that refuses half the time', async () => {
    receiver.answer(halfRefused(7));
    const players = await Promise.all([1, 2, 3].map(() => server.createPlayer()));
    const made = await server.createLevels('classic', 12, { minimumCompletion: 50 });
    await Promise.all(made.map((level, index) => submit(players[index % 3]!, level)));
    await Promise.all(made.slice(0, 4).map((id) => server.del(`/api/staff/classic-levels/delete/${id}`, { token: staff.token })));
    const rows = await rowsOf(db(), before);
    expect(rows).toHaveLength(16);
    await until('all sent', async () => (await rowsOf(db(), before)).every((row) => row.sent), 15_000);
    expect(receiver.requests.filter((request) => request.answer === 'refuse').length).toBeGreaterThan(4);
    expectEachOnce(receiver, rows.map((row) => row.id));
  });

  it('drops sent messages after 30 days and keeps the unsent ones', async () => {
    const all = await rowsOf(db());
    const sent = all.filter((row) => row.sent).map((row) => row.id);
    await db().execute(sql`UPDATE discord_messages SET sent_at = now() - interval '31 days' WHERE id = ${sent[0]!}`);
    await pruneSentMessages(db());
    expect((await rowsOf(db())).map((row) => row.id)).toEqual(all.map((row) => row.id).filter((id) => id !== sent[0]));
    expect(all.some((row) => row.gaveUp)).toBe(true);
  });

  describe.runIf(postgres)('on PostgreSQL', () => {
    const start = (on: Database, who: string): DiscordSender => startDiscordSender(on, { list: `${receiver.url}/list?sender=${who}` }, {
      ...TUNING, batch: 3, pollMs: 20, backoffMs: 50, maxBackoffMs: 200, maxAttempts: 8, log: () => {},
    });

    it('never lets two senders on two connections send the same message', async () => {
      receiver.answer(halfRefused(11));
      const twin = await server.startTwin();
      const payloads = Array.from({ length: 40 }, (_, index) => payloadOf([`message ${index + 1}`]));
      await db().transaction((tx) => enqueue(tx, 'list', payloads));
      const senders = [start(db(), 'a'), start(twin.services.db, 'b')];
      try {
        await until('all sent', async () => (await rowsOf(db(), before)).every((row) => row.sent), 15_000);
      } finally {
        await Promise.all(senders.map((sender) => sender.close()));
        await twin.close();
      }
      expectEachOnce(receiver, (await rowsOf(db(), before)).map((row) => row.id));
      const by = (who: string) => receiver.requests.filter((request) => request.query.includes(`sender=${who}`)).length;
      expect(by('a')).toBeGreaterThan(0);
      expect(by('b')).toBeGreaterThan(0);
    });
  });
});

describe.runIf(postgres)('a sender killed with SIGKILL mid-run', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  let database: DatabaseHandle;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database?.close();
  });

  function startChild(): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/discord-sender.ts'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        DISCORD_WEBHOOK_LIST: `${receiver.url}/list`,
        SENDER_TUNING: JSON.stringify({ timeoutMs: 1_000, batch: 3, leaseMs: 2_500, backoffMs: 50, maxBackoffMs: 200, maxAttempts: 8, pollMs: 20 }),
      },
    });
    children.push(child);
    return child;
  }

  it('loses no message, and sends at most the one it had not yet marked twice', async () => {
    receiver.reset();
    receiver.answer(halfRefused(3));
    const payloads = Array.from({ length: 30 }, (_, index) => payloadOf([`message ${index + 1}`]));
    await database.db.transaction((tx) => enqueue(tx, 'list', payloads));
    const ids = (await rowsOf(database.db)).map((row) => row.id);

    const first = startChild();
    const killed = new Promise<void>((resolve) => first.once('exit', () => resolve()));
    // Killed the moment the receiver has written its 8th acceptance: before or after the sender's mark.
    const stop = receiver.onAccepted(() => {
      if ([...receiver.accepted.values()].reduce((sum, n) => sum + n, 0) === 8) first.kill('SIGKILL');
    });
    await killed;
    stop();
    expect(first.signalCode).toBe('SIGKILL');
    expect((await rowsOf(database.db)).filter((row) => row.sent).length).toBeLessThan(30);

    const second = startChild();
    try {
      await until('all sent', async () => (await rowsOf(database.db)).every((row) => row.sent), 20_000);
    } finally {
      second.kill('SIGKILL');
    }
    for (const id of ids) expect(receiver.accepted.get(keyOf(id)) ?? 0).toBeGreaterThanOrEqual(1);
    const twice = [...receiver.accepted.values()].reduce((sum, n) => sum + n - 1, 0);
    expect(twice).toBeLessThanOrEqual(1);
  }, 40_000);
});

describe('without webhooks', () => {
  const { server, staff } = useTestServer({ signIn: { staff: {} } });

  it('queues and sends nothing', async () => {
    const [level] = await server.createLevels('classic', 1, { minimumCompletion: 50 });
    const player = await server.createPlayer();
    expect((await server.post('/api/authenticated/classic-submissions/create', { token: player.token, body: { level, link: VIDEO, recordPercentage: 90 } })).status).toBe(201);
    expect((await server.del(`/api/staff/classic-levels/delete/${level}`, { token: staff.token })).status).toBe(204);
    expect(server.services.discord.webhooks).toEqual({});
    expect(await rowsOf(server.services.db)).toEqual([]);
  });

  it('refuses a webhook that is not an http(s) address, and a language it does not speak', () => {
    expect(() => loadConfig({ DISCORD_WEBHOOK_STAFF: 'not an address' })).toThrow(/DISCORD_WEBHOOK_STAFF/);
    expect(() => loadConfig({ DISCORD_WEBHOOK_LIST: 'ftp://discord.example/hook' })).toThrow(/DISCORD_WEBHOOK_LIST/);
    expect(() => loadConfig({ DISCORD_LANGUAGE: 'de' })).toThrow(/DISCORD_LANGUAGE/);
    expect(loadConfig({ DISCORD_WEBHOOK_LIST: 'https://discord.com/api/webhooks/1/abc' }).discord).toEqual({ staff: null, list: 'https://discord.com/api/webhooks/1/abc', language: 'en' });
  });
});
